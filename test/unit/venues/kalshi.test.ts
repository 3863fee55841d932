// Kalshi's recorded payloads have no licence: they are read from ../shared/data only (see samples.ts)
// and these tests fail with that explanation when the folder is missing. No Kalshi order book and no
// DFlow response was recorded; the tests that need one build it by hand, in the documented shape,
// from the recorded market's own top of book, and say so.
import assert from 'node:assert/strict';
import { validateMessage, type KalshiMarketMessage } from '../../../core/market-data.ts';
import {
  KALSHI_API_URL,
  USDC_SOLANA_MINT,
  kalshiCapabilities,
  parseDflowMarketMints,
  parseDflowMints,
  parseKalshiCandlesticks,
  parseKalshiEvent,
  parseKalshiMarket,
  parseKalshiMarkets,
  parseKalshiOrderbook,
  type OutcomeMints,
} from '../../../venues/kalshi/index.ts';
import { kalshiSample } from '../../../harness/data/venue-samples.ts';

type RawMarket = Record<string, unknown>;

function ok<T>(result: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!result.ok) assert.fail(`parse failed: ${result.reason}`);
  return result.value;
}

function rawMarkets(): RawMarket[] {
  return JSON.parse(kalshiSample('kalshi_markets.json')) as RawMarket[];
}

function rawMarket(ticker: string): RawMarket {
  const found = rawMarkets().find((m) => m.ticker === ticker);
  assert.ok(found, `${ticker} is not in the recorded sample`);
  return found;
}

function parsed(raw: unknown, options = {}): KalshiMarketMessage {
  return ok(parseKalshiMarket(raw, { receivedAt: 1_750_000_000_000, ...options }));
}

// Hand-built DFlow accounts in the documented shape (addresses are made-up base58, not real mints).
const YES_MINT = 'YesMint1111111111111111111111111111111111111';
const NO_MINT = 'NoMint11111111111111111111111111111111111111';
const dflowMarket = {
  ticker: 'KXBOND-30-CAL',
  eventTicker: 'KXBOND-30',
  status: 'active',
  accounts: {
    [USDC_SOLANA_MINT]: {
      yesMint: YES_MINT,
      noMint: NO_MINT,
      marketLedger: 'Ledger1111111111111111111111111111111111111',
      isInitialized: true,
    },
  },
};

describe('Kalshi (via DFlow) parsers', () => {
  describe('markets', () => {
    it('should turn all 100 recorded /markets objects into valid market messages', () => {
      const page = ok(parseKalshiMarkets(kalshiSample('kalshi_markets.json'), { receivedAt: 1 }));
      assert.equal(page.items.length, 100);
      assert.deepEqual(page.rejected, []);
      assert.equal(page.cursor, null); // the recorded file is a bare array
      for (const message of page.items) {
        const check = validateMessage(message);
        assert.ok(check.ok, `${message.market.ticker}: ${check.ok ? '' : check.reason}`);
      }
    });

    it('should read the James Bond market with its quotes, mid price and derived token ids', () => {
      const cal = parsed(rawMarket('KXBOND-30-CAL'));
      assert.equal(cal.venue, 'venue_b');
      assert.equal(cal.event.event_id, 'KXBOND-30');
      assert.equal(cal.event.series_id, 'KXBOND');
      const m = cal.market;
      assert.equal(m.market_id, 'KXBOND-30-CAL');
      assert.equal(m.question, 'Will Callum Turner be the next James Bond?');
      assert.equal(m.outcome, 'Callum Turner');
      assert.equal(m.best_bid, '0.09');
      assert.equal(m.best_ask, '0.16');
      assert.equal(m.left_price, '0.125'); // mid of 0.09 and 0.16
      assert.equal(m.right_price, '0.875');
      assert.equal(m.last_trade_price, '0.19');
      assert.deepEqual(
        [m.left_token_id, m.right_token_id, m.token_id_source],
        ['KXBOND-30-CAL:yes', 'KXBOND-30-CAL:no', 'derived'],
      );
      assert.deepEqual([m.volume, m.open_interest, m.liquidity], ['1658', '1556', '1929.47']);
      assert.deepEqual([m.tick_size, m.decimals], ['0.01', 2]);
      assert.equal(m.ends_at, '2030-01-01T15:00:00.000Z');
      assert.equal(m.active, true);
      assert.equal(m.resolved, false);
    });

    it('should resolve a finalized market and treat its negative recorded liquidity as unknown', () => {
      const raw = rawMarket('KXNYKCOACH-25-MBRO');
      assert.equal(raw.liquidity_dollars, '-17.6400'); // as Kalshi sent it
      const m = parsed(raw).market;
      assert.equal(m.status, 'finalized');
      assert.equal(m.result, 'yes');
      assert.equal(m.resolved, true);
      assert.equal(m.closed, true);
      assert.equal(m.winner_token_id, 'KXNYKCOACH-25-MBRO:yes');
      assert.deepEqual([m.left_price, m.right_price], ['1', '0']);
      assert.equal(m.liquidity, null);
    });

    it('should read the 2026 *_dollars/*_fp-only form and the legacy cents form the same as the 2025 form', () => {
      const raw = rawMarket('KXBOND-30-CAL');
      const centKeys = [
        'yes_bid',
        'yes_ask',
        'no_bid',
        'no_ask',
        'last_price',
        'previous_price',
        'previous_yes_bid',
        'previous_yes_ask',
        'liquidity',
        'notional_value',
      ];
      const countKeys = ['volume', 'volume_24h', 'open_interest'];
      const modern: RawMarket = { ...raw };
      for (const k of [...centKeys, ...countKeys, 'tick_size']) delete modern[k];
      for (const k of countKeys) modern[`${k}_fp`] = `${String(raw[k])}.00`;
      const legacy: RawMarket = { ...raw };
      for (const k of Object.keys(legacy)) if (k.endsWith('_dollars')) delete legacy[k];
      delete legacy.price_ranges;

      const base = parsed(raw).market;
      for (const variant of [modern, legacy]) {
        const m = parsed(variant).market;
        assert.deepEqual(
          [
            m.best_bid,
            m.best_ask,
            m.left_price,
            m.last_trade_price,
            m.volume,
            m.open_interest,
            m.liquidity,
            m.tick_size,
          ],
          [
            base.best_bid,
            base.best_ask,
            base.left_price,
            base.last_trade_price,
            base.volume,
            base.open_interest,
            base.liquidity,
            base.tick_size,
          ],
        );
      }
    });

    it('should use the DFlow outcome mints as token ids when they are known', () => {
      const mints = ok(parseDflowMarketMints(dflowMarket));
      assert.deepEqual(mints, {
        ticker: 'KXBOND-30-CAL',
        settlement_mint: USDC_SOLANA_MINT,
        yes_mint: YES_MINT,
        no_mint: NO_MINT,
        market_ledger: 'Ledger1111111111111111111111111111111111111',
        is_initialized: true,
        redemption_status: null,
      });
      const m = parsed(rawMarket('KXBOND-30-CAL'), { mints }).market;
      assert.deepEqual(
        [m.left_token_id, m.right_token_id, m.token_id_source, m.settlement_mint],
        [YES_MINT, NO_MINT, 'dflow_mint', USDC_SOLANA_MINT],
      );
      // Mints of another market are not taken.
      const other = parsed(rawMarket('KXBOND-30-JOS'), { mints }).market;
      assert.equal(other.left_token_id, 'KXBOND-30-JOS:yes');
    });

    it('should reject DFlow markets without usable accounts, one by one', () => {
      const noUsdc = {
        ...dflowMarket,
        ticker: 'X-1',
        accounts: { CashMint: dflowMarket.accounts[USDC_SOLANA_MINT] },
      };
      const badMint = {
        ...dflowMarket,
        ticker: 'X-2',
        accounts: { [USDC_SOLANA_MINT]: { yesMint: '0xnotbase58', noMint: NO_MINT } },
      };
      const batch = ok(parseDflowMints({ markets: [dflowMarket, noUsdc, badMint], cursor: 3 }));
      assert.deepEqual(
        batch.items.map((i: OutcomeMints) => i.ticker),
        ['KXBOND-30-CAL'],
      );
      assert.deepEqual(batch.rejected, [
        { index: 1, reason: `market X-1 has no accounts for settlement mint ${USDC_SOLANA_MINT}` },
        { index: 2, reason: 'X-2 yesMint is not a Solana address: "0xnotbase58"' },
      ]);
    });

    it('should carry an event and sum its markets exactly', () => {
      // The event wrapper is hand-built (no event was recorded); its 22 markets are the recorded ones.
      const markets = rawMarkets().filter((m) => m.event_ticker === 'KXBOND-30');
      const response = {
        event: {
          event_ticker: 'KXBOND-30',
          series_ticker: 'KXBOND',
          title: 'Who will be the next James Bond?',
          category: 'Entertainment',
          mutually_exclusive: true,
        },
        markets,
      };
      const batch = ok(parseKalshiEvent(response, { receivedAt: 1 }));
      assert.equal(batch.items.length, 22);
      assert.deepEqual(batch.rejected, []);
      const event = batch.items[0]!.event;
      assert.equal(event.title, 'Who will be the next James Bond?');
      assert.equal(event.volume, '96326');
      assert.equal(event.liquidity, '83989.14');
      assert.deepEqual(
        [event.tags, event.labels, event.mutually_exclusive, event.active],
        [['entertainment'], ['Entertainment'], true, true],
      );
      for (const message of batch.items) assert.ok(validateMessage(message).ok);
    });

    it('should fail a corrupt market object with the field at fault', () => {
      const raw = rawMarket('KXBOND-30-CAL');
      const reason = (value: unknown) => {
        const r = parseKalshiMarket(value);
        return r.ok ? '' : r.reason;
      };
      assert.equal(reason({ ...raw, ticker: '' }), 'ticker is required');
      assert.equal(
        reason({ ...raw, yes_bid_dollars: '0.09.1' }),
        'yes_bid_dollars is not a decimal: "0.09.1"',
      );
      assert.equal(
        reason({ ...raw, yes_ask_dollars: '1.2000' }),
        'yes_ask_dollars must be between 0 and 1: "1.2000"',
      );
      assert.equal(reason('[oops'), `invalid JSON: ${jsonError('[oops')}`);
    });
  });

  describe('order books', () => {
    // Hand-built in the documented orderbook_fp form (Kalshi lists bids ascending, per outcome),
    // using the recorded KXBOND-30-CAL top of book: best YES bid 0.09, best NO bid 0.84.
    const response = {
      orderbook_fp: {
        yes_dollars: [
          ['0.0700', '500.00'],
          ['0.0800', '300.00'],
          ['0.0900', '120.00'],
        ],
        no_dollars: [
          ['0.8200', '50.00'],
          ['0.8400', '75.00'],
        ],
      },
    };

    it('should derive the YES ask from the NO bid and match the recorded yes_ask', () => {
      const books = ok(
        parseKalshiOrderbook(response, { ticker: 'KXBOND-30-CAL', receivedAt: 1_750_000_000_000 }),
      );
      const recorded = rawMarket('KXBOND-30-CAL');
      assert.equal(books.yes.asks[0]![0], '0.16'); // 1 − 0.84
      assert.equal(`${books.yes.asks[0]![0]}00`, recorded.yes_ask_dollars);
      assert.equal(`${books.yes.bids[0]![0]}00`, recorded.yes_bid_dollars);
      assert.deepEqual(books.yes.bids, [
        ['0.09', '120'],
        ['0.08', '300'],
        ['0.07', '500'],
      ]);
      assert.deepEqual(books.yes.asks, [
        ['0.16', '75'],
        ['0.18', '50'],
      ]);
      assert.deepEqual(books.no.bids, [
        ['0.84', '75'],
        ['0.82', '50'],
      ]);
      assert.deepEqual(books.no.asks[0], ['0.91', '120']); // 1 − best YES bid 0.09
      assert.deepEqual(
        [books.yes.token_id, books.no.token_id, books.yes.market_id],
        ['KXBOND-30-CAL:yes', 'KXBOND-30-CAL:no', 'KXBOND-30-CAL'],
      );
      for (const book of [books.yes, books.no]) assert.ok(validateMessage(book).ok);
    });

    it('should read the legacy cents form and the DFlow relay form into the same books', () => {
      const expected = ok(parseKalshiOrderbook(response, { ticker: 'KXBOND-30-CAL', receivedAt: 1 }));
      const legacy = {
        orderbook: {
          yes: [
            [7, 500],
            [8, 300],
            [9, 120],
          ],
          no: [
            [82, 50],
            [84, 75],
          ],
        },
      };
      const relay = {
        yes_bids: { '0.07': 500, '0.08': 300, '0.09': 120 },
        no_bids: { '0.82': 50, '0.84': 75 },
      };
      for (const raw of [legacy, relay]) {
        const books = ok(parseKalshiOrderbook(raw, { ticker: 'KXBOND-30-CAL', receivedAt: 1 }));
        assert.deepEqual(books, expected);
      }
      const empty = ok(
        parseKalshiOrderbook(
          { orderbook_fp: { yes_dollars: null, no_dollars: [] } },
          { ticker: 'T', receivedAt: 1 },
        ),
      );
      assert.deepEqual([empty.yes.bids, empty.yes.asks], [[], []]);
    });

    it('should key the books by the DFlow mints when they are known', () => {
      const mints = ok(parseDflowMarketMints(dflowMarket));
      const books = ok(parseKalshiOrderbook(response, { ticker: 'KXBOND-30-CAL', mints, receivedAt: 1 }));
      assert.deepEqual([books.yes.token_id, books.no.token_id], [YES_MINT, NO_MINT]);
    });

    it('should fail a corrupt order book with the reason', () => {
      const reason = (raw: unknown, ticker = 'T') => {
        const r = parseKalshiOrderbook(raw, { ticker, receivedAt: 1 });
        return r.ok ? '' : r.reason;
      };
      assert.equal(
        reason({ orderbook_fp: { yes_dollars: [['abc', '1']] } }),
        'yes bids[0].price is not a decimal: "abc"',
      );
      assert.equal(
        reason({ orderbook_fp: { no_dollars: [['0.5']] } }),
        'no_dollars[0] must be [price, size] or {price, size}',
      );
      assert.equal(reason({ book: {} }), 'expected orderbook_fp, orderbook or yes_bids/no_bids');
      assert.equal(reason(response, ''), 'options.ticker is required');
    });
  });

  it('should read the recorded candlesticks with dollar prices', () => {
    const { ticker, candles } = ok(parseKalshiCandlesticks(kalshiSample('candlestick_data.json')));
    assert.equal(ticker, 'KXNYKCOACH-25-MNORI');
    assert.equal(candles.length, 11);
    const first = candles[0]!;
    assert.equal(first.end_ts, 1751083200_000);
    assert.deepEqual(first.yes_ask, { open: '0.99', high: '0.99', low: '0.06', close: '0.06' });
    assert.equal(first.price.close, null); // no trade in that period
    assert.equal(candles.at(-1)!.open_interest, '1870');
    assert.equal(candles.at(-1)!.price.previous, '0.01');
  });

  it('should explain a missing sample folder instead of failing obscurely', () => {
    assert.throws(() => kalshiSample('no-such-file.json'), /Kalshi sample missing: .*no licence/);
  });

  it('should declare the documented endpoint and what the venue can do', () => {
    assert.equal(KALSHI_API_URL, 'https://external-api.kalshi.com/trade-api/v2');
    assert.deepEqual(
      [kalshiCapabilities.venue, kalshiCapabilities.chain, kalshiCapabilities.rawBookSides],
      ['venue_b', 'SOL', 'bids_only'],
    );
  });
});

function jsonError(text: string): string {
  try {
    JSON.parse(text);
  } catch (e) {
    return (e as Error).message;
  }
  return '';
}
