// SearchIndex.related for many documents at once: the same answers, to the last bit, in a fraction of
// the time. Asked for every event of the full catalog one by one, it read 380k postings per title
// (107k events: minutes): titles are templates ("Will the total in SF vs SD be more than 5.5?"), and
// their common words ("will", "vs", "in", "the"…) have postings in most of the catalog. But the
// full catalog's titles hold only ~350 distinct sets of such frequent words (terms in FREQUENT_SHARE
// of the documents or more). So the queries are grouped by that set; per group, the frequent terms'
// sums are added up once, and the documents ordered by them. Per query then, only its rare terms'
// postings are read; the documents they touch are scored, and of the others — whose score is the
// group's, as no rare term adds to it — the best are read off the group's order. The few documents
// that can make the cut get their score again in the query's own term order (SearchIndex.queryScore),
// so scores and ties are exactly related()'s.
import { offerHit, tokenize, type SearchHit, type SearchIndex, type TermList } from './search-index.ts';

export interface RelatedQuery {
  /** The text to find documents like (whole words only). */
  text: string;
  /** The query's own document (its `self` score; never among the hits), or −1. */
  own: number;
  /** Which documents may be answered. */
  accept: (doc: number) => boolean;
}

export interface RelatedAnswer {
  self: number;
  hits: SearchHit[];
}

/** A term is frequent, and summed once per group, when at least this share of the documents hold it. */
export const FREQUENT_SHARE = 0.04;
/** Relative margin of the cuts taken on sums added in another order than the query's (last bits differ). */
const SLACK = 1e-9;

interface Prepared {
  at: number;
  query: RelatedQuery;
  terms: number;
  lists: TermList[];
  /** Per list (query order): the term's place among the group's frequent terms, −1 for a rare one. */
  places: number[];
  rare: TermList[];
}

/** The answers of index.related(q.text, q.own, q.accept, limit) for every query, in order. */
export function relatedMany(
  index: SearchIndex,
  queries: readonly RelatedQuery[],
  limit: number,
  prefix = PREFIX,
): RelatedAnswer[] {
  const answers: RelatedAnswer[] = [];
  for (const { at, answer } of relatedEach(index, queries, limit, prefix)) answers[at] = answer;
  return answers;
}

/**
 * The same answers one by one, grouped (not in the queries' order), each with its query's place: a
 * caller can write them out in slices. The index must not change until the last is read.
 */
export function* relatedEach(
  index: SearchIndex,
  queries: readonly RelatedQuery[],
  limit: number,
  /** Documents of a group ordered at first (a test sets it low to read past them). */
  prefix = PREFIX,
): Generator<{ at: number; answer: RelatedAnswer }> {
  const frequentDf = Math.max(1, FREQUENT_SHARE * index.liveDocuments);
  const groups = new Map<string, { frequent: TermList[]; members: Prepared[] }>();
  queries.forEach((query, at) => {
    const terms = [...new Set(tokenize(query.text))];
    const lists = index.termLists(terms);
    // The frequent terms in one order for the whole group (by text): a place per term.
    const frequent = lists.filter((l) => l.df >= frequentDf);
    const words = frequent.map((l) => terms[l.term]!).sort();
    const key = words.join(' ');
    let group = groups.get(key);
    if (!group) {
      const sorted = words.map((w) => frequent.find((l) => terms[l.term] === w)!);
      groups.set(key, (group = { frequent: sorted, members: [] }));
    }
    group.members.push({
      at,
      query,
      terms: terms.length,
      lists,
      places: lists.map((l) => (l.df >= frequentDf ? words.indexOf(terms[l.term]!) : -1)),
      rare: lists.filter((l) => l.df < frequentDf),
    });
  });
  const scratch = new Scratch(index.documentLimit);
  for (const { frequent, members } of groups.values()) {
    const group = scratch.group(index, frequent, prefix);
    for (const q of members) yield { at: q.at, answer: answerOne(index, scratch, group, q, limit) };
  }
}

/** The frequent terms' sums and counts per document, and the documents they touch, best first. */
interface Group {
  sum: Float64Array;
  hits: Uint16Array;
  /** Each frequent term's contribution per document, at place × document limit + document (0: none). */
  contributions: Float64Array;
  /**
   * Touched documents by sum × hits, descending (ties: lower number first): at least `atLeast` of
   * them when there are, else all.
   */
  order(atLeast: number): Int32Array;
}

/** Documents of a group ordered at first: most queries read the limit and a few more. */
const PREFIX = 1024;

class Scratch {
  readonly groupSum: Float64Array;
  readonly groupHits: Uint16Array;
  readonly groupTouched: Int32Array;
  private groupCount = 0;
  readonly rareSum: Float64Array;
  readonly rareHits: Uint16Array;
  readonly rareTouched: Int32Array;
  readonly docs: Int32Array;
  readonly approx: Float64Array;
  private contributions = new Float64Array(0);
  private contributionTerms = 0;

  constructor(private readonly size: number) {
    this.groupSum = new Float64Array(size);
    this.groupHits = new Uint16Array(size);
    this.groupTouched = new Int32Array(size);
    this.rareSum = new Float64Array(size);
    this.rareHits = new Uint16Array(size);
    this.rareTouched = new Int32Array(size);
    this.docs = new Int32Array(size);
    this.approx = new Float64Array(size);
  }

  group(index: SearchIndex, frequent: readonly TermList[], prefix: number): Group {
    const { groupSum: sum, groupHits: hits, groupTouched: touched } = this;
    for (let t = 0; t < this.groupCount; t++) {
      sum[touched[t]!] = 0;
      hits[touched[t]!] = 0;
    }
    for (let f = 0; f < this.contributionTerms; f++) {
      for (let t = 0; t < this.groupCount; t++) this.contributions[f * this.size + touched[t]!] = 0;
    }
    if (this.contributions.length < frequent.length * this.size)
      this.contributions = new Float64Array(frequent.length * this.size);
    let count = 0;
    frequent.forEach((list, f) => {
      count = index.accumulate(list, sum, hits, touched, count);
      index.fillContributions(list, this.contributions, f * this.size);
    });
    this.groupCount = count;
    this.contributionTerms = frequent.length;
    const contributions = this.contributions;
    const all = touched.slice(0, count);
    const key = new Float64Array(count);
    for (let t = 0; t < count; t++) key[t] = sum[all[t]!]! * hits[all[t]!]!;
    const sorted = (docs: Int32Array) =>
      docs.sort((a, b) => sum[b]! * hits[b]! - sum[a]! * hits[a]! || a - b);
    // The best PREFIX (and their ties) ordered now; all of them only for a query that reads further.
    const bound = count > prefix ? kthLargest(key, count, prefix) : -Infinity;
    let ordered = sorted(all.filter((doc) => sum[doc]! * hits[doc]! >= bound));
    let complete = ordered.length === count;
    return {
      sum,
      hits,
      contributions,
      order(atLeast: number): Int32Array {
        if (atLeast > ordered.length && !complete) {
          ordered = sorted(all);
          complete = true;
        }
        return ordered;
      },
    };
  }
}

function answerOne(
  index: SearchIndex,
  scratch: Scratch,
  group: Group,
  prepared: Prepared,
  limit: number,
): RelatedAnswer {
  const { query, terms, rare } = prepared;
  const { own, accept } = query;
  const { rareSum, rareHits, rareTouched, docs, approx } = scratch;
  let count = 0;
  for (const list of rare) count = index.accumulate(list, rareSum, rareHits, rareTouched, count);
  // Candidates with their scores as summed here (group order, then rare terms): close to exact.
  let m = 0;
  for (let t = 0; t < count; t++) {
    const doc = rareTouched[t]!;
    if (doc === own || !accept(doc)) continue;
    docs[m] = doc;
    approx[m++] = ((group.sum[doc]! + rareSum[doc]!) * (group.hits[doc]! + rareHits[doc]!)) / terms;
  }
  // The others score what the group gives them: its best, down to the limit-th and its near ties.
  let taken = 0;
  let floor = -Infinity;
  let order = group.order(0);
  for (let i = 0; ; i++) {
    if (i === order.length) {
      const more = group.order(i + 1);
      if (more.length === order.length) break;
      order = more;
    }
    const doc = order[i]!;
    if (rareHits[doc]! > 0 || doc === own) continue;
    const score = (group.sum[doc]! * group.hits[doc]!) / terms;
    if (taken >= limit && score < floor) break;
    if (!accept(doc)) continue;
    docs[m] = doc;
    approx[m++] = score;
    taken += 1;
    if (taken === limit) floor = score * (1 - SLACK);
  }
  for (let t = 0; t < count; t++) {
    rareSum[rareTouched[t]!] = 0;
    rareHits[rareTouched[t]!] = 0;
  }
  const cut = m >= limit ? kthLargest(approx.slice(0, m), m, limit) * (1 - SLACK) : -Infinity;
  const best: SearchHit[] = [];
  for (let i = 0; i < m; i++) {
    if (approx[i]! < cut) continue;
    offerHit(best, { doc: docs[i]!, score: exactScore(index, group, prepared, docs[i]!) }, limit);
  }
  const self = own >= 0 && index.isLive(own) ? exactScore(index, group, prepared, own) : 0;
  return { self, hits: best };
}

/**
 * A live document's score for the query as related() computes it: the terms' contributions summed
 * in the query's order (SearchIndex.queryScore), the frequent ones read from the group's table.
 */
function exactScore(
  index: SearchIndex,
  group: Group,
  { terms, lists, places }: Prepared,
  doc: number,
): number {
  const size = index.documentLimit;
  let sum = 0;
  let hits = 0;
  for (let i = 0; i < lists.length; i++) {
    const place = places[i]!;
    const c = place >= 0 ? group.contributions[place * size + doc]! : index.listContribution(lists[i]!, doc);
    if (c === 0) continue;
    sum += c;
    hits += 1;
  }
  return hits === 0 ? 0 : (sum * hits) / terms;
}

/** The k-th largest of values[0, length) (1 ≤ k ≤ length), by selection; reorders them. */
function kthLargest(values: Float64Array, length: number, k: number): number {
  const target = k - 1;
  let lo = 0;
  let hi = length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return values[target]!;
  }
  return values[target]!;
}
