// The cross-venue similarity index: markets in, scored venue_a ↔ venue_b pairs with their outcome
// alignment and arbitrage out. Built for a stream consumer:
//
// - upsert(message): a new or changed market is scored against a bounded set of candidates from
//   the other venue (candidates.ts) — its cost does not grow with the catalog. A message whose
//   text, dates and outcomes are unchanged (a price update) only refreshes its quote and the
//   arbitrage of its pairs.
// - updateQuote(id, bestBid, bestAsk): prices moved; the arbitrage of the market's pairs is
//   recomputed (the similarity is not).
// - remove(id): the market and its pairs go.
// - similarTo(id, limit) and pairs(minSimilarity, limit): the reads behind GET /markets/similar
//   and GET /markets/similar-pairs. `message(key)` gives back the stored message, for the event
//   and market the API returns.
//
// Sports-game markets (contract/) are paired on their structured contracts: candidates come from
// blocking keys (day × team tokens), never from the text shortlist, and a pair forms only when
// the contracts agree; such a market never pairs on text. Their pairs do not depend on arrival
// order. Other markets are paired on text (score.ts): found when the later of the two arrives,
// with scores that use the document frequencies of the moment (IDF drift).
import { compare } from '../../core/decimal.ts';
import type { MarketMessage, Venue } from '../../core/market-data.ts';
import { asksFromTopOfBook, boxArbitrage, type ArbitrageBox } from './arbitrage.ts';
import type { Alignment } from './alignment.ts';
import { TokenIndex, type CandidateLimits } from './candidates.ts';
import {
  ContractBlocks,
  contractOf,
  matchContracts,
  PropositionBlocks,
  propositionOf,
  samePropositions,
  type GameContract,
  type PropositionContract,
} from './contract/index.ts';
import { resolutionTerms, type ResolutionTerms } from './contract/terms.ts';
import { verdictOf, type ContractVerdict, type Verdict } from './contract/verdict.ts';
import { extractFeatures, type MarketFeatures } from './features.ts';
import { kalshiFee, noFee, polymarketFee, type FeeFunction } from './fees.ts';
import { DEFAULT_SCORE_OPTIONS, scorePair, type PairScore, type ScoreOptions } from './score.ts';

export interface SimilarityIndexOptions {
  candidates: CandidateLimits;
  /** Pairs scoring below this are not kept (they are neither similar nor pairs). */
  storeFloor: number;
  /** Blocking: candidates whose end dates are further apart than this are not scored. */
  maxEndGapDays: number;
  /** Blocking: candidates of another category are scored only from this text cosine up. */
  crossCategoryCosine: number;
  score: ScoreOptions;
  /** Contracts per leg for fee rounding in the arbitrage figure. */
  contracts: string;
  /** Taker fee of a market whose `fees` flag is set; markets without it trade free. */
  fees: Record<Venue, FeeFunction>;
}

/** The larger of several fee schedules: for Polymarket markets whose rate is not known. */
export function largestFee(...schedules: FeeFunction[]): FeeFunction {
  return (price, contracts) =>
    schedules.map((f) => f(price, contracts)).reduce((x, y) => (compare(x, y) >= 0 ? x : y), '0');
}

export const DEFAULT_INDEX_OPTIONS: SimilarityIndexOptions = {
  candidates: { limit: 16, minCosine: 0.2, budget: 10_000, maxPostingsPerToken: 2_500 },
  storeFloor: 0.5,
  maxEndGapDays: 4 * 366,
  crossCategoryCosine: 0.5,
  score: DEFAULT_SCORE_OPTIONS,
  contracts: '100',
  fees: {
    // Polymarket publishes per-market rates (sports 0.0175 with exponent 1, short crypto markets
    // 0.25 with exponent 2); the message does not say which applies, so the larger is charged.
    venue_a: largestFee(polymarketFee('0.0175', 1), polymarketFee('0.25', 2)),
    venue_b: kalshiFee(),
  },
};

export interface MarketRef {
  key: string;
  venue: Venue;
  market_id: string;
  event_id: string;
}

export interface SimilarMarket {
  market: MarketRef;
  similarity: number;
  alignment: Alignment;
}

export interface SimilarPair {
  venue_a: MarketRef;
  venue_b: MarketRef;
  similarity: number;
  /**
   * Guaranteed profit per $1 of payout after fees (arbitrage.ts); 0 when none, and always 0 unless
   * the verdict is same_contract or same_contract_inverted (no figure for another contract).
   */
  arbitrage: number;
  alignment: Alignment;
  /** Whether the two are one contract by their published resolution terms (contract/verdict.ts). */
  verdict: Verdict;
  /** The clause that decided the verdict. */
  verdict_reason: string;
  /** The venue_a token that pays when venue_b's YES pays, and the one that pays with its NO. */
  outcomes: { yes: string; no: string };
  /** The profitable box: which outcome to buy where, at what ask. */
  box: ArbitrageBox | null;
  /** Why the similarity is below the text score. */
  reasons: string[];
}

/** One leg of a box: the left token whose book prices the market, and the side bought. */
export interface BoxLeg {
  token: string;
  side: 'left' | 'right';
  fee: FeeFunction;
}

export interface IndexStats {
  markets: number;
  pairs: number;
  /** Pairs scored since creation (never all pairs: at most `candidates.limit` per upsert). */
  comparisons: number;
  /** Postings walked by candidate queries since creation. */
  postingsVisited: number;
}

interface Entry {
  /** Id in the text index; -1 for a game market (not in the text index). */
  id: number;
  message: MarketMessage;
  features: MarketFeatures;
  contract: GameContract | null;
  /** Championship, election, economics or crypto contract (contract/proposition.ts), if it reads as one. */
  proposition: PropositionContract | null;
  /** The resolution terms its venue publishes (contract/terms.ts). */
  terms: ResolutionTerms;
  leftAsk: string | null;
  rightAsk: string | null;
}

interface StoredPair {
  a: string;
  b: string;
  score: PairScore;
  verdict: ContractVerdict;
  arbitrage: string;
  box: ArbitrageBox | null;
}

export interface UpsertResult {
  key: string;
  /** 'scored': text changed (or new), pairs recomputed; 'quoted': only prices changed. */
  change: 'scored' | 'quoted';
  /** The market's pairs after the update. */
  pairs: SimilarPair[];
  /** Pairs it had before that are gone. */
  removed: string[];
}

/**
 * Text-scorer findings about clauses a proposition contract does not model: another stated
 * deadline, verb or catch-all; another number too, except where the contract reads the market's
 * numbers itself (a strike, a price's moment), where the scorer's number tokens are its own.
 */
const CLAUSE_CLASHES = new Set(['date', 'date-vs-end', 'predicate', 'catch-all']);
const NUMBERLESS_KINDS = new Set(['election', 'championship']);

const other = (venue: Venue): Venue => (venue === 'venue_a' ? 'venue_b' : 'venue_a');
const pairKey = (a: string, b: string) => `${a}|${b}`;

export class SimilarityIndex {
  private readonly options: SimilarityIndexOptions;
  private readonly tokens = new TokenIndex();
  private readonly blocks = new ContractBlocks();
  private readonly propositions = new PropositionBlocks();
  private readonly entries = new Map<string, Entry>();
  private readonly byId = new Map<number, string>();
  private readonly byMarketId = new Map<string, string>();
  private readonly stored = new Map<string, StoredPair>();
  private readonly partners = new Map<string, Set<string>>();
  private sorted: StoredPair[] | null = null;
  private comparisons = 0;
  /** While load() runs: text markets are indexed but not scored (settle() scores them once). */
  private deferText = false;

  constructor(options: Partial<SimilarityIndexOptions> = {}) {
    this.options = { ...DEFAULT_INDEX_OPTIONS, ...options };
  }

  /** Add or replace a market from its `market` message. */
  upsert(message: MarketMessage): UpsertResult {
    const key = `${message.venue}:${message.market.market_id}`;
    const previous = this.entries.get(key);
    const features = extractFeatures(message);
    const quote = asksFromTopOfBook(message.market.best_bid, message.market.best_ask);
    if (previous && previous.features.fingerprint === features.fingerprint) {
      previous.message = message;
      previous.leftAsk = quote.leftAsk;
      previous.rightAsk = quote.rightAsk;
      this.reprice(key);
      return { key, change: 'quoted', pairs: this.pairsOf(key), removed: [] };
    }
    const removed = previous ? this.drop(key) : [];
    const contract = contractOf(message);
    const proposition = contract ? null : propositionOf(message);
    const id = contract ? -1 : this.tokens.add(message.venue, features.weights, key);
    const { leftAsk, rightAsk } = quote;
    const terms = resolutionTerms(message);
    this.entries.set(key, { id, message, features, contract, proposition, terms, leftAsk, rightAsk });
    if (id >= 0) this.byId.set(id, key);
    this.byMarketId.set(message.market.market_id, key);

    if (contract) {
      this.blocks.add(key, message.venue, contract);
      for (const partner of this.blocks.candidates(contract, other(message.venue))) this.score(key, partner);
    } else {
      if (!this.deferText) this.scoreTextCandidates(key);
      if (proposition) this.scorePropositionCandidates(key, proposition);
    }
    const now = this.pairsOf(key);
    const kept = new Set(now.map((p) => pairKey(p.venue_a.key, p.venue_b.key)));
    return { key, change: 'scored', pairs: now, removed: removed.filter((k) => !kept.has(k)) };
  }

  /**
   * Index a whole catalog at once (a rebuild): every market upserted with its
   * game and proposition pairs, the text shortlists left to one settle() at the end. The same
   * pairs, scores and order as upserting each market and then settling — settle() replaces every
   * pair that is not a game's from the catalog as it stands — without querying and scoring each
   * text market's shortlist twice.
   */
  load(messages: Iterable<MarketMessage>): void {
    this.deferText = true;
    try {
      for (const m of messages) this.upsert(m);
    } finally {
      this.deferText = false;
    }
    this.settle();
  }

  /**
   * Recompute every text-matched pair from the catalog as it stands: norms and document
   * frequencies of now, and the shortlist of every market of the smaller venue queried again (in
   * key order; one side is enough for the result to be a function of the catalog, and the smaller
   * side costs the fewest queries). After it the text pairs and their scores do not depend on the
   * order the markets arrived in (game pairs never do). The writer runs it after rebuilding the
   * index and when the catalog has changed by a share since.
   */
  settle(): void {
    this.tokens.refreshNorms();
    for (const [pk, p] of [...this.stored]) if (!this.entries.get(p.a)!.contract) this.dropPair(pk);
    const keys = [...this.entries.keys()].filter((k) => !this.entries.get(k)!.contract).sort();
    const count = (v: Venue) => keys.filter((k) => this.entries.get(k)!.features.venue === v).length;
    const from: Venue = count('venue_b') <= count('venue_a') ? 'venue_b' : 'venue_a';
    for (const key of keys) {
      const entry = this.entries.get(key)!;
      if (entry.features.venue === from) this.scoreTextCandidates(key);
      if (entry.proposition) this.scorePropositionCandidates(key, entry.proposition);
    }
    this.sorted = null;
  }

  /** Remove a market (by key `venue:market_id` or by market id); false when unknown. */
  remove(id: string): boolean {
    const key = this.resolve(id);
    if (!key) return false;
    this.drop(key);
    return true;
  }

  /** New top of book of a market's left token (YES on venue_b); returns its repriced pairs. */
  updateQuote(id: string, bestBid: string | null, bestAsk: string | null): SimilarPair[] {
    const key = this.resolve(id);
    if (!key) return [];
    const entry = this.entries.get(key)!;
    const quote = asksFromTopOfBook(bestBid, bestAsk);
    entry.leftAsk = quote.leftAsk;
    entry.rightAsk = quote.rightAsk;
    this.reprice(key);
    return this.pairsOf(key);
  }

  /** The markets of the other venue most similar to one market, best first. */
  similarTo(id: string, limit = 10): SimilarMarket[] {
    const key = this.resolve(id);
    if (!key) return [];
    const out: SimilarMarket[] = [];
    for (const pk of this.partners.get(key) ?? []) {
      const p = this.stored.get(pk)!;
      const partner = p.a === key ? p.b : p.a;
      out.push({ market: this.ref(partner), similarity: p.score.similarity, alignment: p.score.alignment });
    }
    return out.sort((x, y) => y.similarity - x.similarity).slice(0, limit);
  }

  /** Cross-venue pairs at or above `minSimilarity`, most similar first (ties: larger arbitrage). */
  pairs(minSimilarity = 0.8, limit = 20): SimilarPair[] {
    const out: SimilarPair[] = [];
    for (const p of this.eachPair(minSimilarity)) {
      if (out.length >= limit) break;
      out.push(p);
    }
    return out;
  }

  /** The same order as pairs(), made one at a time: for a reader that stops early. */
  *eachPair(minSimilarity = 0.8): Generator<SimilarPair> {
    if (!this.sorted) {
      this.sorted = [...this.stored.values()].sort(
        (x, y) => y.score.similarity - x.score.similarity || compare(y.arbitrage, x.arbitrage),
      );
    }
    for (const p of this.sorted) {
      if (p.score.similarity < minSimilarity) return;
      yield this.view(p);
    }
  }

  /**
   * Score any two indexed markets of different venues now, whether or not they were candidates
   * of each other (for explanations and evaluation); nothing is stored. Undefined when either is
   * unknown or both are on one venue.
   */
  scoreOf(x: string, y: string): PairScore | undefined {
    const kx = this.resolve(x);
    const ky = this.resolve(y);
    if (!kx || !ky) return undefined;
    const ex = this.entries.get(kx)!;
    const ey = this.entries.get(ky)!;
    if (ex.features.venue === ey.features.venue) return undefined;
    const [a, b] = ex.features.venue === 'venue_a' ? [ex, ey] : [ey, ex];
    return this.scoreEntries(a, b);
  }

  /**
   * The two legs of a pair's profitable box, for its executable depth (arbitrage-depth.ts): each
   * market's left token (whose book prices the pair), the side bought and its fee; null without a
   * box or when a market is no longer indexed.
   */
  boxLegs(p: SimilarPair): { a: BoxLeg; b: BoxLeg } | null {
    const a = this.entries.get(p.venue_a.key);
    const b = this.entries.get(p.venue_b.key);
    if (!p.box || !a || !b) return null;
    return {
      a: { token: a.message.market.left_token_id, side: p.box.a, fee: this.fee(a) },
      b: {
        token: b.message.market.left_token_id,
        side: p.box.b === 'yes' ? 'left' : 'right',
        fee: this.fee(b),
      },
    };
  }

  /** The stored message of a market, for the event and market objects an API answer carries. */
  message(id: string): MarketMessage | undefined {
    const key = this.resolve(id);
    return key ? this.entries.get(key)?.message : undefined;
  }

  /** Every indexed market's key. */
  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  stats(): IndexStats {
    return {
      markets: this.entries.size,
      pairs: this.stored.size,
      comparisons: this.comparisons,
      postingsVisited: this.tokens.visited,
    };
  }

  private resolve(id: string): string | undefined {
    return this.entries.has(id) ? id : this.byMarketId.get(id);
  }

  /**
   * Blocking before the scorer: end dates further apart than `maxEndGapDays`, or two different
   * known categories unless the texts are close (venues file some markets differently).
   */
  private blocked(a: MarketFeatures, b: MarketFeatures, cosine: number): boolean {
    if (
      a.endDay !== null &&
      b.endDay !== null &&
      Math.abs(a.endDay - b.endDay) > this.options.maxEndGapDays
    ) {
      return true;
    }
    return (
      a.category !== null &&
      b.category !== null &&
      a.category !== b.category &&
      cosine < this.options.crossCategoryCosine
    );
  }

  private scoreTextCandidates(key: string): void {
    const { features } = this.entries.get(key)!;
    for (const candidate of this.tokens.query(
      features.weights,
      other(features.venue),
      this.options.candidates,
    )) {
      const partner = this.entries.get(this.byId.get(candidate.id)!)!;
      if (this.blocked(features, partner.features, candidate.cosine)) continue;
      this.score(key, partner.features.key);
    }
  }

  private scorePropositionCandidates(key: string, proposition: PropositionContract): void {
    const venue = this.entries.get(key)!.features.venue;
    for (const partner of this.propositions.candidates(proposition, other(venue))) this.score(key, partner);
    this.propositions.add(key, venue, proposition);
  }

  private dropPair(pk: string): void {
    const p = this.stored.get(pk);
    if (!p) return;
    this.stored.delete(pk);
    this.partners.get(p.a)?.delete(pk);
    this.partners.get(p.b)?.delete(pk);
    this.sorted = null;
  }

  private score(x: string, y: string): void {
    const [ka, kb] = this.entries.get(x)!.features.venue === 'venue_a' ? [x, y] : [y, x];
    const a = this.entries.get(ka)!;
    const b = this.entries.get(kb)!;
    this.comparisons++;
    const score = this.scoreEntries(a, b);
    if (score.similarity < this.options.storeFloor) return;
    const pk = pairKey(ka, kb);
    const verdict = verdictOf(
      { terms: a.terms, structure: a.contract ? 'game' : (a.proposition?.kind ?? null) },
      { terms: b.terms, structure: b.contract ? 'game' : (b.proposition?.kind ?? null) },
      score.alignment,
      score.alignmentKnown,
    );
    this.stored.set(pk, { a: ka, b: kb, score, verdict, arbitrage: '0', box: null });
    for (const k of [ka, kb]) {
      let set = this.partners.get(k);
      if (!set) this.partners.set(k, (set = new Set()));
      set.add(pk);
    }
    this.price(pk);
    this.sorted = null;
  }

  /**
   * Two game markets: their contracts decide. A game market and another: never a pair (a game's
   * market is not a season's, a tournament's or an unparsed text's). Otherwise the text scorer.
   */
  private scoreEntries(a: Entry, b: Entry): PairScore {
    if (a.contract && b.contract) {
      const m = matchContracts(a.contract, b.contract);
      if (!m)
        return {
          similarity: 0,
          text: 0,
          alignment: 'same',
          alignmentKnown: false,
          reasons: ['contract-differs'],
        };
      return {
        similarity: m.similarity,
        text: 0,
        alignment: m.alignment,
        alignmentKnown: true,
        reasons: m.reasons,
      };
    }
    if (a.contract || b.contract)
      return { similarity: 0, text: 0, alignment: 'same', alignmentKnown: false, reasons: ['game-vs-other'] };
    const text = scorePair(a.features, b.features, (t) => this.tokens.idf(t), this.options.score);
    if (!a.proposition || !b.proposition) return text;
    const unpaired = (reasons: string[]): PairScore => ({
      similarity: 0,
      text: text.text,
      alignment: 'same',
      alignmentKnown: false,
      reasons,
    });
    if (!samePropositions(a.proposition, b.proposition)) return unpaired(['contract-differs']);
    // A clause the contract does not read (another stated deadline, verb or catch-all): not one contract.
    const kind = a.proposition.kind;
    const clashes = text.reasons.filter(
      (r) => CLAUSE_CLASHES.has(r) || (r === 'number' && NUMBERLESS_KINDS.has(kind)),
    );
    if (clashes.length > 0) return unpaired(['contract', ...clashes]);
    // Agreeing contracts pair at 1, whatever else the index holds (no IDF: the same in any feed order).
    return {
      similarity: 1,
      text: text.text,
      alignment: 'same',
      alignmentKnown: true,
      reasons: ['contract', `kind:${kind}`],
    };
  }

  private fee(e: Entry): FeeFunction {
    return e.message.market.fees ? this.options.fees[e.message.venue] : noFee;
  }

  private price(pk: string): void {
    const p = this.stored.get(pk)!;
    const a = this.entries.get(p.a)!;
    const b = this.entries.get(p.b)!;
    // Another contract, or one nobody can read: listed as similar, never priced as an arbitrage.
    const priced = p.verdict.verdict === 'same_contract' || p.verdict.verdict === 'same_contract_inverted';
    const result = !priced
      ? { arbitrage: '0', box: null }
      : boxArbitrage({
          a: { leftAsk: a.leftAsk, rightAsk: a.rightAsk, fee: this.fee(a) },
          b: { leftAsk: b.leftAsk, rightAsk: b.rightAsk, fee: this.fee(b) },
          alignment: p.score.alignment,
          contracts: this.options.contracts,
        });
    if (result.arbitrage !== p.arbitrage) this.sorted = null;
    p.arbitrage = result.arbitrage;
    p.box = result.box;
  }

  private reprice(key: string): void {
    for (const pk of this.partners.get(key) ?? []) this.price(pk);
  }

  /** Remove a market and its pairs; returns the pair keys removed. */
  private drop(key: string): string[] {
    const entry = this.entries.get(key);
    if (!entry) return [];
    const removed = [...(this.partners.get(key) ?? [])];
    for (const pk of removed) {
      const p = this.stored.get(pk)!;
      this.stored.delete(pk);
      this.partners.get(p.a === key ? p.b : p.a)?.delete(pk);
    }
    this.partners.delete(key);
    if (entry.id >= 0) {
      this.tokens.remove(entry.id);
      this.byId.delete(entry.id);
    }
    this.blocks.remove(key);
    this.propositions.remove(key);
    this.entries.delete(key);
    if (this.byMarketId.get(entry.message.market.market_id) === key)
      this.byMarketId.delete(entry.message.market.market_id);
    if (removed.length > 0) this.sorted = null;
    return removed;
  }

  private pairsOf(key: string): SimilarPair[] {
    return [...(this.partners.get(key) ?? [])].map((pk) => this.view(this.stored.get(pk)!));
  }

  private ref(key: string): MarketRef {
    const m = this.entries.get(key)!.message;
    return { key, venue: m.venue, market_id: m.market.market_id, event_id: String(m.event.event_id) };
  }

  private view(p: StoredPair): SimilarPair {
    const a = this.entries.get(p.a)!.message.market;
    const same = p.score.alignment === 'same';
    return {
      venue_a: this.ref(p.a),
      venue_b: this.ref(p.b),
      similarity: p.score.similarity,
      arbitrage: Number(p.arbitrage),
      alignment: p.score.alignment,
      verdict: p.verdict.verdict,
      verdict_reason: p.verdict.reason,
      outcomes: {
        yes: same ? a.left_token_id : a.right_token_id,
        no: same ? a.right_token_id : a.left_token_id,
      },
      box: p.box,
      reasons: p.score.reasons,
    };
  }
}
