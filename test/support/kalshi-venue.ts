// A local Kalshi + DFlow venue for the connector tests. The market listing plays the 100 recorded
// real Kalshi market objects (../shared/data only: no licence, never copied here), split into
// pages. Nothing else was recorded, so the rest is hand-built in the documented shapes and says so:
// order books ({orderbook_fp:{yes_dollars,no_dollars}}) from each recorded market's own best YES
// and NO bids with made-up sizes, one event record, and DFlow market objects with made-up base58
// mints.
import assert from 'node:assert/strict';
import { USDC_SOLANA_MINT } from '../../venues/kalshi/index.ts';
import { kalshiSample } from '../../harness/data/venue-samples.ts';
import { VenueServer } from './venue-server.ts';

type Raw = Record<string, any>;

export const recorded = (): Raw[] => JSON.parse(kalshiSample('kalshi_markets.json')) as Raw[];
/** Kalshi answers `status=open` with the markets it reports as `active`. */
export const openMarkets = (): Raw[] => recorded().filter((m) => m.status === 'active');

// Hand-built: the recorded markets carry no event record.
export const BOND_EVENT = {
  event_ticker: 'KXBOND-30',
  series_ticker: 'KXBOND',
  title: 'Next James Bond actor (hand-built event record)',
  category: 'Entertainment',
  mutually_exclusive: true,
};

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** A made-up, well-formed base58 address per (kind, n). */
export function fakeMint(kind: 'Yes' | 'No', n: number): string {
  let digits = '';
  do {
    digits = BASE58[n % 58]! + digits;
    n = Math.floor(n / 58);
  } while (n > 0);
  return `${kind}${digits}`.padEnd(44, '1');
}

/** Hand-built book from the recorded top of book: best YES bid and best NO bid, 100 contracts each. */
export function bookOf(market: Raw): Raw {
  const side = (price: string) => (Number(price) > 0 ? [[price, '100.00']] : []);
  return {
    orderbook_fp: { yes_dollars: side(market.yes_bid_dollars), no_dollars: side(market.no_bid_dollars) },
  };
}

export async function kalshiVenue(): Promise<VenueServer> {
  const server = await VenueServer.start();
  const markets = openMarkets();
  server.route('GET /markets', ({ query }) => {
    assert.equal(query.get('status'), 'open');
    const limit = Number(query.get('limit') ?? 100);
    const cursor = query.get('cursor');
    const from = cursor ? Number(Buffer.from(cursor, 'base64').toString()) : 0;
    const next = from + limit < markets.length ? Buffer.from(String(from + limit)).toString('base64') : '';
    return { body: { markets: markets.slice(from, from + limit), cursor: next } };
  });
  server.route('GET /events', () => ({ body: { events: [BOND_EVENT], cursor: '' } }));
  // No trades (hand-built: none recorded); test/integration/kalshi-trades.test.ts routes its own.
  server.route('GET /markets/trades', () => ({ body: { trades: [], cursor: '' } }));
  // GET /markets/{ticker}/orderbook, and GET /markets/{ticker} → {market} (any recorded market).
  server.route('GET /markets/*', ({ path }) => {
    const [, , encoded, sub] = path.split('/');
    const ticker = decodeURIComponent(encoded ?? '');
    const market = (sub === 'orderbook' ? markets : recorded()).find((m) => m.ticker === ticker);
    if (!market) return { status: 404, body: { error: { code: 'not_found' } } };
    return { body: sub === 'orderbook' ? bookOf(market) : { market } };
  });
  server.route('POST /api/v1/markets/batch', ({ body, headers }) => {
    if (headers['x-api-key'] !== 'test-key') return { status: 401, body: { error: 'unauthorized' } };
    const tickers = (body as { tickers: string[] }).tickers;
    const all = markets.map((m) => m.ticker as string);
    return {
      body: {
        markets: tickers
          // KXBOND-30-HC is "not tokenized yet": no accounts for USDC.
          .map((ticker) => ({
            ticker,
            status: 'active',
            accounts:
              ticker === 'KXBOND-30-HC'
                ? {}
                : {
                    [USDC_SOLANA_MINT]: {
                      yesMint: fakeMint('Yes', all.indexOf(ticker)),
                      noMint: fakeMint('No', all.indexOf(ticker)),
                      marketLedger: null,
                      isInitialized: true,
                    },
                  },
          })),
        cursor: null,
      },
    };
  });
  return server;
}
