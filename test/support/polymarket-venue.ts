// A local Polymarket (venue_a) for the connector tests: Gamma's keyset and offset listings over
// recorded real events, REST /book of two recorded books, and the market channel of VenueServer.
// Recorded payloads: LGPL-3.0 data (test/unit/venues/samples.ts), read at test time; the CLOB
// market info of the recorded BTC market is hand-built (harness/data/clob-market-info.ts).
import type { MarketDetails } from '@polymarket/clob-client-v2';
import { btcMarketInfo } from '../../harness/data/clob-market-info.ts';
import { adapterTestData, clobResources, polymarketSample } from '../../harness/data/venue-samples.ts';
import { VenueServer } from './venue-server.ts';

export { btcMarketInfo };

type Raw = Record<string, any>;
const ws = (file: string) => polymarketSample(`${clobResources}/ws_messages/${file}`);
export const recordedBookFrame = ws('book.json'); // Trump 2024 "No" token, 2024-10-13
export const recordedPriceChange = ws('price_change.json'); // same token, legacy single-change shape
export const recordedPriceChangeV2 = ws('price_change_v2.json'); // 2025 price_changes[] shape
export const recordedLastTrade = ws('last_trade_price.json'); // Trump 2024 "Yes" token
export const restBook = polymarketSample(`${clobResources}/http_responses/book.json`);

export const TRUMP_NO = '48331043336612883890938759509493159234755048973500640148014422747788308965732';
export const TRUMP_YES = '21742633143463906290569050155826241533067272736897614950488156847949938836455';
export const V2_TOKEN = '52114319501245915516055106046884209969926127482827954674443846427813813222426';

/** The recorded Gamma events: the 2028 nominee event (2 markets) and the event of the recorded BTC market. */
export function recordedEvents(): Raw[] {
  const [nominee] = JSON.parse(polymarketSample(`${adapterTestData}/gamma_event.json`)) as Raw[];
  const market = JSON.parse(polymarketSample(`${adapterTestData}/gamma_market.json`)) as Raw;
  return [nominee!, { ...(market.events as Raw[])[0], markets: [market] }];
}

export const tokensOf = (m: Raw): string[] => JSON.parse(m.clobTokenIds as string) as string[];

/** The local venue: keyset and offset listings over the recorded events, and REST /book. */
export async function polymarketVenue(info: MarketDetails = btcMarketInfo()): Promise<VenueServer> {
  const server = await VenueServer.start();
  const events = recordedEvents();
  const books: Record<string, string> = {
    [TRUMP_NO]: recordedBookFrame,
    [(JSON.parse(restBook) as Raw).asset_id as string]: restBook,
  };
  server.route('GET /events/keyset', ({ query }) => {
    const limit = Number(query.get('limit') ?? 20);
    const after = query.get('after_cursor');
    const from = after ? Number(Buffer.from(after, 'base64').toString()) : 0;
    const page = events.slice(from, from + limit);
    const next =
      from + limit < events.length ? Buffer.from(String(from + limit)).toString('base64') : undefined;
    // Like Gamma: no next_cursor on the last page.
    return { body: next ? { events: page, next_cursor: next } : { events: page } };
  });
  server.route('GET /events', ({ query }) => {
    const limit = Number(query.get('limit') ?? 20);
    const offset = Number(query.get('offset') ?? 0);
    return { body: events.slice(offset, offset + limit) };
  });
  server.route('GET /clob-markets/*', ({ path }) =>
    decodeURIComponent(path.split('/')[2] ?? '') === info.c
      ? { body: info }
      : { status: 404, body: { error: 'market not found' } },
  );
  server.route('GET /book', ({ query }) => {
    const book = books[query.get('token_id') ?? ''];
    return book
      ? { body: book }
      : { status: 404, body: { error: 'No orderbook exists for the requested token id' } };
  });
  return server;
}
