// Paging through Gamma's open events.
//
// Two listings exist (docs.polymarket.com, Gamma "List events"):
// - keyset (the documented replacement of the offset listing, which Polymarket announced to retire):
//   GET /events/keyset?closed=false&limit=…&after_cursor=… → {events: […], next_cursor}; next_cursor
//   is absent on the last page; the server caps `limit` (100 observed, 500 documented).
// - offset (legacy): GET /events?active=true&closed=false&limit=…&offset=… → a bare array.
// Keyset is the default; a 404 from it falls back to the offset listing for the connector's life.
// Both stop at `maxPages` (a guard against a cursor that never ends) and keyset also stops on a
// cursor it has already followed. The offset listing advances by what each page held, since the
// server may return fewer rows than asked, and stops at the first empty page.
import type { Logger } from '../../core/logger.ts';
import { gammaPaths } from '../../venues/polymarket/endpoints.ts';
import { HttpStatusError, type VenueHttp } from '../venue-http.ts';

export type GammaPaging = 'keyset' | 'offset';

export interface GammaPage {
  /** The page's raw text, for a dead letter when it cannot be read. */
  text: string;
  url: string;
  events: unknown[];
}

/** A page whose shape is not a listing: nothing on it can be trusted. */
export class GammaPageError extends Error {
  override readonly name = 'GammaPageError';
  constructor(
    message: string,
    readonly page: { text: string; url: string },
  ) {
    super(message);
  }
}

/** The keyset route answered 404 on its first page. */
class KeysetMissing extends Error {
  constructor(readonly url: string) {
    super(`no keyset listing at ${url}`);
  }
}

export interface GammaPagesOptions {
  http: VenueHttp;
  log: Logger;
  paging: GammaPaging;
  pageSize: number;
  maxPages: number;
}

function decode(text: string, url: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new GammaPageError(`invalid JSON: ${(e as Error).message}`, { text, url });
  }
}

export class GammaPages {
  private paging: GammaPaging;

  constructor(private readonly options: GammaPagesOptions) {
    this.paging = options.paging;
  }

  get mode(): GammaPaging {
    return this.paging;
  }

  async *pages(signal: AbortSignal): AsyncGenerator<GammaPage> {
    if (this.paging === 'keyset') {
      try {
        yield* this.keyset(signal);
        return;
      } catch (err) {
        // Only a missing route switches listings, and only before anything was yielded.
        if (!(err instanceof KeysetMissing)) throw err;
        this.options.log.warn({ url: err.url }, 'Gamma keyset listing not found; using the offset listing');
        this.paging = 'offset';
      }
    }
    yield* this.offset(signal);
  }

  private async *keyset(signal: AbortSignal): AsyncGenerator<GammaPage> {
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (let page = 0; page < this.options.maxPages; page++) {
      let text: string;
      let url: string;
      try {
        ({ text, url } = await this.options.http.getText(
          gammaPaths.eventsKeyset,
          { closed: false, limit: this.options.pageSize, after_cursor: cursor },
          signal,
        ));
      } catch (err) {
        if (page === 0 && err instanceof HttpStatusError && err.status === 404)
          throw new KeysetMissing(err.url);
        throw err;
      }
      const body = decode(text, url);
      const events = (body as { events?: unknown } | null)?.events;
      if (typeof body !== 'object' || body === null || Array.isArray(body) || !Array.isArray(events))
        throw new GammaPageError('keyset page must be an object with an events array', { text, url });
      yield { text, url, events };
      const next = (body as { next_cursor?: unknown }).next_cursor;
      if (events.length === 0 || typeof next !== 'string' || next === '') return;
      if (seen.has(next)) {
        this.options.log.warn({ url, cursor: next }, 'Gamma keyset cursor repeated; stopping this poll');
        return;
      }
      seen.add(next);
      cursor = next;
    }
    this.options.log.warn({ maxPages: this.options.maxPages }, 'Gamma catalog truncated at maxPages');
  }

  private async *offset(signal: AbortSignal): AsyncGenerator<GammaPage> {
    let offset = 0;
    for (let page = 0; page < this.options.maxPages; page++) {
      const { text, url } = await this.options.http.getText(
        gammaPaths.events,
        { active: true, closed: false, limit: this.options.pageSize, offset },
        signal,
      );
      const events = decode(text, url);
      if (!Array.isArray(events)) throw new GammaPageError('events page must be an array', { text, url });
      if (events.length === 0) return;
      yield { text, url, events };
      offset += events.length;
    }
    this.options.log.warn({ maxPages: this.options.maxPages }, 'Gamma catalog truncated at maxPages');
  }
}
