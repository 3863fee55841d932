// The search index keeps a term with a single posting apart from the posting lists (a place in one
// typed array) until its second posting, and moves it back when compaction leaves it one or none.
// Whatever the form, a term finds exactly the live documents that hold it.
import assert from 'node:assert/strict';
import { SearchIndex, type SearchDocument } from '../../../engine/market-queries/search-index.ts';

/** Document i: a title shared by all, words shared by pairs, and an id of its own (`k<i>z`, no id a prefix of another). */
function doc(i: number, id = `k${i}z`): SearchDocument {
  return {
    title: `common market ${i % 2 === 0 ? 'even' : 'odd'}`,
    questions: `pair${Math.floor(i / 2)}`,
    tags: '',
    ids: id,
    description: '',
  };
}

function found(index: SearchIndex, query: string): number[] {
  return index
    .search(query)
    .map((h) => h.doc)
    .sort((a, b) => a - b);
}

describe('search index: single postings', () => {
  it('should find the live documents of a term through its second posting, compaction and a reused place', () => {
    const docs = Array.from({ length: 40 }, (_, i) => doc(i));
    const index = new SearchIndex(docs);
    for (let i = 0; i < 40; i++) assert.deepEqual(found(index, `k${i}z`), [i]);
    assert.deepEqual(found(index, 'pair3'), [6, 7]);

    // 15 of 40 documents removed: more than a quarter of the postings die, so the index compacts.
    for (let i = 0; i < 15; i++) index.remove(i, docs[i]!);
    assert.deepEqual(found(index, 'k5z'), []);
    assert.deepEqual(found(index, 'pair3'), [], 'a list compacted to no posting');
    assert.deepEqual(found(index, 'pair7'), [15], 'a list compacted to one posting');

    // New documents on terms of every form: a single compacted away, a live single, a list left with one.
    index.add(40, doc(40, 'k3z'));
    index.add(41, doc(41, 'k20z pair7'));
    index.add(42, doc(42, 'pair3'));
    assert.deepEqual(found(index, 'k3z'), [40]);
    assert.deepEqual(found(index, 'k20z'), [20, 41]);
    assert.deepEqual(found(index, 'pair7'), [15, 41]);
    assert.deepEqual(found(index, 'pair3'), [42]);

    // Compacted again: the list of k20z left with one posting.
    for (let i = 15; i < 30; i++) index.remove(i, docs[i]!);
    assert.deepEqual(found(index, 'k20z'), [41]);
    assert.deepEqual(found(index, 'pair7'), [41]);
    for (let i = 30; i < 40; i++) assert.deepEqual(found(index, `k${i}z`), [i]);
    assert.deepEqual(found(index, 'common'), [30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42]);
    // A term's weight for its single document is the same as for a document of a list.
    const related = index.related('k3z', 40, () => true, 5);
    assert.ok(related.self > 0);
  });
});
