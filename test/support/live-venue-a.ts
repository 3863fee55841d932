// A market-data stack whose venue_a runs live (the real PolymarketVenue signing with the wallet's
// custodial key) against the CLOB stand-in, with the recorded catalog ingested, one project account
// funded in pUSD, and a quoted venue_a market on the 0.01 tick to trade. Shared by the live venue_a
// suites (live-orders, live-walk-venue-a, venue-errors).
import type { FeeSchedule } from '../../core/fees.ts';
import type { MarketMessage } from '../../core/market-data.ts';
import { PolymarketVenue } from '../../venues/polymarket/live-venue.ts';
import { POLYGON_CHAIN_ID } from '../../venues/polymarket/order-types.ts';
import { recordedCatalog, startMarketDataStack } from '../../harness/stack/market-data.ts';
import { paperCredit, projectAccounts } from '../../harness/stack/wallets.ts';
import { CREDS_ANSWER, ClobStub } from './clob-stub.ts';

export const ADMIN = 'adm_unused'; // what the stack's app is given (its digest)

export type LiveVenueA = Awaited<ReturnType<typeof startLiveVenueA>>;

export async function startLiveVenueA(options: {
  project: string;
  credit: string;
  timeoutMs?: number;
  /** Only a market on the standard (not neg-risk) exchange. */
  standardExchange?: boolean;
}) {
  const stub = await ClobStub.start();
  stub.on('GET /auth/derive-api-key', CREDS_ANSWER);
  const venue = new PolymarketVenue({
    clobUrl: stub.url,
    chainId: POLYGON_CHAIN_ID,
    timeoutMs: options.timeoutMs ?? 1_000,
  });
  const stack = await startMarketDataStack({ live: { venue_a: venue } });
  const catalog = recordedCatalog();
  const market = catalog.find(
    (m): m is MarketMessage =>
      m.venue === 'venue_a' &&
      m.market.active &&
      !m.market.closed &&
      m.market.tick_size === '0.01' &&
      !(options.standardExchange && m.market.neg_risk),
  )!;
  await stack.ingest(catalog);
  const { headers, walletId } = await (await projectAccounts(stack.client, options.project, ADMIN))();
  await paperCredit(stack, walletId, 'POL', 'pUSD', options.credit, ADMIN);
  const orders = `/api/v1/wallet/pol/${walletId}/order`;
  let revision = 0;
  return {
    stub,
    stack,
    headers,
    walletId,
    /** The traded outcome token (left side of an active venue_a market on the 0.01 tick). */
    token: market.market.left_token_id,
    place: (body: Record<string, unknown>) => stack.client.request('POST', orders, { body, headers }),
    /** The wallet's pUSD balance. */
    balance: async (): Promise<string> =>
      (await stack.client.get(`/api/v1/wallet/pol/${walletId}/balance`, headers)).body.response.balance.pUSD,
    order: async (id: string) => (await stack.client.get(`${orders}/${id}`, headers)).body.response,
    /** Publishes the traded market again with these fee parameters, as a later read of the venue would. */
    setFeeSchedule: (feeSchedule: FeeSchedule) => {
      const again = structuredClone(market);
      again.source_ts += ++revision;
      again.market.fee_schedule = feeSchedule;
      return stack.ingest([again]);
    },
    stop: async () => {
      await stack.stop();
      await stub.stop();
    },
  };
}
