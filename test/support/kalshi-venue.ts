// A local Kalshi + DFlow venue for the connector tests. The market listing plays the 100 recorded
// real Kalshi market objects (../shared/data only: no licence, never copied here), split into
// pages. Nothing else was recorded, so the rest is hand-built in the documented shapes and says so:
// order books ({orderbook_fp:{yes_dollars,no_dollars}}) from each recorded market's own best YES
// and NO bids with made-up sizes, one event record, and DFlow market objects with made-up base58
// mints.
//
// Every Kalshi request and answer is held to kalshi-typescript (test/support/kalshi-models.ts): a
// query parameter the official client does not send for that path is refused with 400, Kalshi's
// error answer {error: ErrorResponse} (kalshiRefusal, venues/kalshi/errors.ts), and an answer that is not the route's model is a bug of the stand-in (500,
// so the test fails). The recorded markets predate kalshi-typescript 3.30.0: their differences from
// its Market model (RECORDED_MARKET_DRIFT) are let through, nothing else.
import assert from 'node:assert/strict';
import { USDC_SOLANA_MINT } from '../../venues/kalshi/index.ts';
import { kalshiSample } from '../../harness/data/venue-samples.ts';
import { VenueServer, type Route } from './venue-server.ts';
import { foldedPaths, queryParametersOf, shapeProblems, type ShapeProblem } from './kalshi-models.ts';

type Raw = Record<string, any>;

export const recorded = (): Raw[] => JSON.parse(kalshiSample('kalshi_markets.json')) as Raw[];
/** Kalshi answers `status=open` with the markets it reports as `active`. */
export const openMarkets = (): Raw[] => recorded().filter((m) => m.status === 'active');

/**
 * How the recorded (2025) market objects differ from kalshi-typescript 3.30.0's Market, per field:
 * `result` null where the model has '' for "no result yet"; fields the API added since (counts as
 * `*_fp` text, created/updated times) missing; the legacy cent integers and a few retired fields
 * extra. test/unit/venues/kalshi-models.test.ts checks the list is exactly this.
 */
export const RECORDED_MARKET_DRIFT: Readonly<Record<ShapeProblem['kind'], readonly string[]>> = {
  type: ['result'],
  missing: [
    'created_time',
    'open_interest_fp',
    'updated_time',
    'volume_24h_fp',
    'volume_fp',
    'yes_ask_size_fp',
    'yes_bid_size_fp',
  ],
  extra: [
    'category',
    'last_price',
    'liquidity',
    'no_ask',
    'no_bid',
    'notional_value',
    'open_interest',
    'previous_price',
    'previous_yes_ask',
    'previous_yes_bid',
    'response_price_units',
    'risk_limit_cents',
    'settlement_value',
    'tick_size',
    'volume',
    'volume_24h',
    'yes_ask',
    'yes_bid',
  ],
};

// Hand-built: the recorded markets carry no event record. The fields kalshi-typescript's EventData requires.
export const BOND_EVENT = {
  event_ticker: 'KXBOND-30',
  series_ticker: 'KXBOND',
  title: 'Next James Bond actor (hand-built event record)',
  sub_title: '',
  collateral_return_type: '',
  category: 'Entertainment',
  mutually_exclusive: true,
  settlement_sources: null,
};

/** An answer's problems against `model`, less the recorded markets' known drift. */
export function unexpectedProblems(body: unknown, model: string): ShapeProblem[] {
  return shapeProblems(body, model).filter((p) => {
    const field = p.path.replace(/^(events\[\d+\]\.)?(markets\[\d+\]|market)\./, '');
    return field === p.path || field.includes('.') || !RECORDED_MARKET_DRIFT[p.kind].includes(field);
  });
}

/**
 * Kalshi's error answer: `{error: {code, message, details?}}`, the message the code in words, as
 * docs.kalshi.com shows it; the error object is held to kalshi-typescript's ErrorResponse.
 */
export function kalshiRefusal(
  status: number,
  code: string,
  details?: string,
): { status: number; body: { error: Raw } } {
  const error = { code, message: code.replace(/_/g, ' '), ...(details === undefined ? {} : { details }) };
  const problems = shapeProblems(error, 'ErrorResponse');
  if (problems.length > 0)
    throw new Error(
      `the stand-in's refusal is not kalshi-typescript's ErrorResponse: ${JSON.stringify(problems)}`,
    );
  return { status, body: { error } };
}

/** A Kalshi route held to kalshi-typescript: its query parameters and its answer's model. */
function checked(model: string, handler: Route): Route {
  return async (request) => {
    const known = queryParametersOf(request.path);
    if (!known) throw new Error(`kalshi-typescript has no path ${request.path}`);
    const unknown = [...request.query.keys()].filter((name) => !known.has(name));
    if (unknown.length > 0)
      return kalshiRefusal(400, 'bad_request', `unknown query parameters: ${unknown.join(', ')}`);
    const reply = await handler(request);
    if ((reply.status ?? 200) === 200) {
      const problems = unexpectedProblems(reply.body, model);
      if (problems.length > 0)
        throw new Error(
          `the stand-in's ${request.path} answer is not kalshi-typescript's ${model}: ${JSON.stringify(foldedPaths(problems, problems[0]!.kind))} (${problems[0]!.detail})`,
        );
    }
    return reply;
  };
}

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

/** `mints`: the YES/NO mints DFlow lists for some tickers (e.g. a local bank's), instead of made-up ones. */
export async function kalshiVenue(
  options: { mints?: Record<string, { yes: string; no: string }> } = {},
): Promise<VenueServer> {
  const server = await VenueServer.start();
  const markets = openMarkets();
  server.route(
    'GET /markets',
    checked('GetMarketsResponse', ({ query }) => {
      assert.equal(query.get('status'), 'open');
      const limit = Number(query.get('limit') ?? 100);
      const cursor = query.get('cursor');
      const from = cursor ? Number(Buffer.from(cursor, 'base64').toString()) : 0;
      const next = from + limit < markets.length ? Buffer.from(String(from + limit)).toString('base64') : '';
      return { body: { markets: markets.slice(from, from + limit), cursor: next } };
    }),
  );
  server.route(
    'GET /events',
    checked('GetEventsResponse', () => ({ body: { events: [BOND_EVENT], cursor: '' } })),
  );
  // No trades (hand-built: none recorded); test/integration/kalshi-trades.test.ts routes its own.
  server.route(
    'GET /markets/trades',
    checked('GetTradesResponse', () => ({ body: { trades: [], cursor: '' } })),
  );
  // GET /markets/{ticker}/orderbook, and GET /markets/{ticker} → {market} (any recorded market).
  server.route('GET /markets/*', (request) => {
    const [, , encoded, sub] = request.path.split('/');
    return checked(sub === 'orderbook' ? 'GetMarketOrderbookResponse' : 'GetMarketResponse', () => {
      const ticker = decodeURIComponent(encoded ?? '');
      const market = (sub === 'orderbook' ? markets : recorded()).find((m) => m.ticker === ticker);
      if (!market) return kalshiRefusal(404, 'not_found');
      return { body: sub === 'orderbook' ? bookOf(market) : { market } };
    })(request);
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
                      yesMint: options.mints?.[ticker]?.yes ?? fakeMint('Yes', all.indexOf(ticker)),
                      noMint: options.mints?.[ticker]?.no ?? fakeMint('No', all.indexOf(ticker)),
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
