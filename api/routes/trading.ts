// Trading routes of spec 4.5 (so far the quotes): a quote is what an order of the wallet would
// get now, walked through the engine's current book of the token. Account key or session; the
// wallet must be the account's own (404 otherwise).
import { Type } from '@sinclair/typebox';
import type { CatalogReadModel } from '../../engine/catalog/catalog-read-model.ts';
import { quoteVenueA, quoteVenueB } from '../../engine/trading/quotes.ts';
import { requireWallet } from '../../engine/wallets/wallets.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import type { AccountPrincipal } from '../auth/credentials.ts';
import { route, type AnyRoute } from '../route.ts';
import { WalletPath } from '../schemas/wallets.ts';

export interface TradingRoutesDeps {
  sql: Sql;
  hot: HotState;
  catalog: CatalogReadModel;
}

const Side = Type.Union([Type.Literal('BUY'), Type.Literal('SELL')]);
const Amount = Type.Union([Type.String({ maxLength: 64 }), Type.Number({ exclusiveMinimum: 0 })], {
  description: 'A positive decimal with at most 6 decimals, as a string (or a JSON number).',
});
const TokenId = Type.String({ minLength: 1, maxLength: 128, description: 'Outcome token id of the venue.' });
const Decimal = Type.String({ pattern: '^\\d+(\\.\\d+)?$' });

const VenueAQuoteBody = Type.Object(
  {
    token_id: TokenId,
    side: Side,
    amount: Amount,
    units: Type.Union([Type.Literal('USDC'), Type.Literal('SHARES')], { description: 'What amount counts: USDC to spend/receive, or shares.' }),
  },
  { additionalProperties: false },
);

const VenueBQuoteBody = Type.Object(
  {
    token_id: TokenId,
    side: Side,
    amount: Amount,
    slippage: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, description: 'Tolerance in basis points (default 50).' })),
  },
  { additionalProperties: false },
);

export function tradingRoutes(deps: TradingRoutesDeps): AnyRoute[] {
  const quoteDeps = { hot: deps.hot, catalog: () => deps.catalog.current() };
  return [
    route<undefined, typeof WalletPath, typeof VenueAQuoteBody, AccountPrincipal>({
      method: 'POST',
      path: '/api/v1/wallet/pol/:wallet_id/order/quote',
      summary: 'Quote a venue_a order: the current book walked for an amount in USDC or shares',
      tag: 'trading',
      envelope: 'response',
      auth: 'account',
      params: WalletPath,
      body: VenueAQuoteBody,
      response: Type.Object({ amount: Decimal, shares: Decimal, average_price: Decimal, best_price: Decimal, slippage: Decimal }),
      handler: async ({ params, body, principal }) => {
        await requireWallet(deps.sql, principal.accountId, params.wallet_id);
        return quoteVenueA(quoteDeps, body);
      },
    }),
    route<undefined, typeof WalletPath, typeof VenueBQuoteBody, AccountPrincipal>({
      method: 'POST',
      path: '/api/v1/wallet/sol/:wallet_id/order/quote',
      summary: 'Quote a venue_b order: BUY spends amount USDC, SELL sells amount shares, under a slippage tolerance',
      tag: 'trading',
      envelope: 'response',
      auth: 'account',
      params: WalletPath,
      body: VenueBQuoteBody,
      response: Type.Object({
        amount: Decimal,
        shares: Decimal,
        min_shares: Decimal,
        min_amount: Type.Optional(Decimal),
        average_price: Decimal,
        price_impact: Decimal,
      }),
      handler: async ({ params, body, principal }) => {
        await requireWallet(deps.sql, principal.accountId, params.wallet_id);
        return quoteVenueB(quoteDeps, body);
      },
    }),
  ];
}
