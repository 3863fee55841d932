// What a copytrade does with one target trade: the mirrored order and its size, or the reason it is
// skipped. The trade's figures are those of the recorded Data API trades (BUY 100 @ 0.55 for 55,
// SELL 50 @ 0.53), on a market with tokens YES / NO.
import assert from 'node:assert/strict';
import { TRADING_EVENTS_VERSION, type TargetTradeMessage } from '../../../core/trading-events.ts';
import type { TokenRef } from '../../../engine/market-queries/catalog-snapshot.ts';
import { decide, type DecisionContext } from '../../../engine/copytrade/decide.ts';
import { normalizeSettings, type CopytradeSettings } from '../../../engine/copytrade/settings.ts';

const YES = '60590045489347122735554346200880179420435533609307820342798544098823516727807';
const NO = '76005700027045000587004110133818166617024719626220722682005164003117993034812';
const MARKET = '0xc8f1cf5d4f26e0fd9c8fe89f2a7b3263b902cf14fde7bfccef525753bb492e47';

const ref = (over: { active?: boolean; closed?: boolean; tags?: string[] } = {}): TokenRef =>
  ({
    event: { venue: 'venue_a', tagSet: new Set(over.tags ?? ['politics', 'elections']) },
    market: {
      data: {
        left_token_id: YES,
        right_token_id: NO,
        active: over.active ?? true,
        closed: over.closed ?? false,
      },
    },
    side: 'left',
  }) as unknown as TokenRef;

const trade = (
  side: 'BUY' | 'SELL',
  price: string,
  shares: string,
  usdc: string,
  token = YES,
): TargetTradeMessage => ({
  v: TRADING_EVENTS_VERSION,
  type: 'target_trade',
  venue: 'venue_a',
  target: '0x4852abe54b776ff3c5f1ff3786c1c4ca41e22da9',
  trade_id: `0xabc:${token}:${side}`,
  token_id: token,
  market_id: MARKET,
  side,
  price,
  shares,
  usdc,
  at: '2026-11-24T00:00:00.000Z',
  seen_at: '2026-11-24T00:00:01.000Z',
});

const ctx = (over: Partial<DecisionContext> = {}): DecisionContext => ({
  ref: ref(),
  spentToday: '0',
  freeShares: () => '0',
  ...over,
});
const run = (mode: 'COPY' | 'COUNTER', settings: CopytradeSettings, t: TargetTradeMessage, c = ctx()) =>
  decide({ mode, settings: normalizeSettings(settings) }, t, c);

describe('copytrade decisions', () => {
  const buy = trade('BUY', '0.55', '100', '55');

  it('should buy the same token (COPY) or the other outcome (COUNTER) for the sized USDC', () => {
    assert.deepEqual(run('COPY', { sizing: { mode: 'FIXED', amount: '10' } }, buy), {
      kind: 'PLACE',
      order: { token_id: YES, side: 'BUY', type: 'MARKET', amount: '10', units: 'USDC', slippage: 100 },
      amount: '10',
    });
    // 0.1 × 55 = 5.5, on the other outcome, with the settings' slippage.
    assert.deepEqual(
      run('COUNTER', { sizing: { mode: 'PROPORTIONAL', fraction: '0.1' }, slippage: 25 }, buy),
      {
        kind: 'PLACE',
        order: { token_id: NO, side: 'BUY', type: 'MARKET', amount: '5.5', units: 'USDC', slippage: 25 },
        amount: '5.5',
      },
    );
  });

  it('should cap by trade and by day, then skip once the day is spent', () => {
    const sizing = { mode: 'PROPORTIONAL' as const, fraction: '1', max_per_trade: '20', max_per_day: '50' };
    assert.equal((run('COPY', { sizing }, buy) as { amount: string }).amount, '20');
    assert.equal((run('COPY', { sizing }, buy, ctx({ spentToday: '45' })) as { amount: string }).amount, '5');
    assert.deepEqual(run('COPY', { sizing }, buy, ctx({ spentToday: '50' })), {
      kind: 'SKIP',
      reason: 'daily_limit',
    });
  });

  it('should mirror sells out of the free shares, sized like buys and never beyond what is held', () => {
    const sell = trade('SELL', '0.53', '50', '26.5');
    const held = ctx({ freeShares: (t) => (t === YES ? '19.455252' : '3') });
    // FIXED 5 USDC at 0.53: 9.433962 shares
    assert.deepEqual(run('COPY', { sizing: { mode: 'FIXED', amount: '5' } }, sell, held), {
      kind: 'PLACE',
      order: {
        token_id: YES,
        side: 'SELL',
        type: 'MARKET',
        amount: '9.433962',
        units: 'SHARES',
        slippage: 100,
      },
      amount: '0',
    });
    // 0.5 × 50 = 25, capped at the 19.455252 held
    assert.equal(
      (
        run('COPY', { sizing: { mode: 'PROPORTIONAL', fraction: '0.5' } }, sell, held) as {
          order: { amount: string };
        }
      ).order.amount,
      '19.455252',
    );
    // COUNTER sells the other outcome: 3 NO held; FIXED 5 USDC at 1 − 0.53 = 0.47 → 10.638297, capped at 3
    assert.deepEqual(
      (
        run('COUNTER', { sizing: { mode: 'FIXED', amount: '5' } }, sell, held) as {
          order: { token_id: string; amount: string };
        }
      ).order,
      {
        token_id: NO,
        side: 'SELL',
        type: 'MARKET',
        amount: '3',
        units: 'SHARES',
        slippage: 100,
      },
    );
    assert.deepEqual(run('COPY', { sizing: { mode: 'FIXED', amount: '5' } }, sell), {
      kind: 'SKIP',
      reason: 'no_position',
    });
    assert.deepEqual(run('COPY', { sizing: { mode: 'FIXED', amount: '5' }, sells: 'IGNORE' }, sell, held), {
      kind: 'SKIP',
      reason: 'sells_ignored',
    });
  });

  it('should skip by the filters, each with its reason', () => {
    const sizing = { mode: 'FIXED' as const, amount: '1' };
    const cases: [CopytradeSettings['filters'], TargetTradeMessage, DecisionContext, string][] = [
      [{ markets: { allow: ['0xother'] } }, buy, ctx(), 'market_not_allowed'],
      [{ markets: { deny: [MARKET.toUpperCase().replace('0X', '0x')] } }, buy, ctx(), 'market_denied'],
      [{ tags: { allow: ['Sports'] } }, buy, ctx(), 'tag_not_allowed'],
      [{ tags: { deny: ['POLITICS'] } }, buy, ctx(), 'tag_denied'],
      [{ min_price: '0.6' }, buy, ctx(), 'price_below_min'],
      [{ max_price: '0.5' }, buy, ctx(), 'price_above_max'],
      [{ min_target_usdc: '100' }, buy, ctx(), 'target_trade_too_small'],
      [{}, buy, ctx({ ref: undefined }), 'unknown_market'],
      [{}, buy, ctx({ ref: ref({ closed: true }) }), 'market_closed'],
    ];
    for (const [filters, t, c, reason] of cases)
      assert.deepEqual(run('COPY', { sizing, filters }, t, c), { kind: 'SKIP', reason }, reason);
    // Inside every filter: placed.
    assert.equal(
      run(
        'COPY',
        {
          sizing,
          filters: {
            tags: { allow: ['Politics'] },
            min_price: '0.5',
            max_price: '0.6',
            min_target_usdc: '55',
          },
        },
        buy,
      ).kind,
      'PLACE',
    );
  });

  it('should fill in every default of omitted settings', () => {
    assert.deepEqual(normalizeSettings(), {
      sizing: { mode: 'FIXED', amount: '10' },
      filters: {},
      sells: 'FOLLOW',
      slippage: 100,
    });
    assert.deepEqual(normalizeSettings({ sizing: { mode: 'PROPORTIONAL' }, slippage: 0 }), {
      sizing: { mode: 'PROPORTIONAL', fraction: '1' },
      filters: {},
      sells: 'FOLLOW',
      slippage: 0,
    });
  });

  it('should refuse settings that do not make sense', () => {
    assert.throws(
      () => normalizeSettings({ sizing: { mode: 'FIXED', amount: '0' } }),
      /sizing\.amount must be a positive USDC amount/,
    );
    assert.throws(
      () => normalizeSettings({ sizing: { mode: 'PROPORTIONAL', fraction: '0' } }),
      /fraction must be above 0/,
    );
    assert.throws(
      () => normalizeSettings({ sizing: { mode: 'FIXED', amount: '1', fraction: '0.5' } }),
      /fraction is not used/,
    );
    assert.throws(
      () => normalizeSettings({ sizing: { mode: 'PROPORTIONAL', fraction: '10.5' } }),
      /at most 10/,
    );
    assert.throws(
      () => normalizeSettings({ sizing: { mode: 'FIXED', amount: '1', max_per_day: '0' } }),
      /max_per_day must be positive/,
    );
  });
});
