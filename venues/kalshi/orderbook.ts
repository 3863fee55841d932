// Kalshi order books → one normalized `book` per outcome token.
//
// Kalshi lists bids only, per outcome: `yes` bids and `no` bids. Since a YES and a NO contract
// together pay $1, a NO bid at p is an offer to sell YES at 1 − p (same size), and a YES bid at p is
// an offer to sell NO at 1 − p. So:
//   YES book: bids = YES bids,  asks = 1 − NO bids
//   NO book:  bids = NO bids,   asks = 1 − YES bids
//
// Accepted shapes:
//   {"orderbook_fp": {"yes_dollars": [["0.42", "100.00"]], "no_dollars": [...]}}   (current)
//   {"orderbook": {"yes": [[42, 100]], "no": [...], "yes_dollars": [["0.4200", 100]], ...}} (legacy:
//      the *_dollars lists win over the cent lists)
//   {"yes_bids": {"0.42": 100}, "no_bids": {...}}   (DFlow's relay: a price → size object per side)
// An empty side may be null or missing.
import { centsToDollars } from '../../core/decimal.ts';
import {
  MARKET_DATA_VERSION,
  asRecord,
  complementLevels,
  decodeJson,
  fail,
  isRecord,
  parseBoundary,
  rawLevels,
  sortLevels,
  type BookLevel,
  type BookMessage,
  type ParseResult,
  type RawRecord,
} from '../../core/market-data.ts';
import { tokenIdsFor, type OutcomeMints } from './dflow.ts';

export interface KalshiBookOptions {
  /** The market ticker: Kalshi's order-book response does not repeat it. */
  ticker: string;
  mints?: OutcomeMints | null;
  /** Unix ms of receipt: the response carries no timestamp. */
  receivedAt?: number;
}

export interface KalshiBooks {
  yes: BookMessage;
  no: BookMessage;
}

function centLevels(value: unknown, what: string): [unknown, unknown][] {
  return rawLevels(value, what).map(([cents, size], i) => {
    if (typeof cents !== 'number' || !Number.isSafeInteger(cents))
      fail(`${what}[${i}] price must be integer cents`);
    return [centsToDollars(cents), size];
  });
}

function objectLevels(value: unknown, what: string): [unknown, unknown][] {
  if (value === null || value === undefined) return [];
  return Object.entries(asRecord(value, what));
}

/** The YES and NO bids of whichever shape arrived, as raw [price in dollars, size] pairs. */
function bidsOf(body: RawRecord): { yes: [unknown, unknown][]; no: [unknown, unknown][] } {
  if (isRecord(body.orderbook_fp)) {
    const fp = body.orderbook_fp;
    return { yes: rawLevels(fp.yes_dollars, 'yes_dollars'), no: rawLevels(fp.no_dollars, 'no_dollars') };
  }
  if (isRecord(body.orderbook)) {
    const ob = body.orderbook;
    const side = (name: 'yes' | 'no') =>
      ob[`${name}_dollars`] !== undefined && ob[`${name}_dollars`] !== null
        ? rawLevels(ob[`${name}_dollars`], `${name}_dollars`)
        : centLevels(ob[name], name);
    return { yes: side('yes'), no: side('no') };
  }
  if ('yes_bids' in body || 'no_bids' in body) {
    return { yes: objectLevels(body.yes_bids, 'yes_bids'), no: objectLevels(body.no_bids, 'no_bids') };
  }
  return fail('expected orderbook_fp, orderbook or yes_bids/no_bids');
}

function book(
  ticker: string,
  tokenId: string,
  bids: BookLevel[],
  asks: BookLevel[],
  ts: number,
): BookMessage {
  return {
    v: MARKET_DATA_VERSION,
    type: 'book',
    venue: 'venue_b',
    market_id: ticker,
    token_id: tokenId,
    bids,
    asks,
    ts,
  };
}

/** GET /markets/{ticker}/orderbook → the YES-token and NO-token books, best first. */
export function parseKalshiOrderbook(raw: unknown, options: KalshiBookOptions): ParseResult<KalshiBooks> {
  return parseBoundary(raw, () => {
    if (!options.ticker) fail('options.ticker is required');
    const raws = bidsOf(asRecord(decodeJson(raw), 'Kalshi order book'));
    const yesBids = sortLevels(raws.yes, 'bids', 'yes bids');
    const noBids = sortLevels(raws.no, 'bids', 'no bids');
    const ids = tokenIdsFor(options.ticker, options.mints);
    const ts = options.receivedAt ?? Date.now();
    return {
      yes: book(options.ticker, ids.yes, yesBids, complementLevels(noBids), ts),
      no: book(options.ticker, ids.no, noBids, complementLevels(yesBids), ts),
    };
  });
}
