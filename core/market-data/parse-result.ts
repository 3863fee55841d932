// The boundary every venue parser shares: raw venue payload in, a typed result out, never a throw.
// Inside a parser, the readers below throw RawShapeError with a reason; parseBoundary turns that
// (and anything unexpected) into { ok: false, reason }.
import { compare, isNegative, tryDecimal, type DecimalString } from '../decimal.ts';

/** `info` is the raw payload the result came from (CCXT style), kept for logs and dead letters. */
export type ParseResult<T> =
  { ok: true; value: T; info: unknown } | { ok: false; reason: string; info: unknown };

/** A parse that yields many items, some of which may be rejected on their own. */
export interface BatchResult<T> {
  items: T[];
  rejected: { index: number; reason: string }[];
}

export class RawShapeError extends Error {
  override readonly name = 'RawShapeError';
}

export function fail(reason: string): never {
  throw new RawShapeError(reason);
}

export function parseBoundary<T>(info: unknown, parse: () => T): ParseResult<T> {
  try {
    return { ok: true, value: parse(), info };
  } catch (e) {
    if (e instanceof RawShapeError) return { ok: false, reason: e.message, info };
    return {
      ok: false,
      reason: `unexpected parser error: ${e instanceof Error ? e.message : String(e)}`,
      info,
    };
  }
}

/** Decodes JSON text, or passes an already-decoded value through. */
export function decodeJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch (e) {
    return fail(`invalid JSON: ${(e as Error).message}`);
  }
}

export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown, what: string): RawRecord {
  if (!isRecord(value)) fail(`${what} must be an object`);
  return value;
}

export function asArray(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) fail(`${what} must be an array`);
  return value;
}

/** Text, or '' when absent, null or not text (venues send null for "none"). */
export function text(obj: RawRecord, key: string): string {
  const value = obj[key];
  return typeof value === 'string' ? value : '';
}

/** Non-empty text; numbers are accepted and written in decimal (Gamma ids arrive either way). */
export function requiredId(obj: RawRecord, key: string, what = key): string {
  const value = obj[key];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return fail(`${what} is required`);
}

export function bool(obj: RawRecord, key: string, fallback = false): boolean {
  const value = obj[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** A non-negative decimal from text or a JSON number, canonical; null when absent. */
export function decimalOrNull(obj: RawRecord, key: string): DecimalString | null {
  const value = obj[key];
  if (!present(value)) return null;
  return decimalValue(value, key);
}

export function decimalValue(value: unknown, what: string): DecimalString {
  const d = tryDecimal(value);
  if (d === undefined) fail(`${what} is not a decimal: ${JSON.stringify(value)}`);
  if (isNegative(d)) fail(`${what} must not be negative: ${JSON.stringify(value)}`);
  return d;
}

/** A price between 0 and 1, canonical. */
export function priceValue(value: unknown, what: string): DecimalString {
  const d = decimalValue(value, what);
  if (compare(d, '1') > 0) fail(`${what} must be between 0 and 1: ${JSON.stringify(value)}`);
  return d;
}

export function priceOrNull(obj: RawRecord, key: string): DecimalString | null {
  const value = obj[key];
  return present(value) ? priceValue(value, key) : null;
}

/** The first key that holds a value, for payloads that renamed a field across API versions. */
export function firstPresent(obj: RawRecord, keys: readonly string[]): string | undefined {
  return keys.find((k) => present(obj[k]));
}

const NO_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** ISO text in UTC with ms from ISO-ish text or unix seconds/ms; null when absent or unreadable. */
export function isoOrNull(value: unknown): string | null {
  let date: Date;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    date = new Date(value < 1e12 ? value * 1000 : value);
  } else if (typeof value === 'string' && value.trim() !== '') {
    const s = value.trim();
    // A time without a zone would be read as local time; the venues mean UTC.
    date = new Date(NO_ZONE.test(s) ? `${s.replace(' ', 'T')}Z` : s);
  } else {
    return null;
  }
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Unix ms from "1728799418260", 1728799418260 or 1751083200 (seconds, when below 1e12). */
export function epochMs(value: unknown, what: string): number {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
    return fail(`${what} is not a unix timestamp: ${JSON.stringify(value)}`);
  return n < 1e12 ? n * 1000 : n;
}

/** Gamma sends some lists as JSON inside a string ("[\"Yes\", \"No\"]"); some payloads send arrays. */
export function stringList(obj: RawRecord, key: string): string[] {
  let value = obj[key];
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return fail(`${key} is not a JSON list: ${JSON.stringify(value)}`);
    }
  }
  if (!Array.isArray(value)) return fail(`${key} must be a list`);
  return value.map((item, i) => {
    if (typeof item === 'string') return item;
    if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    return fail(`${key}[${i}] must be text`);
  });
}
