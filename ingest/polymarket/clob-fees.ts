// Fee parameters Gamma leaves out. A market with `feesEnabled` but no `feeSchedule` gets a null
// fee_schedule from gamma.ts; its CLOB market info (GET /clob-markets/{condition_id}, the route
// clob-client-v2's getClobMarketInfo reads) carries them in `fd`. They are read here, at ingest,
// so no trading request waits on the venue: once per market and then again after `ttlMs` (a
// market's fees rarely change), at most `perPoll` reads per catalog poll (the rest the next poll).
// A read that fails leaves the schedule null (fees unknown: paper orders are refused, fail closed)
// and is tried again next poll.
import type { Logger } from '../../core/logger.ts';
import type { FeeSchedule } from '../../core/fees.ts';
import type { PolymarketMarketMessage } from '../../core/market-data.ts';
import { counter } from '../../core/metrics.ts';
import { clobPaths } from '../../venues/polymarket/endpoints.ts';
import { clobFeeSchedule } from '../../venues/polymarket/fees.ts';
import type { VenueHttp } from '../venue-http.ts';

const reads = counter('polymarket_clob_fee_reads_total', 'CLOB market-info reads for fee parameters', [
  'outcome',
]);

export interface ClobFeeOptions {
  http: VenueHttp;
  log: Logger;
  /** How long a read stays good. Default 3 600 000 ms. */
  ttlMs?: number;
  /** CLOB reads per catalog poll at most. Default 200. */
  perPoll?: number;
  now?: () => number;
}

export class ClobFeeSchedules {
  private readonly cache = new Map<string, { schedule: FeeSchedule | null; at: number }>();
  private readonly ttlMs: number;
  private readonly perPoll: number;
  private readonly now: () => number;
  private budget = 0;

  constructor(private readonly o: ClobFeeOptions) {
    this.ttlMs = o.ttlMs ?? 3_600_000;
    this.perPoll = o.perPoll ?? 200;
    this.now = o.now ?? Date.now;
  }

  /** A new catalog poll: its budget of CLOB reads starts again. */
  newPoll(): void {
    this.budget = this.perPoll;
  }

  /** Sets the CLOB's fee parameters on every message whose market charges fees Gamma does not state. */
  async fill(messages: readonly PolymarketMarketMessage[], signal?: AbortSignal): Promise<void> {
    for (const message of messages) {
      const m = message.market;
      if (!m.fees || m.fee_schedule !== null || signal?.aborted) continue;
      m.fee_schedule = await this.scheduleOf(m.condition_id, signal);
    }
  }

  private async scheduleOf(conditionId: string, signal?: AbortSignal): Promise<FeeSchedule | null> {
    const cached = this.cache.get(conditionId);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.schedule;
    if (this.budget <= 0) return cached?.schedule ?? null;
    this.budget -= 1;
    try {
      const { text } = await this.o.http.getText(clobPaths.clobMarket(conditionId), undefined, signal);
      const at = this.now();
      const schedule = clobFeeSchedule(JSON.parse(text) as unknown, new Date(at).toISOString());
      reads.inc({ outcome: schedule ? 'ok' : 'no_fees' });
      if (!schedule)
        this.o.log.warn(
          { conditionId, answer: text.slice(0, 300) },
          'CLOB market info states no usable fee parameters',
        );
      this.cache.set(conditionId, { schedule, at });
      return schedule;
    } catch (err) {
      reads.inc({ outcome: 'failed' });
      if (!signal?.aborted)
        this.o.log.warn(
          { conditionId, error: (err as Error).message },
          'CLOB market info not read; fees unknown until the next poll',
        );
      return cached?.schedule ?? null;
    }
  }
}
