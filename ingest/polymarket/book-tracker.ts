// The connector's own copy of each streamed token's book, kept only to notice when the stream can
// no longer be trusted and a REST /book re-snapshot is due. It decides, per message, whether to
// publish it, hold it, or drop it.
//
// Polymarket's `hash` is the venue's digest of the whole book after the change, computed over a
// serialization it does not document (recomputing it from the recorded `book` frames does not give
// the recorded hashes), so a client cannot verify a hash itself. What a delta does let us check:
// - a delta for a token whose book we do not hold (never snapshotted, or invalidated) has no base;
// - a delta older than the book it would apply to (ts below the book's) cannot follow from it;
// - the 2025+ `price_changes[]` entries carry the venue's best_bid / best_ask AFTER the change:
//   once the delta is applied, our best bid and ask must equal them. A difference means a change
//   was missed (or misapplied) somewhere: the book has diverged from the venue's.
// Any of these invalidates the token's book until a fresh snapshot (the subscription's initial
// dump, a `book` the venue pushes, or a REST /book) replaces it. Deltas that arrive meanwhile are
// held, and those not older than the snapshot are replayed (and published) right after it, so a
// consumer never receives a delta without the book it belongs to.
import { compare, isZero, tryDecimal } from '../../core/decimal.ts';
import type { BookDeltaMessage, BookMessage } from '../../core/market-data.ts';

/** The venue's view of the top of book after a change; '' (or "0" bid / "1" ask) = empty side. */
export interface VenueTop {
  bestBid: string;
  bestAsk: string;
}

interface TokenBook {
  bids: Map<string, string>;
  asks: Map<string, string>;
  hash: string | undefined;
  /** Venue time of the newest book or delta applied. */
  ts: number;
  synced: boolean;
  /** Local time of the last message of any kind for this token. */
  lastEventAt: number;
  /** Local time the token was (re)subscribed; silence counts from here when nothing arrived. */
  subscribedAt: number;
  /** Until when a missing book is expected from the subscription's initial dump. */
  dumpDueBy: number;
  /** Local time of the last REST re-snapshot request. */
  snapshotRequestedAt: number | undefined;
  held: BookDeltaMessage[];
}

export interface DeltaVerdict {
  publish: boolean;
  /** Set when the book can no longer be trusted: the reason a re-snapshot is due. */
  gap?: string;
}

export interface BookVerdict {
  /** False when the snapshot is older than the book already held (a late REST answer). */
  applied: boolean;
  /** Held deltas that follow the snapshot, already applied: publish them after it. */
  replay: BookDeltaMessage[];
}

/** Deltas held per token while its book is being re-snapshotted; the oldest go first. */
const MAX_HELD = 1000;

function best(levels: Map<string, string>, side: 'bid' | 'ask'): string {
  let top = '';
  for (const price of levels.keys()) {
    if (top === '' || compare(price, top) === (side === 'bid' ? 1 : -1)) top = price;
  }
  return top;
}

function sameTop(local: string, venue: string, side: 'bid' | 'ask'): boolean {
  const empty = venue === '' || (side === 'bid' ? venue === '0' : venue === '1');
  if (local === '') return empty;
  const canonical = tryDecimal(venue);
  return canonical !== undefined && compare(canonical, local) === 0;
}

export class BookTracker {
  private readonly books = new Map<string, TokenBook>();

  private state(tokenId: string, now: number): TokenBook {
    let book = this.books.get(tokenId);
    if (!book) {
      book = {
        bids: new Map(),
        asks: new Map(),
        hash: undefined,
        ts: 0,
        synced: false,
        lastEventAt: 0,
        subscribedAt: now,
        dumpDueBy: 0,
        snapshotRequestedAt: undefined,
        held: [],
      };
      this.books.set(tokenId, book);
    }
    return book;
  }

  /**
   * The tokens were (re)subscribed: deltas may have been missed, so their books are invalid until
   * a snapshot arrives; the initial dump is expected before `dueBy`.
   */
  subscribed(tokenIds: Iterable<string>, now: number, dueBy: number): void {
    for (const id of tokenIds) {
      const book = this.state(id, now);
      book.synced = false;
      book.subscribedAt = now;
      book.dumpDueBy = dueBy;
      book.snapshotRequestedAt = undefined;
    }
  }

  forget(tokenId: string): void {
    this.books.delete(tokenId);
  }

  /** A message that carries no book state (a last trade price): the token is not silent. */
  touch(tokenId: string, now: number): void {
    this.state(tokenId, now).lastEventAt = now;
  }

  isSynced(tokenId: string): boolean {
    return this.books.get(tokenId)?.synced ?? false;
  }

  applyBook(message: BookMessage, now: number): BookVerdict {
    const book = this.state(message.token_id, now);
    book.lastEventAt = now;
    if (book.synced && message.ts < book.ts) return { applied: false, replay: [] };
    book.bids = new Map(message.bids);
    book.asks = new Map(message.asks);
    book.hash = message.hash;
    book.ts = message.ts;
    book.synced = true;
    book.dumpDueBy = 0;
    book.snapshotRequestedAt = undefined;
    const replay = book.held.filter((d) => d.ts >= message.ts);
    book.held = [];
    for (const delta of replay) this.applyChanges(book, delta);
    return { applied: true, replay };
  }

  /** `venueTop` is the venue's best bid/ask after this delta, when the frame carried it. */
  applyDelta(delta: BookDeltaMessage, now: number, venueTop?: VenueTop): DeltaVerdict {
    const book = this.state(delta.token_id, now);
    book.lastEventAt = now;
    if (!book.synced) {
      book.held.push(delta);
      if (book.held.length > MAX_HELD) book.held.shift();
      // Right after subscribing, the initial dump is on its way: no gap yet.
      return { publish: false, gap: now >= book.dumpDueBy ? 'delta without a book' : undefined };
    }
    if (delta.ts < book.ts) {
      book.synced = false;
      return { publish: false, gap: `delta older than the book (ts ${delta.ts} < ${book.ts})` };
    }
    this.applyChanges(book, delta);
    if (venueTop) {
      const bid = best(book.bids, 'bid');
      const ask = best(book.asks, 'ask');
      if (!sameTop(bid, venueTop.bestBid, 'bid') || !sameTop(ask, venueTop.bestAsk, 'ask')) {
        book.synced = false;
        return {
          publish: true,
          gap: `top of book diverged: venue ${venueTop.bestBid || '-'}/${venueTop.bestAsk || '-'}, local ${bid || '-'}/${ask || '-'}`,
        };
      }
    }
    return { publish: true };
  }

  /** Tokens whose book is missing past its due time, or silent for `silenceMs`, not yet re-requested. */
  due(tokenIds: Iterable<string>, now: number, silenceMs: number): { tokenId: string; reason: string }[] {
    const out: { tokenId: string; reason: string }[] = [];
    for (const id of tokenIds) {
      const book = this.state(id, now);
      const requested = book.snapshotRequestedAt;
      if (!book.synced && now >= book.dumpDueBy && requested === undefined) {
        out.push({ tokenId: id, reason: 'no book held' });
        continue;
      }
      const quietSince = Math.max(book.lastEventAt, book.subscribedAt);
      if (now - quietSince >= silenceMs && (requested === undefined || now - requested >= silenceMs)) {
        out.push({ tokenId: id, reason: `silent for ${Math.round((now - quietSince) / 1000)} s` });
      }
    }
    return out;
  }

  /** Marks a REST re-snapshot as requested (at most one per token until it answers or times out). */
  requested(tokenId: string, now: number): void {
    this.state(tokenId, now).snapshotRequestedAt = now;
  }

  private applyChanges(book: TokenBook, delta: BookDeltaMessage): void {
    for (const change of delta.changes) {
      const side = change.side === 'bid' ? book.bids : book.asks;
      if (isZero(change.size)) side.delete(change.price);
      else side.set(change.price, change.size);
    }
    book.ts = delta.ts;
    if (delta.hash) book.hash = delta.hash;
  }
}
