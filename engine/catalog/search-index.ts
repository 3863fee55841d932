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

interface Postings {
  docs: number[];
  /** Saturated weighted term frequency per doc: tf~ / (K1 + tf~). */
  weights: number[];
  idf: number;
}

export interface SearchHit {
  doc: number;
  score: number;
}

export class SearchIndex {
  private readonly postings = new Map<string, Postings>();
  /** Every term, sorted: prefix expansion is a binary search and a scan. */
  private readonly vocabulary: string[];

  constructor(documents: readonly SearchDocument[]) {
    const n = documents.length;
    const tokens = documents.map((d) => FIELDS.map((f) => tokenize(d[f])));
    const avgLength = FIELDS.map((_, fi) => {
      const total = tokens.reduce((sum, fields) => sum + fields[fi]!.length, 0);
      return n === 0 ? 1 : Math.max(1, total / n);
    });
    tokens.forEach((fields, doc) => {
      const weighted = new Map<string, number>();
      fields.forEach((terms, fi) => {
        if (terms.length === 0) return;
        const weight = FIELD_WEIGHTS[FIELDS[fi]!];
        const norm = 1 - B + (B * terms.length) / avgLength[fi]!;
        const counts = new Map<string, number>();
        for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
        for (const [t, tf] of counts) weighted.set(t, (weighted.get(t) ?? 0) + (weight * tf) / norm);
      });
      for (const [t, tf] of weighted) {
        let p = this.postings.get(t);
        if (!p) this.postings.set(t, (p = { docs: [], weights: [], idf: 0 }));
        p.docs.push(doc);
        p.weights.push(tf / (K1 + tf));
      }
    });
    for (const p of this.postings.values()) {
      const df = p.docs.length;
      p.idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    }
    this.vocabulary = [...this.postings.keys()].sort();
  }

  get terms(): number {
    return this.vocabulary.length;
  }

  /** Documents matching at least one query term, best first (ties: lower document number first). */
  search(query: string): SearchHit[] {
    const hits: SearchHit[] = [];
    for (const [doc, score] of this.scores(query, true)) hits.push({ doc, score });
    return hits.sort(byScore);
  }

  /**
   * The `limit` documents most like document `own`, found with its text as the query (whole words
   * only: a prefix match says nothing about likeness), among those `accept` lets through; with the
   * score `own` itself gets, to scale by. Selects the best without sorting every match: a title
   * shares common words with most of a large catalog.
   */
  related(text: string, own: number, accept: (doc: number) => boolean, limit: number): { self: number; hits: SearchHit[] } {
    const scores = this.scores(text, false);
    const best: SearchHit[] = [];
    for (const [doc, score] of scores) {
      if (doc === own || !accept(doc)) continue;
      const hit = { doc, score };
      if (best.length === limit && byScore(hit, best[limit - 1]!) >= 0) continue;
      let i = best.length < limit ? best.length : limit - 1;
      while (i > 0 && byScore(hit, best[i - 1]!) < 0) {
        best[i] = best[i - 1]!;
        i--;
      }
      best[i] = hit;
    }
    return { self: scores.get(own) ?? 0, hits: best };
  }

  /** BM25F score per matching document, times the share of query terms it matched. */
  private scores(query: string, prefixLast: boolean): Map<number, number> {
    const terms = [...new Set(tokenize(query))];
    const scores = new Map<number, { score: number; matched: number }>();
    terms.forEach((term, i) => {
      const last = prefixLast && i === terms.length - 1;
      // Per document, the best of the term's expansions counts (an exact match beats a prefix one).
      const best = new Map<number, number>();
      for (const [expansion, factor] of this.expand(term, last)) {
        const p = this.postings.get(expansion)!;
        for (let k = 0; k < p.docs.length; k++) {
          const s = factor * p.idf * p.weights[k]!;
          const doc = p.docs[k]!;
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

  private expand(term: string, prefix: boolean): [string, number][] {
    const out: [string, number][] = [];
    if (this.postings.has(term)) out.push([term, 1]);
    if (!prefix || term.length < MIN_PREFIX_LENGTH) return out;
    let lo = 0;
    let hi = this.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.vocabulary[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.vocabulary.length && out.length < MAX_EXPANSIONS; i++) {
      const candidate = this.vocabulary[i]!;
      if (!candidate.startsWith(term)) break;
      if (candidate !== term) out.push([candidate, PREFIX_WEIGHT]);
    }
    return out;
  }
}

function byScore(a: SearchHit, b: SearchHit): number {
  return b.score - a.score || a.doc - b.doc;
}
