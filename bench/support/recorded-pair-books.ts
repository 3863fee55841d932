// Real two-venue tops of book at one moment, for bench:routing: the 1,939 decisions of a live
// cross-venue bot on Bitcoin 15-minute up/down markets (Polymarket btc-updown-15m-* and Kalshi
// KXBTC15M-*, 2026-02-08..10, real money), each row holding both venues' best bid and ask with
// their sizes, for YES and NO (cross-venue/rao-pm-kalshi-arbitrage-bot/arb_executions.csv). The
// file has no licence: it is read from ../shared at run time and never copied. Its SOURCE.txt says
// the two venues settle on different Bitcoin reference prices, so the pairs are near-equivalent
// contracts; the bench measures the planner on their books, not a verdict.
import { readFileSync } from 'node:fs';
import type { Level } from '../../core/trading.ts';
import { requireShared } from '../../harness/data/shared-data.ts';

export const RECORDED_PAIRS_FILE = 'cross-venue/rao-pm-kalshi-arbitrage-bot/arb_executions.csv';

/** One venue's top of book for one outcome: one level a side, as recorded. */
export interface TopOfBook {
  bids: Level[];
  asks: Level[];
  ts: number;
}

export interface RecordedPairBooks {
  decisionTs: number;
  /** The outcome's top of book on each venue (YES with YES, NO with NO: the pairs are not inverted). */
  outcomes: Record<'yes' | 'no', { venue_a: TopOfBook; venue_b: TopOfBook }>;
}

function level(price: string | undefined, size: string | undefined): Level[] {
  const p = Number(price);
  const s = Number(size);
  // A side the venue did not quote is recorded empty or as 0.
  return p > 0 && p < 1 && s > 0 ? [[String(p), String(s)]] : [];
}

/** The recorded rows, oldest first. */
export function readRecordedPairBooks(): RecordedPairBooks[] {
  const file = requireShared(RECORDED_PAIRS_FILE, 'two-venue tops of book for bench:routing');
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const columns = header!.split(',');
  const at = (name: string) => {
    const i = columns.indexOf(name);
    if (i < 0) throw new Error(`${RECORDED_PAIRS_FILE} has no column ${name}`);
    return i;
  };
  const top = (cells: string[], venue: 'poly' | 'kalshi', outcome: 'yes' | 'no'): TopOfBook => ({
    bids: level(cells[at(`${venue}_${outcome}_bid`)], cells[at(`${venue}_${outcome}_bid_size`)]),
    asks: level(cells[at(`${venue}_${outcome}_ask`)], cells[at(`${venue}_${outcome}_ask_size`)]),
    ts: Number(cells[at(`${venue}_ts_exchange`)]),
  });
  return lines
    .map((line) => line.split(','))
    .filter((cells) => cells.length === columns.length)
    .map((cells) => ({
      decisionTs: Number(cells[at('decision_ts')]),
      outcomes: {
        yes: { venue_a: top(cells, 'poly', 'yes'), venue_b: top(cells, 'kalshi', 'yes') },
        no: { venue_a: top(cells, 'poly', 'no'), venue_b: top(cells, 'kalshi', 'no') },
      },
    }))
    .sort((a, b) => a.decisionTs - b.decisionTs);
}
