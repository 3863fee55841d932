// Full-text search over the catalog: an inverted index from terms to events, scored with BM25F
// (BM25 over several weighted fields, each normalized by its own length).
//
// - Text is folded (Unicode NFKD without accents, lower case) and split on anything that is not a
//   letter or a digit: "Regé-Jean" → ["rege", "jean"].
// - The last query term also matches as a prefix (search as you type): "bitc" finds "bitcoin";
//   a prefix expansion counts PREFIX_WEIGHT of an exact match. Prefixes shorter than
//   MIN_PREFIX_LENGTH match exactly only.
// - A document's score is the sum over the query terms of idf × saturated weighted term frequency,
//   multiplied by the share of query terms it matched (so matching every term beats repeating one).

/** Fields of a searchable event and their weights. */
export const FIELD_WEIGHTS = {
  title: 3,
  questions: 2,
  tags: 2,
  ids: 1,
  description: 0.5,
} as const;

export type SearchField = keyof typeof FIELD_WEIGHTS;
export type SearchDocument = Record<SearchField, string>;

const FIELDS = Object.keys(FIELD_WEIGHTS) as SearchField[];
/** BM25 term-frequency saturation. */
const K1 = 1.2;
/** BM25 length normalization (0: none, 1: full). */
const B = 0.75;
export const PREFIX_WEIGHT = 0.7;
export const MIN_PREFIX_LENGTH = 2;
/** Bounds the work of one prefix: at most this many vocabulary terms are expanded. */
const MAX_EXPANSIONS = 256;

export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/**
 * A term's postings in one array: [live, doc, weight, doc, weight, …] — `live` the documents listed
 * and not removed (the document frequency); then by ascending document number, removed documents
 * included until the next compaction, each with its saturated weighted term frequency
 * tf~ / (K1 + tf~). One array rather than an object with two lists: the full catalog has 128k
 * terms, 112k of them with a single document (ids, rare words), and the per-term overhead was most
 * of the index.
 */
type Postings = number[];
/** A term's postings as read: its array, or a view of its single posting (see SearchIndex.singles). */
type PostingsView = Postings | Float64Array;
/** Where the first posting starts, and the size of one. */
const FIRST = 1;
const STRIDE = 2;

export interface SearchHit {
  doc: number;
  score: number;
}

/** A query term's live postings (opaque outside this file), its place in the query, df and idf. */
export interface TermList {
  readonly term: number;
  readonly postings: PostingsView;
  readonly df: number;
  readonly idf: number;
}

/**
 * Kept current as documents are added and removed (a catalog change re-indexes only the events it
 * touched): a document is added under a number above every number in use, so its postings are
 * appended; a removed one is marked dead and its postings are dropped in one pass once dead ones
 * are a quarter of all (no per-change splicing of long posting lists). Inverse document frequencies
 * follow the live documents at query time; a document's length normalisation uses the average
 * field lengths as they stood when it was indexed (a change moves them by a negligible share; a new
 * index over the same documents computes the same scores).
 */
export class SearchIndex {
  /** Terms with two postings or more. */
  private readonly postings = new Map<string, Postings>();
  /**
   * Terms with a single posting, by their place in `singles`: [live, doc, weight] at 3 × place
   * (doc −1 once compacted away). The full catalog's 112k single-document terms (event ids, rare
   * words) took an array each, 72 bytes; 24 here. A term moves to `postings` on its second posting,
   * and back on compaction.
   */
  private readonly single = new Map<string, number>();
  private singles = new Float64Array(0);
  private singleCount = 0;
  /** Every term ever indexed, sorted: prefix expansion is a binary search and a scan. */
  private readonly vocabulary: string[];
  /** Live documents and, per field, their total length in terms. */
  private live = 0;
  private readonly lengths = FIELDS.map(() => 0);
  /** Scratch accumulators of related(), one slot per document number. */
  private scratch = { score: new Float64Array(0), matched: new Uint16Array(0), touched: new Int32Array(0) };
  /** One above the highest document number ever indexed. */
  private docLimit = 0;
  /** 1 for a live document number. */
  private alive = new Uint8Array(0);
  private postingCount = 0;
  private deadPostings = 0;

  /** Document i of `documents` is number i (none where undefined). */
  constructor(documents: readonly (SearchDocument | undefined)[]) {
    const tokens = documents.map((d) => d && fieldTokens(d));
    for (const fields of tokens) if (fields) this.count(fields, 1);
    const avgLength = this.averageLengths();
    tokens.forEach((fields, doc) => fields && this.post(doc, fields, avgLength));
    // Built by appending, a list holds up to half again its length in spare room: copied to its size.
    for (const [term, p] of this.postings) this.postings.set(term, p.slice());
    this.vocabulary = [...this.postings.keys(), ...this.single.keys()].sort();
  }

  get terms(): number {
    return this.vocabulary.length;
  }

  /** Indexes a document under a number above every number used so far. */
  add(doc: number, document: SearchDocument): void {
    if (doc < this.docLimit)
      throw new RangeError(`document ${doc} is not above the last one (${this.docLimit - 1})`);
    const fields = fieldTokens(document);
    this.count(fields, 1);
    for (const term of this.post(doc, fields, this.averageLengths())) {
      const at = lowerBound(this.vocabulary, term);
      if (this.vocabulary[at] !== term) this.vocabulary.splice(at, 0, term);
    }
  }

  /** Drops document `doc`, indexed from `document` (the same text it was added with). */
  remove(doc: number, document: SearchDocument): void {
    if (this.alive[doc] !== 1) return;
    const fields = fieldTokens(document);
    this.count(fields, -1);
    this.alive[doc] = 0;
    for (const term of new Set(fields.flat())) {
      const p = this.postingsOf(term);
      if (!p) continue;
      p[0]! -= 1;
      this.deadPostings += 1;
    }
    if (this.deadPostings > this.postingCount / 4) this.compact();
  }

  /** Drops the postings of removed documents. */
  private compact(): void {
    // The singles again, without the places of terms that moved to `postings` since.
    const singles = this.singles;
    this.singles = new Float64Array(0);
    this.singleCount = 0;
    for (const [term, at] of this.single) {
      const o = at * 3;
      const dead = singles[o + 1] === -1 || this.alive[singles[o + 1]!] !== 1;
      this.single.set(term, this.addSingle(singles[o]!, dead ? -1 : singles[o + 1]!, singles[o + 2]!));
    }
    for (const [term, p] of this.postings) {
      if (p[0] === (p.length - FIRST) / STRIDE) continue;
      let w = FIRST;
      for (let r = FIRST; r < p.length; r += STRIDE) {
        if (this.alive[p[r]!] !== 1) continue;
        p[w] = p[r]!;
        p[w + 1] = p[r + 1]!;
        w += STRIDE;
      }
      p.length = w;
      if (w <= FIRST + STRIDE) {
        this.postings.delete(term);
        this.single.set(
          term,
          this.addSingle(p[0]!, w > FIRST ? p[FIRST]! : -1, w > FIRST ? p[FIRST + 1]! : 0),
        );
      }
    }
    this.postingCount -= this.deadPostings;
    this.deadPostings = 0;
  }

  /** A term's postings, its single one as a view (writes go to `singles`). */
  private postingsOf(term: string): PostingsView | undefined {
    const p = this.postings.get(term);
    if (p) return p;
    const at = this.single.get(term);
    return at === undefined ? undefined : this.singles.subarray(at * 3, at * 3 + 3);
  }

  /** Stores a single posting; returns its place. */
  private addSingle(live: number, doc: number, weight: number): number {
    if (this.singleCount * 3 === this.singles.length) {
      const grown = new Float64Array(Math.max(3 * 1024, 2 * this.singles.length));
      grown.set(this.singles);
      this.singles = grown;
    }
    const o = this.singleCount * 3;
    this.singles[o] = live;
    this.singles[o + 1] = doc;
    this.singles[o + 2] = weight;
    return this.singleCount++;
  }

  /** Documents matching at least one query term, best first (ties: lower document number first). */
  search(query: string): SearchHit[] {
    const hits: SearchHit[] = [];
    for (const [doc, score] of this.scores(query)) hits.push({ doc, score });
    return hits.sort(byScore);
  }

  /**
   * The `limit` documents most like document `own`, found with its text as the query (whole words
   * only: a prefix match says nothing about likeness), among those `accept` lets through; with the
   * score `own` itself gets, to scale by. Scores add up in typed arrays and the best are selected
   * without sorting every match: a title shares common words with most of a large catalog, and the
   * engine asks this for every event.
   */
  related(
    text: string,
    own: number,
    accept: (doc: number) => boolean,
    limit: number,
  ): { self: number; hits: SearchHit[] } {
    const terms = [...new Set(tokenize(text))];
    const { score, matched, touched } = this.scratchFor();
    let count = 0;
    for (const list of this.termLists(terms)) count = this.accumulate(list, score, matched, touched, count);
    const best: SearchHit[] = [];
    let self = 0;
    for (let t = 0; t < count; t++) {
      const doc = touched[t]!;
      const total = (score[doc]! * matched[doc]!) / terms.length;
      score[doc] = 0;
      matched[doc] = 0;
      if (doc === own) self = total;
      else if (accept(doc)) offerHit(best, { doc, score: total }, limit);
    }
    return { self, hits: best };
  }

  get liveDocuments(): number {
    return this.live;
  }

  /** What a term adds to a live document's related() sum (idf × its weight there); 0 when absent. */
  contribution(term: string, doc: number): number {
    const p = this.postingsOf(term);
    if (!p || p[0] === 0 || this.alive[doc] !== 1) return 0;
    return this.listContribution({ term: 0, postings: p, df: p[0]!, idf: this.idf(p) }, doc);
  }

  /** One above the highest document number in use. */
  get documentLimit(): number {
    return this.docLimit;
  }

  isLive(doc: number): boolean {
    return this.alive[doc] === 1;
  }

  /** The query terms that have live postings, in query order, with their document frequency and idf. */
  termLists(terms: readonly string[]): TermList[] {
    const lists: TermList[] = [];
    terms.forEach((term, i) => {
      const postings = this.postingsOf(term);
      if (postings && postings[0]! > 0)
        lists.push({ term: i, postings, df: postings[0]!, idf: this.idf(postings) });
    });
    return lists;
  }

  /**
   * Adds a term's contribution (idf × weight) to the live documents' sums and counts; a document
   * counted for the first time is appended to `touched` (from `count`); returns the new count.
   */
  accumulate(
    { postings: p, idf }: TermList,
    score: Float64Array,
    matched: Uint16Array,
    touched: Int32Array,
    count: number,
  ): number {
    const alive = this.alive;
    for (let k = FIRST; k < p.length; k += STRIDE) {
      const doc = p[k]!;
      if (alive[doc] !== 1) continue;
      if (matched[doc] === 0) touched[count++] = doc;
      score[doc]! += idf * p[k + 1]!;
      matched[doc]! += 1;
    }
    return count;
  }

  /**
   * A live document's related() score for a query: its terms' contributions summed in the query's
   * order, as related() sums them (to the last bit).
   */
  queryScore(lists: readonly TermList[], terms: number, doc: number): number {
    let sum = 0;
    let hits = 0;
    for (const list of lists) {
      const c = this.listContribution(list, doc);
      if (c === 0) continue;
      sum += c;
      hits += 1;
    }
    return hits === 0 ? 0 : (sum * hits) / terms;
  }

  /**
   * What a term adds to a document's related() sum: idf × its weight there (always above 0), or 0
   * where the term's postings do not hold it. By binary search (postings are by document number).
   */
  listContribution({ postings: p, idf }: TermList, doc: number): number {
    let lo = 0;
    let hi = (p.length - FIRST) / STRIDE;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (p[FIRST + mid * STRIDE]! < doc) lo = mid + 1;
      else hi = mid;
    }
    const at = FIRST + lo * STRIDE;
    return at < p.length && p[at] === doc ? idf * p[at + 1]! : 0;
  }

  /** Writes each live document's contribution of the term (as listContribution) at into[offset + doc]. */
  fillContributions({ postings: p, idf }: TermList, into: Float64Array, offset: number): void {
    const alive = this.alive;
    for (let k = FIRST; k < p.length; k += STRIDE) {
      const doc = p[k]!;
      if (alive[doc] === 1) into[offset + doc] = idf * p[k + 1]!;
    }
  }

  private scratchFor(): { score: Float64Array; matched: Uint16Array; touched: Int32Array } {
    if (this.scratch.score.length < this.docLimit) {
      const size = Math.max(this.docLimit, 2 * this.scratch.score.length);
      this.scratch = {
        score: new Float64Array(size),
        matched: new Uint16Array(size),
        touched: new Int32Array(size),
      };
    }
    return this.scratch;
  }

  /** BM25F score per matching document, times the share of query terms it matched. */
  private scores(query: string): Map<number, number> {
    const terms = [...new Set(tokenize(query))];
    const scores = new Map<number, { score: number; matched: number }>();
    terms.forEach((term, i) => {
      const last = i === terms.length - 1;
      // Per document, the best of the term's expansions counts (an exact match beats a prefix one).
      const best = new Map<number, number>();
      for (const [expansion, factor] of this.expand(term, last)) {
        const p = this.postingsOf(expansion)!;
        const idf = this.idf(p);
        for (let k = FIRST; k < p.length; k += STRIDE) {
          const doc = p[k]!;
          if (this.alive[doc] !== 1) continue;
          const s = factor * idf * p[k + 1]!;
          if (s > (best.get(doc) ?? 0)) best.set(doc, s);
        }
      }
      for (const [doc, s] of best) {
        const acc = scores.get(doc);
        if (acc) {
          acc.score += s;
          acc.matched += 1;
        } else scores.set(doc, { score: s, matched: 1 });
      }
    });
    const out = new Map<number, number>();
    for (const [doc, { score, matched }] of scores) out.set(doc, (score * matched) / terms.length);
    return out;
  }

  private idf(p: PostingsView): number {
    const df = p[0]!;
    return Math.log(1 + (this.live - df + 0.5) / (df + 0.5));
  }

  private expand(term: string, prefix: boolean): [string, number][] {
    const out: [string, number][] = [];
    if ((this.postingsOf(term)?.[0] ?? 0) > 0) out.push([term, 1]);
    if (!prefix || term.length < MIN_PREFIX_LENGTH) return out;
    for (
      let i = lowerBound(this.vocabulary, term);
      i < this.vocabulary.length && out.length < MAX_EXPANSIONS;
      i++
    ) {
      const candidate = this.vocabulary[i]!;
      if (!candidate.startsWith(term)) break;
      if (candidate !== term && this.postingsOf(candidate)![0]! > 0) out.push([candidate, PREFIX_WEIGHT]);
    }
    return out;
  }

  private count(fields: readonly string[][], sign: 1 | -1): void {
    this.live += sign;
    fields.forEach((terms, fi) => (this.lengths[fi]! += sign * terms.length));
  }

  private averageLengths(): number[] {
    return this.lengths.map((total) => (this.live <= 0 ? 1 : Math.max(1, total / this.live)));
  }

  /** Adds a document's postings; returns the terms that had none before. */
  private post(doc: number, fields: readonly string[][], avgLength: readonly number[]): string[] {
    const weighted = new Map<string, number>();
    fields.forEach((terms, fi) => {
      if (terms.length === 0) return;
      const weight = FIELD_WEIGHTS[FIELDS[fi]!];
      const norm = 1 - B + (B * terms.length) / avgLength[fi]!;
      const counts = new Map<string, number>();
      for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const [t, tf] of counts) weighted.set(t, (weighted.get(t) ?? 0) + (weight * tf) / norm);
    });
    const fresh: string[] = [];
    this.docLimit = doc + 1;
    if (this.alive.length < this.docLimit) {
      const grown = new Uint8Array(Math.max(this.docLimit, 2 * this.alive.length));
      grown.set(this.alive);
      this.alive = grown;
    }
    this.alive[doc] = 1;
    for (const [t, tf] of weighted) {
      const weight = tf / (K1 + tf);
      this.postingCount += 1;
      const p = this.postings.get(t);
      if (p) {
        p.push(doc, weight);
        p[0]! += 1;
        continue;
      }
      const at = this.single.get(t);
      if (at === undefined) {
        this.single.set(t, this.addSingle(1, doc, weight));
        fresh.push(t);
        continue;
      }
      const o = at * 3;
      const s = this.singles;
      if (s[o + 1] === -1) {
        // Its posting was compacted away: the place takes this one.
        s[o] = 1;
        s[o + 1] = doc;
        s[o + 2] = weight;
      } else {
        // Created holding both postings: an array grown by push reserves room for 16 more.
        this.postings.set(t, [s[o]! + 1, s[o + 1]!, s[o + 2]!, doc, weight]);
        this.single.delete(t);
      }
    }
    return fresh;
  }
}

function fieldTokens(d: SearchDocument): string[][] {
  return FIELDS.map((f) => tokenize(d[f]));
}

/** The first index whose item is not below `x` in a sorted array. */
function lowerBound<T extends string | number>(sorted: readonly T[], x: T): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Keeps `hit` among the `limit` best (byScore) when it belongs there. */
export function offerHit(best: SearchHit[], hit: SearchHit, limit: number): void {
  // Below the worst kept (byScore): most offers are, and are dropped before any move.
  const worst = best.length === limit ? best[limit - 1]! : undefined;
  if (worst && byScore(hit, worst) > 0) return;
  let i = best.length < limit ? best.length : limit - 1;
  while (i > 0 && byScore(hit, best[i - 1]!) < 0) {
    best[i] = best[i - 1]!;
    i--;
  }
  best[i] = hit;
}

export function byScore(a: SearchHit, b: SearchHit): number {
  return b.score - a.score || a.doc - b.doc;
}
