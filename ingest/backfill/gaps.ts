// What of a window is not stored yet: the window less the stored spans (both ends inclusive, unix
// ms), gaps shorter than `minGapMs` left out (the sliver between a span's end and now is fetched
// by the next run, not every catalog round).

/** A span of time, unix ms, both ends inclusive. */
export interface Span {
  from: number;
  to: number;
}

/** Reads the stored spans of tokens per kind (the engine's storedSpans, handed in by the wiring). */
export type SpansReader = (
  tokenIds: readonly string[],
  kind: 'trades' | 'prices',
) => Promise<Map<string, Span[]>>;

/** The window's parts outside `stored` (sorted, merged), newest first. */
export function gapsOutside(window: Span, stored: readonly Span[], minGapMs = 0): Span[] {
  const gaps: Span[] = [];
  let cursor = window.from;
  for (const s of stored) {
    if (s.to < cursor) continue;
    if (s.from > window.to) break;
    if (s.from > cursor) gaps.push({ from: cursor, to: Math.min(s.from - 1, window.to) });
    cursor = Math.max(cursor, s.to + 1);
    if (cursor > window.to) break;
  }
  if (cursor <= window.to) gaps.push({ from: cursor, to: window.to });
  return gaps.filter((g) => g.to - g.from + 1 >= minGapMs).reverse();
}

/** The gap cut into pieces of at most `sizeMs`, newest first. */
export function chunksNewestFirst(gap: Span, sizeMs: number): Span[] {
  const out: Span[] = [];
  for (let to = gap.to; to >= gap.from; to -= sizeMs)
    out.push({ from: Math.max(gap.from, to - sizeMs + 1), to });
  return out;
}
