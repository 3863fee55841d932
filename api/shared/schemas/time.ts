// A time as a client may send it (unix seconds, unix milliseconds or ISO 8601) and its parsing:
// the market history's range, a wallet's orders and fills by time.
import { Type } from '@sinclair/typebox';
import { BadRequestError } from '../../../core/errors.ts';
import { TIME_RANGE_TEXT, UNIX_MS_MAX } from '../../../core/input-bounds.ts';

const ISO_8601 = '\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}(:?\\d{2})?)?)?';

export const IsoTime = Type.String({
  pattern: `^${ISO_8601}$`,
  description: 'ISO 8601 date or date-time; without a zone it is UTC.',
});

export const AnyTime = Type.String({
  pattern: `^(\\d{1,16}(\\.\\d+)?|${ISO_8601})$`,
  description: `Unix seconds (below 100 000 000 000), unix milliseconds (from 100 000 000 000 on), or ISO 8601 (UTC without a zone); from ${TIME_RANGE_TEXT}.`,
});

/** Below this a numeric time is unix seconds, from it on unix milliseconds (1e11 s is the year 5138). */
export const SECONDS_BELOW = 1e11;

/** The parameter a message's field names, without its part ("query.start" → "start"). */
function paramOf(field: string): string {
  return field.replace(/^(query|body|params)\./, '');
}

/** Unix ms of an ISO 8601 text (UTC when it names no zone). */
export function parseIso(text: string, field: string): number {
  let iso = text.replace(' ', 'T');
  if (/T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(iso)) iso += 'Z';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) {
    throw new BadRequestError(`${field} is not a valid time: ${text}`, 'invalid_request', paramOf(field));
  }
  return ms;
}

/** Unix ms of unix seconds, unix milliseconds or ISO 8601, within the accepted range. */
export function parseTime(text: string, field: string): number {
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    ms = Math.floor(n < SECONDS_BELOW ? n * 1000 : n);
  } else {
    ms = parseIso(text, field);
  }
  if (!(ms >= 0 && ms <= UNIX_MS_MAX)) {
    const message = `${field} must be a time from ${TIME_RANGE_TEXT}`;
    throw new BadRequestError(message, 'invalid_request', paramOf(field));
  }
  return ms;
}
