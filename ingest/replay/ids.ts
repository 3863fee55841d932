// Stable identifiers for the order-book dataset, which records neither token ids, condition ids nor
// events. Everything is derived from the dataset's own text with SHA-256, so the same slug gets the
// same ids in every run, on every machine, from the slice and from the full set alike:
//
//   condition id  = "0x" + hex(sha256("pme:polymarket-orderbook-dataset:condition:" + slug))
//   question id   = "0x" + hex(sha256("pme:polymarket-orderbook-dataset:question:" + slug))
//   YES token id  = decimal digits of the uint256 sha256("pme:polymarket-orderbook-dataset:token:" + slug + ":yes")
//   NO token id   = the same with slug + ":no"        (Polymarket token ids are decimal uint256 strings)
//   event id      = 1 + the first 52 bits of sha256("pme:polymarket-orderbook-dataset:event:" + question)
//                   (a safe positive integer; markets with the same question text share an event)
//   event slug    = the question slugified (lower case, runs of anything but [a-z0-9] become "-")
//   outcome       = the question when it has one market; otherwise the shortest trailing run of slug
//                   segments ("lad", "08-31", "arz-5pt5wins") that no other market of the event shares.
//                   This one depends on which markets the catalog holds (the slice has fewer siblings
//                   than the full set), the ids above do not.
//   ends_at       = the first YYYY-MM-DD segment run of the slug that is a real date, at 00:00 UTC
//   tags / labels = [category] / [Category]
//
// The namespace keeps these ids from ever equalling a real Polymarket id derived some other way.
import { createHash } from 'node:crypto';

export const ID_NAMESPACE = 'pme:polymarket-orderbook-dataset';

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function conditionIdOf(slug: string): string {
  return `0x${sha256Hex(`${ID_NAMESPACE}:condition:${slug}`)}`;
}

export function questionIdOf(slug: string): string {
  return `0x${sha256Hex(`${ID_NAMESPACE}:question:${slug}`)}`;
}

export function tokenIdOf(slug: string, side: 'yes' | 'no'): string {
  return BigInt(`0x${sha256Hex(`${ID_NAMESPACE}:token:${slug}:${side}`)}`).toString(10);
}

export function eventIdOf(question: string): number {
  // 13 hex digits = 52 bits; +1 keeps it positive and at most 2^52, well inside Number.MAX_SAFE_INTEGER.
  return parseInt(sha256Hex(`${ID_NAMESPACE}:event:${question}`).slice(0, 13), 16) + 1;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function eventSlugOf(question: string, eventId: number): string {
  return slugify(question) || `event-${eventId}`;
}

const DATE_IN_SLUG = /(?:^|-)(\d{4})-(\d{2})-(\d{2})(?=-|$)/g;

/** Midnight UTC of the first valid YYYY-MM-DD inside the slug, as an ISO time; null when none. */
export function endsAtFromSlug(slug: string): string | null {
  for (const m of slug.matchAll(DATE_IN_SLUG)) {
    const [, y, mo, d] = m;
    const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    // Date.UTC rolls 2026-02-31 over to March: only a date that survives the round trip is real.
    if (
      date.getUTCFullYear() === Number(y) &&
      date.getUTCMonth() === Number(mo) - 1 &&
      date.getUTCDate() === Number(d)
    ) {
      return date.toISOString();
    }
  }
  return null;
}

/**
 * Outcome names of the markets sharing one question, in the order given: the shortest trailing run
 * of "-"-separated slug segments that is unique within the group. A lone market is named by its
 * question.
 */
export function outcomesOf(question: string, slugs: readonly string[]): string[] {
  if (slugs.length <= 1) return slugs.map(() => question);
  const segments = slugs.map((s) => s.split('-'));
  const result: (string | undefined)[] = slugs.map(() => undefined);
  let pending = slugs.map((_, i) => i);
  const longest = Math.max(...segments.map((s) => s.length));
  // Counting per suffix length keeps big events (hundreds of markets) linear per round.
  for (let take = 1; take <= longest && pending.length > 0; take++) {
    const suffixes = segments.map((s) => s.slice(-take).join('-'));
    const counts = new Map<string, number>();
    for (const s of suffixes) counts.set(s, (counts.get(s) ?? 0) + 1);
    pending = pending.filter((i) => {
      if (counts.get(suffixes[i]!) !== 1) return true;
      result[i] = suffixes[i]!;
      return false;
    });
  }
  return result.map((outcome, i) => outcome ?? slugs[i]!);
}

/** Tag slug and human label of a dataset category ("sports" → ["sports", "Sports"]). */
export function tagOf(category: string): { tag: string; label: string } | undefined {
  const tag = slugify(category);
  if (!tag) return undefined;
  const label = category.trim();
  return { tag, label: label.charAt(0).toUpperCase() + label.slice(1) };
}
