// Candidate generation without comparing all pairs: an inverted index from token to the markets
// that carry it, one per venue, with document frequencies for IDF. A query walks the postings of
// its own tokens rarest first (names, canonical dates and numbers are rare; "win" and "2026" are
// not) and accumulates the TF-IDF dot product of every market it meets, within a budget of
// postings; tokens whose postings are longer than `maxPostingsPerToken` are not walked (their IDF
// is small, and they would cost the most) but are added to the dot products of the markets already
// met, by lookup (one bit per market for the frequent ones: token-bits.ts). The best `limit`
// markets by cosine are the candidates. The work per query is bounded by the budget, not by the
// size of the catalog; a market that shares only common tokens with the query is not a candidate.
//
// Removal is lazy: a removed market's id is marked dead and its postings are dropped when a scan
// finds a list more than half dead. A market's TF-IDF norm is refreshed when a query meets it after
// the catalog has grown by a quarter since the norm was computed.
import type { Venue } from '../../core/market-data.ts';
import { FREQUENT_FROM, TokenBits, weightIn } from './token-bits.ts';

export interface CandidateLimits {
  /** Most candidates returned. */
  limit: number;
  /** Least approximate cosine for a candidate. */
  minCosine: number;
  /** Most postings visited per query. */
  budget: number;
  /** Tokens carried by more markets than this (on the queried venue) are not walked. */
  maxPostingsPerToken: number;
}

export interface Candidate {
  id: number;
  cosine: number;
}

interface Doc {
  venue: Venue;
  /** Breaks cosine ties (the market key), so that the shortlist does not depend on arrival order. */
  tag: string;
  weights: ReadonlyMap<string, number>;
}

/**
 * A skipped token's postings are scanned rather than looked up in each met market when the list is
 * at most this many times as long as the markets met (measured: a lookup in a market's weights
 * costs tens of sequential postings).
 */
const SCAN_PER_LOOKUP = 32;

/**
 * The best `limit` candidates by cosine (ties: the smaller tag first), kept sorted as they are
 * offered: the same list as sorting every candidate and taking the first `limit`, without sorting
 * the thousands a common query meets.
 */
class TopCandidates {
  readonly list: Candidate[] = [];

  constructor(
    private readonly limit: number,
    private readonly tag: (id: number) => string,
  ) {}

  /** Whether x ranks before y. */
  private before(x: Candidate, y: Candidate): boolean {
    return x.cosine > y.cosine || (x.cosine === y.cosine && this.tag(x.id) < this.tag(y.id));
  }

  offer(id: number, cosine: number): void {
    const list = this.list;
    if (this.limit <= 0) return;
    const candidate = { id, cosine };
    if (list.length === this.limit && !this.before(candidate, list[list.length - 1]!)) return;
    let i = list.length;
    while (i > 0 && this.before(candidate, list[i - 1]!)) i--;
    list.splice(i, 0, candidate);
    if (list.length > this.limit) list.pop();
  }
}

export class TokenIndex {
  private readonly df = new Map<string, number>();
  private readonly postings: Record<Venue, Map<string, number[]>> = {
    venue_a: new Map(),
    venue_b: new Map(),
  };
  private readonly docs: (Doc | undefined)[] = [];
  /**
   * By id: 1 while the market is indexed; its TF-IDF norm, and the catalog size the norm was
   * computed at (IDF drifts as the catalog grows). Typed arrays rather than fields of Doc: a query
   * reads them for every posting it walks and every market it meets, and a contiguous array costs
   * a fraction of a cache miss per market object.
   */
  private alive = new Uint8Array(1024);
  private norms = new Float64Array(1024);
  private normAt = new Float64Array(1024);
  /** Which markets carry each frequent token: the completion of a query's dot products reads it. */
  private readonly frequent = new TokenBits();
  private live = 0;
  /** idf() answers since the last change of the catalog (idfStale: cleared at the next read). */
  private readonly idfs = new Map<string, number>();
  private idfStale = false;
  /** Dot-product accumulator by doc id, reused by every query (zero between queries). */
  private acc = new Float64Array(1024);
  /**
   * Ids a query has met, in the order met, reused by every query: a fresh array grown to thousands
   * of ids per query was the largest garbage of an upsert.
   */
  private touched = new Int32Array(1024);
  /** Postings visited by queries, since creation: the cost measure of candidate generation. */
  visited = 0;

  get size(): number {
    return this.live;
  }

  /**
   * IDF of a token at the catalog as it stands. Remembered until the catalog changes: a settle
   * reads the same tokens' IDF hundreds of thousands of times, and a remembered number is
   * returned without allocating (a computed one crosses each call as a fresh heap number).
   */
  idf(token: string): number {
    if (this.idfStale) {
      this.idfs.clear();
      this.idfStale = false;
    }
    let idf = this.idfs.get(token);
    if (idf === undefined) {
      idf = Math.log(1 + (this.live + 1) / ((this.df.get(token) ?? 0) + 1));
      this.idfs.set(token, idf);
    }
    return idf;
  }

  private norm(weights: ReadonlyMap<string, number>): number {
    let sum = 0;
    // keys() and get(), not [token, weight] entries: a query walks this for every market it meets
    // with a stale norm, and each destructured entry is an allocation.
    for (const t of weights.keys()) sum += (weights.get(t)! * this.idf(t)) ** 2;
    return Math.sqrt(sum);
  }

  /** Index a market under a fresh id (ids are never reused). */
  add(venue: Venue, weights: ReadonlyMap<string, number>, tag = ''): number {
    const id = this.docs.length;
    for (const [t, w] of weights) {
      const df = (this.df.get(t) ?? 0) + 1;
      this.df.set(t, df);
      const lists = this.postings[venue];
      let list = lists.get(t);
      if (!list) lists.set(t, (list = []));
      // Low bit: the token is event context (weight 0.5) rather than the market's own text.
      list.push(id * 2 + (w < 1 ? 1 : 0));
      if (this.frequent.get(t)) this.frequent.mark(t, id, w < 1);
      else if (df >= FREQUENT_FROM) this.frequent.promote(t, this.postingsOf(t));
    }
    this.live++;
    this.idfStale = true;
    this.docs.push({ venue, tag, weights });
    this.grow(id);
    this.alive[id] = 1;
    this.norms[id] = this.norm(weights);
    this.normAt[id] = this.live;
    return id;
  }

  /** A token's postings lists on both venues. */
  private *postingsOf(token: string): Generator<number[]> {
    for (const lists of Object.values(this.postings)) {
      const list = lists.get(token);
      if (list) yield list;
    }
  }

  /** Recompute every market's TF-IDF norm at the current document frequencies. */
  refreshNorms(): void {
    this.docs.forEach((doc, id) => {
      if (!doc) return;
      this.norms[id] = this.norm(doc.weights);
      this.normAt[id] = this.live;
    });
  }

  remove(id: number): void {
    const doc = this.docs[id];
    if (!doc) return;
    for (const t of doc.weights.keys()) {
      const n = (this.df.get(t) ?? 1) - 1;
      if (n <= 0) this.df.delete(t);
      else this.df.set(t, n);
    }
    this.docs[id] = undefined;
    this.alive[id] = 0;
    this.live--;
    this.idfStale = true;
  }

  /** The per-id arrays hold a slot for `id`. */
  private grow(id: number): void {
    if (id < this.alive.length) return;
    const size = Math.max(id + 1, this.alive.length * 2);
    const alive = new Uint8Array(size);
    const norms = new Float64Array(size);
    const normAt = new Float64Array(size);
    alive.set(this.alive);
    norms.set(this.norms);
    normAt.set(this.normAt);
    this.alive = alive;
    this.norms = norms;
    this.normAt = normAt;
  }

  /** The scratch arrays of query() hold a slot for every id. */
  private reserve(): void {
    if (this.acc.length >= this.docs.length) return;
    const size = Math.max(this.docs.length, this.acc.length * 2);
    const acc = new Float64Array(size);
    acc.set(this.acc);
    this.acc = acc;
    this.touched = new Int32Array(size);
  }

  /** Markets of `venue` most similar in text to `weights`, best first. */
  query(weights: ReadonlyMap<string, number>, venue: Venue, limits: CandidateLimits): Candidate[] {
    const lists = this.postings[venue];
    const terms: { token: string; weight: number; list: number[] }[] = [];
    for (const token of weights.keys()) {
      const list = lists.get(token);
      if (list && list.length > 0) terms.push({ token, weight: weights.get(token)!, list });
    }
    terms.sort((x, y) => x.list.length - y.list.length);
    this.reserve();
    const acc = this.acc;
    const touched = this.touched;
    const alive = this.alive;
    let met = 0;
    let visited = 0;
    const skipped: typeof terms = [];
    for (const term of terms) {
      if (term.list.length > limits.maxPostingsPerToken || visited + term.list.length > limits.budget) {
        skipped.push(term);
        continue;
      }
      visited += term.list.length;
      const idf = this.idf(term.token);
      const own = term.weight * idf * idf;
      let dead = 0;
      for (const posting of term.list) {
        const id = posting >> 1;
        if (alive[id] === 0) {
          dead++;
          continue;
        }
        if (acc[id] === 0) touched[met++] = id;
        acc[id] = acc[id]! + (posting & 1 ? own * 0.5 : own);
      }
      if (dead * 2 > term.list.length) {
        const kept = term.list.filter((p) => alive[p >> 1] === 1);
        if (kept.length === 0) lists.delete(term.token);
        else lists.set(term.token, kept);
      }
    }
    this.visited += visited;
    // The common tokens were not walked; complete the dot products of the markets the rare ones
    // found, so that among one player's twenty props the one with the same stat and game wins.
    // A met market has a non-zero sum (every IDF is positive). A frequent token's bitset
    // (token-bits.ts) is tested for each met market, unless its list is shorter than the markets
    // met; otherwise its postings are scanned for them when the list is not much longer than the
    // markets met (a sequential scan costs a small fraction of a lookup in each market's weights),
    // else each met market's weights are looked up. Either way each market's sum receives the same
    // terms in the same order.
    for (const term of skipped) {
      const q = term.weight * this.idf(term.token) ** 2;
      const bits = this.frequent.get(term.token);
      if (bits && met < term.list.length) {
        for (let i = 0; i < met; i++) {
          const id = touched[i]!;
          const w = weightIn(bits, id);
          if (w !== 0) acc[id] = acc[id]! + q * w;
        }
        continue;
      }
      if (term.list.length <= met * SCAN_PER_LOOKUP) {
        for (const posting of term.list) {
          const id = posting >> 1;
          if (acc[id] !== 0) acc[id] = acc[id]! + q * (posting & 1 ? 0.5 : 1);
        }
        continue;
      }
      for (let i = 0; i < met; i++) {
        const id = touched[i]!;
        const w = this.docs[id]!.weights.get(term.token);
        if (w !== undefined) acc[id] = acc[id]! + q * w;
      }
    }
    const norm = this.norm(weights);
    const best = new TopCandidates(limits.limit, (id) => this.docs[id]!.tag);
    for (let i = 0; i < met; i++) {
      const id = touched[i]!;
      const dot = acc[id]!;
      acc[id] = 0;
      // A norm computed when the catalog was much smaller is refreshed: stale norms would inflate
      // the cosine of the oldest markets and crowd the right candidates out.
      if (this.live > this.normAt[id]! * 1.25 + 16) {
        this.norms[id] = this.norm(this.docs[id]!.weights);
        this.normAt[id] = this.live;
      }
      const docNorm = this.norms[id]!;
      const cosine = norm === 0 || docNorm === 0 ? 0 : dot / (norm * docNorm);
      if (cosine >= limits.minCosine) best.offer(id, cosine);
    }
    return best.list;
  }
}
