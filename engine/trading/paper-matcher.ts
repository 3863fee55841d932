// The paper venue's engine side: it watches the tokens that have open paper orders and, whenever
// the engine publishes a change of one of them (TOKEN_UPDATES_CHANNEL), fills the resting limit
// orders the book now crosses and the stoplosses the price has reached. New resting orders announce
// their token (OPEN_ORDERS_CHANNEL); a periodic reload from Postgres repairs anything missed (an
// announcement is fire-and-forget). Tokens are matched one at a time, each change coalesced.
import type { Component, Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import { TOKEN_UPDATES_CHANNEL, decodeTokenUpdates } from '../../storage/hot/market-state.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { crossedPaperOrders, tokensWithOpenPaperOrders } from '../../storage/postgres/repositories/orders.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { readMarketView } from './books.ts';
import { OPEN_ORDERS_CHANNEL, type OrderService } from './orders.ts';

export class PaperMatcher implements Component {
  readonly name = 'paper-matcher';
  private watched = new Set<string>();
  private pending = new Set<string>();
  private draining: Promise<void> | undefined;
  private unsubscribe: (() => Promise<void>)[] = [];
  private lastError: string | undefined;

  constructor(
    private readonly deps: {
      sql: Sql;
      hot: HotState;
      orders: OrderService;
      log: Logger;
      topOfBookShares: string;
      /** False on a standby replica (another holds the paper-upkeep lease): it matches nothing. Default: always. */
      active?: () => boolean;
    },
  ) {}

  async start(): Promise<void> {
    this.unsubscribe.push(
      await this.deps.hot.subscribe(TOKEN_UPDATES_CHANNEL, (message) => {
        for (const u of decodeTokenUpdates(message) ?? [])
          if (this.watched.has(u.token_id)) this.schedule(u.token_id);
      }),
      // A new order was matched against the current book when it was placed: it only needs watching.
      await this.deps.hot.subscribe(OPEN_ORDERS_CHANNEL, (tokenId) => {
        this.watched.add(tokenId);
      }),
    );
    await this.reload();
  }

  async stop(): Promise<void> {
    for (const off of this.unsubscribe.splice(0)) await off();
    this.pending.clear();
    await this.draining;
  }

  health(): Promise<Health> {
    return Promise.resolve(
      this.lastError === undefined ? { ok: true } : { ok: false, detail: this.lastError },
    );
  }

  /** Reloads the watched tokens and matches each once (the periodic repair; tests call it too). */
  async reload(): Promise<void> {
    this.watched = new Set(await tokensWithOpenPaperOrders(this.deps.sql));
    for (const token of this.watched) this.schedule(token);
    await this.idle();
  }

  /** Resolves when every scheduled token has been matched. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private schedule(tokenId: string): void {
    if (this.deps.active && !this.deps.active()) return;
    this.pending.add(tokenId);
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const [token] = this.pending;
      this.pending.delete(token!);
      try {
        await this.match(token!);
        this.lastError = undefined;
      } catch (err) {
        this.lastError = (err as Error).message;
        this.deps.log.warn({ err, token }, 'paper matching failed; retried on the next change or reload');
      }
    }
  }

  private async match(tokenId: string): Promise<void> {
    const view = await readMarketView(this.deps.hot, tokenId, this.deps.topOfBookShares);
    const top = {
      bid: view.book?.bids[0]?.[0] ?? null,
      ask: view.book?.asks[0]?.[0] ?? null,
      price: view.price ?? null,
    };
    for (const orderId of await crossedPaperOrders(this.deps.sql, tokenId, top))
      await this.deps.orders.matchPaper(orderId, view);
  }
}
