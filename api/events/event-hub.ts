// The account event streams of one API process (GET /api/v1/account/events). Events come from the
// account_events table, never from memory: a stream starts after the client's Last-Event-ID (or at
// the account's newest event), and one poll per round reads what is new for every open stream at
// once. An account's event ids grow in commit order (engine/events/record.ts), so a stream that
// has sent id N has sent every earlier event of its account; a client that reconnects with the
// last id it saw misses nothing, whichever API process (or restart) it reaches — unless retention
// (engine/events/retention.ts) has deleted events after that id: then it is answered 410
// `events_expired` rather than silently skip them (as Stripe refuses events past its 30 days).
//
// Bounded: at most `perAccount` streams per account on a process (one more is 429), a stream whose
// socket stays full for stallMs is cut (its client resumes with Last-Event-ID), a `: ping` comment
// every pingMs keeps proxies from closing an idle stream.
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { AppError, UnavailableError } from '../../core/errors.ts';
import type { Logger } from '../../core/logger.ts';
import { counter, gauge } from '../../core/metrics.ts';
import { eventsAfterEach, feedHead, type AccountEventRow } from '../../engine/events/event-queries.ts';
import type { Sql } from '../../storage/postgres/sql.ts';

const streamsOpen = gauge('account_event_streams', 'Open account event streams (GET /account/events)');
const eventsSent = counter('account_events_streamed_total', 'Account events written to event streams');

export interface AccountEventHubOptions {
  /** How often new events are read (ACCOUNT_EVENTS_POLL_MS). */
  pollMs?: number;
  /** Streams one account may hold on this process (ACCOUNT_EVENTS_STREAMS_PER_ACCOUNT). */
  perAccount?: number;
  pingMs?: number;
  /** The `retry:` hint: how long a client waits before reconnecting. */
  retryMs?: number;
  stallMs?: number;
}

/** Events read per query; a full page is followed by the next at once (catching up). */
const PAGE = 500;

export class AccountEventStream {
  /** The response body: Koa pipes it to the socket and destroys it when the response closes. */
  readonly out = new PassThrough();
  private stallTimer: NodeJS.Timeout | undefined;
  private disposed = false;

  constructor(
    readonly accountId: string,
    /** The id of the last event written (or resumed after). */
    public cursor: bigint,
    res: ServerResponse,
    private readonly hub: AccountEventHub,
    private readonly stallMs: number,
  ) {
    this.out.on('close', () => this.dispose());
    res.on('close', () => this.dispose());
  }

  /** Writes a frame unless the stream is gone; a socket full for stallMs ends the stream. */
  write(text: string): void {
    if (this.disposed) return;
    if (!this.out.write(text) && !this.stallTimer) {
      this.stallTimer = setTimeout(() => this.out.destroy(), this.stallMs);
      this.out.once('drain', () => {
        clearTimeout(this.stallTimer);
        this.stallTimer = undefined;
      });
    }
  }

  end(): void {
    this.out.end();
    this.dispose();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearTimeout(this.stallTimer);
    this.hub.remove(this);
  }
}

export class AccountEventHub {
  private readonly streams = new Map<string, Set<AccountEventStream>>();
  private timer: NodeJS.Timeout | undefined;
  private pinger: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private again = false;
  private closed = false;
  readonly retryMs: number;
  private readonly pollMs: number;
  private readonly perAccount: number;
  private readonly pingMs: number;
  private readonly stallMs: number;

  constructor(
    private readonly sql: Sql,
    /** The wire form of an event (api/events/presenters.ts with the process's chains). */
    private readonly present: (e: AccountEventRow) => unknown,
    private readonly log: Logger,
    options: AccountEventHubOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 500;
    this.perAccount = options.perAccount ?? 5;
    this.pingMs = options.pingMs ?? 15_000;
    this.retryMs = options.retryMs ?? 3_000;
    this.stallMs = options.stallMs ?? 30_000;
  }

  /** Opens a stream of the account after `after` (its newest event when undefined). */
  async open(accountId: string, after: string | undefined, res: ServerResponse): Promise<AccountEventStream> {
    if (this.closed) throw new UnavailableError('the server is shutting down');
    const own = this.streams.get(accountId) ?? new Set();
    if (own.size >= this.perAccount) {
      throw new AppError(
        429,
        'too_many_streams',
        `this account already has ${own.size} open event streams on this server (at most ${this.perAccount}); close one first`,
      );
    }
    const head = await feedHead(this.sql, accountId);
    if (after !== undefined && BigInt(after) < BigInt(head.prunedThrough)) {
      throw new AppError(
        410,
        'events_expired',
        `events after ${after} are no longer kept (this account's events up to ${head.prunedThrough} have been deleted by retention); re-read the account's state, then reconnect without Last-Event-ID`,
      );
    }
    const cursor = BigInt(after ?? head.last);
    if (this.closed) throw new UnavailableError('the server is shutting down');
    const stream = new AccountEventStream(accountId, cursor, res, this, this.stallMs);
    own.add(stream);
    this.streams.set(accountId, own);
    streamsOpen.inc();
    this.pinger ??= setInterval(() => this.each((s) => s.write(': ping\n\n')), this.pingMs).unref();
    return stream;
  }

  /** Starts the stream: the retry hint, then what it missed at once (the next poll comes now). */
  begin(stream: AccountEventStream): void {
    stream.write(`retry: ${this.retryMs}\n\n`);
    this.pollSoon(0);
  }

  remove(stream: AccountEventStream): void {
    const own = this.streams.get(stream.accountId);
    if (!own?.delete(stream)) return;
    streamsOpen.dec();
    if (own.size === 0) this.streams.delete(stream.accountId);
    if (this.streams.size === 0) {
      clearInterval(this.pinger);
      this.pinger = undefined;
    }
  }

  /** Ends every stream (server shutdown): clients reconnect elsewhere with their Last-Event-ID. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.pinger);
    await this.polling;
    this.each((s) => s.end());
  }

  private each(fn: (s: AccountEventStream) => void): void {
    for (const own of [...this.streams.values()]) for (const s of [...own]) fn(s);
  }

  private pollSoon(ms: number): void {
    if (this.closed || this.streams.size === 0) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), ms);
    this.timer.unref();
  }

  private poll(): Promise<void> {
    this.timer = undefined;
    this.again = false;
    this.polling = this.round()
      .catch((err: unknown) => {
        this.log.warn({ err }, 'account events not read; retrying next round');
        return false;
      })
      .then((full) => {
        this.polling = undefined;
        this.pollSoon(full || this.again ? 0 : this.pollMs);
      });
    return this.polling;
  }

  /** One read for every open stream; true when a page came back full (more to read at once). */
  private async round(): Promise<boolean> {
    const cursors = new Map<string, string>();
    for (const [account, own] of this.streams) {
      let least: bigint | undefined;
      for (const s of own) if (least === undefined || s.cursor < least) least = s.cursor;
      if (least !== undefined) cursors.set(account, least.toString());
    }
    if (cursors.size === 0) return false;
    const rows = await eventsAfterEach(this.sql, cursors, PAGE);
    for (const row of rows) {
      const id = BigInt(row.event_id);
      let frame: string | undefined;
      for (const s of this.streams.get(row.account_id) ?? []) {
        if (s.cursor >= id) continue;
        frame ??= `id: ${row.event_id}\ndata: ${JSON.stringify(this.present(row))}\n\n`;
        s.write(frame);
        s.cursor = id;
        eventsSent.inc();
      }
    }
    return rows.length === PAGE;
  }
}
