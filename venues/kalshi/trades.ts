// Kalshi public trades (GET /markets/trades: cursor-paged `{trades, cursor}`, kalshi-typescript's
// `Trade`) → a `price` message of kind last_trade per outcome token, each carrying Kalshi's
// trade_id, so a trade polled twice is stored once.
//
// A Kalshi trade is one fill of YES against NO: the YES token traded at yes_price and the NO token at
// no_price (= 1 − yes_price), `count_fp` contracts each. The taker's outcome (`taker_outcome_side`,
// before it the deprecated `taker_side`) says who bought: a YES taker bought YES and sold NO.
// Accepted: the current fixed-point fields (`yes_price_dollars`, `count_fp`) and the older cent and
// integer ones (`yes_price`, `count`).
import { centsToDollars, complement } from '../../core/decimal.ts';
import {
  MARKET_DATA_VERSION,
  asRecord,
  decimalValue,
  fail,
  parseBoundary,
  priceValue,
  requiredId,
  text,
  type ParseResult,
  type PriceMessage,
  type RawRecord,
} from '../../core/market-data.ts';
import { tokenIdsFor, type OutcomeMints } from './dflow.ts';

function yesPrice(t: RawRecord): string {
  if (t.yes_price_dollars !== undefined) return priceValue(t.yes_price_dollars, 'yes_price_dollars');
  if (typeof t.yes_price === 'number' && Number.isSafeInteger(t.yes_price))
    return priceValue(centsToDollars(t.yes_price), 'yes_price');
  return fail('yes_price_dollars is required');
}

function count(t: RawRecord): string {
  if (t.count_fp !== undefined) return decimalValue(t.count_fp, 'count_fp');
  if (t.count !== undefined) return decimalValue(t.count, 'count');
  return fail('count_fp is required');
}

function takerOutcome(t: RawRecord): 'yes' | 'no' {
  const side = text(t, 'taker_outcome_side') || text(t, 'taker_side');
  if (side !== 'yes' && side !== 'no') fail(`taker_outcome_side must be yes or no: ${JSON.stringify(side)}`);
  return side;
}

/** One Kalshi trade → its YES and NO token's last trade. `mints`: DFlow's outcome mints of its market. */
export function parseKalshiTrade(
  raw: unknown,
  mints?: OutcomeMints | null,
): ParseResult<[PriceMessage, PriceMessage]> {
  return parseBoundary(raw, () => {
    const t = asRecord(raw, 'trade');
    const ticker = requiredId(t, 'ticker');
    const trade_id = requiredId(t, 'trade_id');
    const ts = Date.parse(text(t, 'created_time'));
    if (!Number.isFinite(ts)) fail(`created_time is not a time: ${JSON.stringify(t.created_time)}`);
    const yes = yesPrice(t);
    const size = count(t);
    const taker = takerOutcome(t);
    const ids = tokenIdsFor(ticker, mints);
    const message = (token_id: string, price: string, bought: boolean): PriceMessage => ({
      v: MARKET_DATA_VERSION,
      type: 'price',
      venue: 'venue_b',
      market_id: ticker,
      token_id,
      price,
      kind: 'last_trade',
      ts,
      side: bought ? 'buy' : 'sell',
      size,
      trade_id,
    });
    return [message(ids.yes, yes, taker === 'yes'), message(ids.no, complement(yes), taker === 'no')];
  });
}
