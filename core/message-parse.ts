// Parsing a topic message with its compiled ajv validator: the typed message, or the reason it is
// refused (what the dead letter carries).
import type { ValidateFunction } from 'ajv';

export type Parsed<T> = { ok: true; message: T } | { ok: false; reason: string };

export function parseMessage<T>(validate: ValidateFunction<T>, what: string, json: string): Parsed<T> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return { ok: false, reason: `invalid JSON: ${(e as Error).message}` };
  }
  if (validate(value)) return { ok: true, message: value };
  const error = validate.errors?.[0];
  return {
    ok: false,
    reason: `${what}${error?.instancePath.replaceAll('/', '.') ?? ''} ${error?.message ?? 'is invalid'}`,
  };
}
