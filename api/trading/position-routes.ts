// Positions and PNL of a wallet per venue (spec 4.5, 2.14, 2.15): derived by the engine from the
// wallet's fills (trading.fills), marked to the current price. The pol routes are the venue_a
// counterparts of the sol ones, in the same shapes.
import { Type } from '@sinclair/typebox';
import type { Venue } from '../../core/market-data.ts';
import type { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import { markedPositions, pnlHistory } from '../../engine/trading/portfolio.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { presentPosition } from './presenters.ts';
import { venueInOperationId, type AnyRoute } from '../route.ts';
import { ownWalletRoute, walletGuards } from '../route-kinds.ts';
import { PnlPointOut, PositionOut } from './schemas.ts';
import { WalletPath } from '../shared/schemas/ids.ts';

export interface PositionRoutesDeps {
  sql: Sql;
  hot: HotState;
  catalog: CatalogReadModel;
}

export function positionRoutes(deps: PositionRoutesDeps): AnyRoute[] {
  const venues: [string, Venue][] = [
    ['pol', 'venue_a'],
    ['sol', 'venue_b'],
  ];
  const onOwnWallet = ownWalletRoute({ tag: 'trading', envelope: 'response' }, walletGuards.load(deps.sql));
  return venues.flatMap(([seg, venue]) => [
    onOwnWallet({
      method: 'GET',
      path: `/api/v1/wallet/${seg}/:wallet_id/positions`,
      operationId: `list${venueInOperationId(venue)}Positions`,
      summary: `The wallet's open ${venue} positions, marked to the current price`,
      description: 'Each at its average cost.',
      params: WalletPath,
      response: Type.Array(PositionOut),
      handler: async ({ params }) => {
        const catalog = deps.catalog.current();
        return (await markedPositions(deps.sql, deps.hot, params.wallet_id, venue)).map((p) =>
          presentPosition(catalog, p),
        );
      },
    }),
    onOwnWallet({
      method: 'GET',
      path: `/api/v1/wallet/${seg}/:wallet_id/pnl`,
      operationId: `get${venueInOperationId(venue)}Pnl`,
      summary: `The wallet's ${venue} PNL over time`,
      description: 'A point after each fill, and one for now at current prices.',
      params: WalletPath,
      response: Type.Array(PnlPointOut),
      handler: ({ params }) => pnlHistory(deps.sql, deps.hot, params.wallet_id, venue),
    }),
  ]);
}
