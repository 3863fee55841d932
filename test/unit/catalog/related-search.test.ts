// relatedMany sums the frequent terms once per group of queries sharing them, and reads only each
// query's rare terms. Whatever the catalog, the limit, the filter and the documents removed, it
// answers exactly what SearchIndex.related answers one query at a time: the same documents, in the
// same order, with the same scores to the last bit.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { relatedMany } from '../../../engine/market-queries/related-search.ts';
import { SearchIndex, type SearchDocument } from '../../../engine/market-queries/search-index.ts';

/** A small vocabulary with a skewed use: a few words in most documents, most words in few. */
const WORDS = Array.from({ length: 60 }, (_, i) => `w${i}`);
const word = fc.integer({ min: 0, max: 59 }).map((i) => WORDS[Math.floor((i * i) / 60)]!);
const text = (max: number) => fc.array(word, { maxLength: max }).map((w) => w.join(' '));
const document: fc.Arbitrary<SearchDocument> = fc.record({
  title: text(8),
  questions: text(12),
  tags: text(3),
  ids: fc.constant(''),
  description: text(20),
});

describe('search index: related documents of many queries', () => {
  it('should answer exactly what reading every posting answers', () => {
    fc.assert(
      fc.property(
        fc.array(document, { minLength: 1, maxLength: 120 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.constantFrom(1, 3, 1024),
        (docs, limit, parity, removals, prefix) => {
          const index = new SearchIndex(docs);
          for (const r of removals) index.remove(r % docs.length, docs[r % docs.length]!);
          // Then some documents added back under new numbers, as a catalog change does.
          const added = docs.slice(0, 10);
          added.forEach((d, i) => index.add(docs.length + i, d));
          const accept = (doc: number) => parity === 0 || doc % parity === 0;
          const queries = Array.from({ length: docs.length + added.length }, (_, own) => ({
            text: (docs[own] ?? added[own - docs.length]!).title,
            own,
            accept,
          }));
          assert.deepEqual(
            relatedMany(index, queries, limit, prefix),
            queries.map((q) => index.related(q.text, q.own, q.accept, limit)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
