// The dataset's catalog: markets.parquet (one row per market) and labels.parquet (resolved
// outcomes), and the per-market replay state derived from them once, so that the per-row work of the
// replay is a map lookup.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import {
  conditionIdOf,
  endsAtFromSlug,
  eventIdOf,
  eventSlugOf,
  outcomesOf,
  questionIdOf,
  tagOf,
  tokenIdOf,
} from './ids.ts';
import type { PriceEntry } from './prices.ts';

export interface CatalogMarket {
  slug: string;
  question: string;
  category: string;
  nSnaps: number;
  /** First and last recorded snapshot, unix ms; null when unknown. */
  firstTs: number | null;
  lastTs: number | null;
}

export interface CatalogLabel {
  /** 1: YES won, 0: NO won. */
  y: 0 | 1;
  /** 'api' (authoritative) or 'convergence' (inferred from prices; biased). */
  source: string;
}

export interface ReplayCatalog {
  markets: CatalogMarket[];
  labels: Map<string, CatalogLabel>;
}

/** Timestamps as unix ms numbers instead of Date objects: cheaper, and what the messages carry. */
export const parquetParsers = {
  timestampFromMicroseconds: (micros: bigint): number => Math.floor(Number(micros) / 1000),
  timestampFromMilliseconds: (millis: bigint): number => Number(millis),
  timestampFromNanoseconds: (nanos: bigint): number => Number(nanos / 1_000_000n),
};

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
}

function epochMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.getTime();
  return null;
}

/** Reads markets.parquet and, when present, labels.parquet of a dataset directory. */
export async function loadReplayCatalog(dir: string): Promise<ReplayCatalog> {
  const marketRows = await parquetReadObjects({
    file: await asyncBufferFromFile(path.join(dir, 'markets.parquet')),
    columns: ['slug', 'question', 'category', 'n_snaps', 'first_ts', 'last_ts'],
    compressors,
    parsers: parquetParsers,
  });
  const markets: CatalogMarket[] = [];
  for (const row of marketRows) {
    const slug = text(row.slug);
    if (!slug) continue;
    markets.push({
      slug,
      question: text(row.question) || slug,
      category: text(row.category),
      nSnaps: Number(row.n_snaps ?? 0),
      firstTs: epochMs(row.first_ts),
      lastTs: epochMs(row.last_ts),
    });
  }
  const labels = new Map<string, CatalogLabel>();
  const labelsFile = path.join(dir, 'labels.parquet');
  if (await exists(labelsFile)) {
    const rows = await parquetReadObjects({
      file: await asyncBufferFromFile(labelsFile),
      columns: ['slug', 'y', 'source'],
      compressors,
    });
    for (const row of rows) {
      const y = Number(row.y);
      if (y !== 0 && y !== 1) continue;
      labels.set(text(row.slug), { y, source: text(row.source) });
    }
  }
  return { markets, labels };
}

// ── per-market replay state ─────────────────────────────────────────────────────────────────────

export interface ReplayEvent {
  id: number;
  slug: string;
  title: string;
  category: string;
  tags: string[];
  labels: string[];
  createdAt: number | null;
  /** Latest ends_at of its markets (ISO), null when none has one. */
  endsAt: string | null;
  /** When the last of its markets closes (Infinity: one never does within the data). */
  lastCloseAt: number;
}

export interface MarketIds {
  conditionId: string;
  questionId: string;
  yesTokenId: string;
  noTokenId: string;
}

export interface ReplayMarket {
  readonly slug: string;
  readonly question: string;
  readonly category: string;
  readonly outcome: string;
  readonly endsAt: string | null;
  readonly firstTs: number | null;
  readonly lastTs: number | null;
  /** Recorded time after which the market is closed; Infinity: not within the data. */
  readonly closeAt: number;
  readonly label: CatalogLabel | undefined;
  readonly event: ReplayEvent;
  /** Derived on first use (four hashes), then reused for every row. */
  ids: MarketIds | undefined;
  // Run state.
  /** source_ts of the opening market message sent in this run; -1 before it. */
  openedAt: number;
  closed: boolean;
  lastQuoteTs: number;
  bid: PriceEntry | null;
  ask: PriceEntry | null;
  /** The last volume24hr recorded for it in this run; NaN: none yet. */
  volume24hr: number;
}

export function idsOf(market: ReplayMarket): MarketIds {
  return (market.ids ??= {
    conditionId: conditionIdOf(market.slug),
    questionId: questionIdOf(market.slug),
    yesTokenId: tokenIdOf(market.slug, 'yes'),
    noTokenId: tokenIdOf(market.slug, 'no'),
  });
}

/**
 * A market whose last snapshot falls in the final stretch of the collection was still quoted when
 * recording stopped: its last_ts is the end of the recording, not the end of the market. Such a
 * market is closed at its last_ts only when the API says it resolved. 15 minutes is several polls
 * (the dataset polls about every 2 minutes).
 */
export const RECORDING_END_TOLERANCE_MS = 15 * 60_000;

export class MarketIndex {
  private readonly bySlug = new Map<string, ReplayMarket>();
  /** Markets that close within the data, by closeAt ascending: the sweep walks it once. */
  private readonly closing: ReplayMarket[];
  private cursor = 0;
  /** Markets met in the quotes but missing from markets.parquet. */
  adopted = 0;

  constructor(catalog: ReplayCatalog) {
    let recordingEnd = -Infinity;
    for (const m of catalog.markets)
      if (m.lastTs !== null && m.lastTs > recordingEnd) recordingEnd = m.lastTs;

    const groups = new Map<string, CatalogMarket[]>();
    const seen = new Set<string>();
    for (const m of catalog.markets) {
      if (seen.has(m.slug)) continue; // a duplicated slug keeps its first row
      seen.add(m.slug);
      let group = groups.get(m.question);
      if (!group) groups.set(m.question, (group = []));
      group.push(m);
    }
    for (const [question, members] of groups) {
      const outcomes = outcomesOf(
        question,
        members.map((m) => m.slug),
      );
      const closeAts = members.map((m) => closeAtOf(m, catalog.labels.get(m.slug), recordingEnd));
      const endsAts = members.map((m) => endsAtFromSlug(m.slug));
      const event = newEvent(
        question,
        members[0]!.category,
        members.map((m, i) => ({ firstTs: m.firstTs, endsAt: endsAts[i]! })),
        closeAts.reduce((a, b) => Math.max(a, b)),
      );
      members.forEach((m, i) => {
        this.bySlug.set(
          m.slug,
          newMarket(m, endsAts[i]!, outcomes[i]!, closeAts[i]!, catalog.labels.get(m.slug), event),
        );
      });
    }
    this.closing = [...this.bySlug.values()]
      .filter((m) => m.closeAt !== Infinity)
      .sort((a, b) => a.closeAt - b.closeAt);
  }

  get size(): number {
    return this.bySlug.size;
  }

  /** One past the latest closeAt within the data (0 when none closes): sweeping to it closes them all. */
  get closingEnd(): number {
    const last = this.closing.at(-1);
    return last === undefined ? 0 : last.closeAt + 1;
  }

  markets(): IterableIterator<ReplayMarket> {
    return this.bySlug.values();
  }

  get(slug: string): ReplayMarket | undefined {
    return this.bySlug.get(slug);
  }

  /** A slug the quotes have and markets.parquet lacks: its own event, never closed. */
  adopt(slug: string, category: string): ReplayMarket {
    const record: CatalogMarket = { slug, question: slug, category, nSnaps: 0, firstTs: null, lastTs: null };
    const endsAt = endsAtFromSlug(slug);
    const event = newEvent(slug, category, [{ firstTs: null, endsAt }], Infinity);
    const market = newMarket(record, endsAt, slug, Infinity, undefined, event);
    this.bySlug.set(slug, market);
    this.adopted += 1;
    return market;
  }

  /** Markets whose closeAt lies before `until` and that the sweep has not visited yet. */
  *dueBefore(until: number): Generator<ReplayMarket> {
    while (this.cursor < this.closing.length && this.closing[this.cursor]!.closeAt < until) {
      yield this.closing[this.cursor++]!;
    }
  }

  /** Resume: markets closing before `until` were closed by an earlier run. */
  skipClosedBefore(until: number): void {
    for (const market of this.dueBefore(until)) market.closed = true;
  }
}

function closeAtOf(m: CatalogMarket, label: CatalogLabel | undefined, recordingEnd: number): number {
  if (m.lastTs === null) return Infinity;
  if (label?.source === 'api') return m.lastTs;
  return m.lastTs >= recordingEnd - RECORDING_END_TOLERANCE_MS ? Infinity : m.lastTs;
}

/** One tags/labels pair per category, shared by its events (the full set has 107k events, 10 categories). */
const tagsByCategory = new Map<string, { tags: string[]; labels: string[] }>();

function tagsOf(category: string): { tags: string[]; labels: string[] } {
  let entry = tagsByCategory.get(category);
  if (!entry) {
    const tag = tagOf(category);
    entry = tag ? { tags: [tag.tag], labels: [tag.label] } : { tags: [], labels: [] };
    tagsByCategory.set(category, entry);
  }
  return entry;
}

function newEvent(
  question: string,
  category: string,
  members: readonly { firstTs: number | null; endsAt: string | null }[],
  lastCloseAt: number,
): ReplayEvent {
  const id = eventIdOf(question);
  const { tags, labels } = tagsOf(category);
  let createdAt: number | null = null;
  let endsAt: string | null = null;
  for (const m of members) {
    if (m.firstTs !== null && (createdAt === null || m.firstTs < createdAt)) createdAt = m.firstTs;
    if (m.endsAt !== null && (endsAt === null || m.endsAt > endsAt)) endsAt = m.endsAt;
  }
  return {
    id,
    slug: eventSlugOf(question, id),
    title: question,
    category,
    tags,
    labels,
    createdAt,
    endsAt,
    lastCloseAt,
  };
}

function newMarket(
  m: CatalogMarket,
  endsAt: string | null,
  outcome: string,
  closeAt: number,
  label: CatalogLabel | undefined,
  event: ReplayEvent,
): ReplayMarket {
  return {
    slug: m.slug,
    question: m.question,
    category: m.category,
    outcome,
    endsAt,
    firstTs: m.firstTs,
    lastTs: m.lastTs,
    closeAt,
    label,
    event,
    ids: undefined,
    openedAt: -1,
    closed: false,
    lastQuoteTs: -Infinity,
    bid: null,
    ask: null,
    volume24hr: NaN,
  };
}

/** The dataset layout the replay needs; throws naming what is missing. */
export async function checkDatasetDir(dir: string): Promise<void> {
  for (const required of ['markets.parquet', 'quotes']) {
    if (!(await exists(path.join(dir, required)))) {
      throw new Error(`replay dataset ${dir} has no ${required}`);
    }
  }
}
