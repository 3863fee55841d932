// Request validation with ajv against the route's TypeBox schemas (plain JSON Schema). Query and
// path values arrive as strings and are coerced to the schema's types; bodies are taken as sent.
// A refusal names the field (`param`) and what was expected there: the allowed values of an enum
// or a union of literals, the type wanted and the type sent, the parameters a route takes.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { BadRequestError } from '../core/errors.ts';
import { AMOUNT_BOUND_TEXT, AMOUNT_KEYWORD, amountWithinBounds } from '../core/input-bounds.ts';

function makeAjv(coerceTypes: boolean): Ajv {
  // verbose: each error carries the schema and the value at fault, which the message names.
  const ajv = new Ajv({ allErrors: false, coerceTypes, useDefaults: true, strict: false, verbose: true });
  addFormats.default(ajv);
  // Amounts within what the ledger holds (core/input-bounds.ts); other types are the schema's to refuse.
  ajv.addKeyword({
    keyword: AMOUNT_KEYWORD,
    schemaType: 'boolean',
    validate: (on: boolean, data: unknown) =>
      !on || (typeof data !== 'string' && typeof data !== 'number') || amountWithinBounds(data),
  });
  return ajv;
}

const coercing = makeAjv(true);
const exact = makeAjv(false);

export type Part = 'query' | 'params' | 'body' | 'headers';

export interface Validator {
  /** Validates in place (defaults filled, strings coerced); throws a 400 naming the field. */
  (value: unknown): void;
}

type Schema = Record<string, unknown>;

/**
 * The query schema as validated: no parameter beyond those it declares (a route without one takes
 * none), so that a misspelt or unsupported filter is refused rather than silently ignored.
 */
export function closedQuery(schema: TSchema | undefined): TSchema {
  if (!schema) return { type: 'object', properties: {}, additionalProperties: false } as unknown as TSchema;
  return 'additionalProperties' in schema ? schema : { ...schema, additionalProperties: false };
}

export function compileValidator(part: Part, schema: TSchema): Validator {
  const validate: ValidateFunction = (part === 'body' ? exact : coercing).compile(schema);
  return (value) => {
    if (!validate(value)) {
      const error = mostTelling(validate.errors ?? []);
      throw new BadRequestError(describeError(part, error), 'invalid_request', faultyParam(error));
    }
  };
}

/**
 * The error to tell. ajv reports a failed union (anyOf) after each alternative's own failure: the
 * first of those ("must be equal to constant", "must be string") says less than the union, whose
 * alternatives are the values or types expected. A union of objects keeps its first inner error,
 * which points into the object.
 */
function mostTelling(errors: readonly ErrorObject[]): ErrorObject | undefined {
  const first = errors[0];
  const union = errors.findLast(
    (e) => e.keyword === 'anyOf' && first !== undefined && first.instancePath === e.instancePath,
  );
  if (!union || !alternatives(union.parentSchema as Schema).every(isPlain)) return first;
  // An alternative of the value's own type that failed a bound (a number that must be > 0) tells more.
  const bound = errors.find(
    (e) => e !== union && e.instancePath === union.instancePath && !MISMATCH.has(e.keyword),
  );
  return bound ?? union;
}

/** A union's alternatives, nested unions flattened (`Type.Union([OrderType])`). */
function alternatives(schema: Schema | undefined): Schema[] {
  const anyOf = schema?.anyOf as Schema[] | undefined;
  return anyOf ? anyOf.flatMap(alternatives) : schema ? [schema] : [];
}

/** The keywords by which an alternative of a union says the value is not of its kind at all. */
const MISMATCH = new Set(['type', 'const', 'enum', 'anyOf']);

const PLAIN_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

function isPlain(schema: Schema): boolean {
  return 'const' in schema || Array.isArray(schema.enum) || PLAIN_TYPES.has(String(schema.type));
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean (true or false)',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** What a schema expects, in words: "one of BUY, SELL", "an integer", "a string or null". */
export function expected(schema: Schema | undefined): string {
  if (!schema) return 'a valid value';
  if (schema[AMOUNT_KEYWORD] === true) return 'a decimal string such as "5" (or a JSON number)';
  const options = alternatives(schema);
  const values = options.flatMap((s) =>
    'const' in s ? [s.const] : Array.isArray(s.enum) ? (s.enum as unknown[]) : [],
  );
  const types = options
    .flatMap((s) => ('const' in s || Array.isArray(s.enum) ? [] : [s.type].flat()))
    .map((t) => ARTICLE[String(t)] ?? String(t));
  const parts = [
    ...(values.length > 0 ? [`one of ${values.map(String).join(', ')}`] : []),
    ...new Set(types),
  ];
  return parts.length > 0 ? parts.join(' or ') : 'a valid value';
}

/** The JSON type of a value sent, as a message names it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The input field at fault, dotted from the top of its part ("settings", "settings.max_amount",
 * "limit", "interests.0"); undefined when the part as a whole is wrong (a body that is not an object).
 */
export function faultyParam(error: ErrorObject | undefined): string | undefined {
  if (!error) return undefined;
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return path.length > 0 ? path.join('.') : undefined;
}

/** What a part allows beyond one name it does not: "it takes limit, offset", "it takes none". */
function allowedNames(part: Part, schema: Schema | undefined): string {
  const names = Object.keys(schema?.properties ?? {});
  const what = part === 'query' ? 'query parameters' : 'fields';
  return names.length > 0 ? `allowed ${what}: ${names.join(', ')}` : `this route takes no ${what}`;
}

/**
 * "body.name must match pattern …", "query.limit must be <= 250", "body.side must be one of BUY,
 * SELL", "body.amount must be a decimal string such as "5" (or a JSON number), got boolean".
 */
export function describeError(part: Part, error: ErrorObject | undefined): string {
  if (!error) return `${part} is invalid`;
  const field = [part, ...error.instancePath.split('/').filter(Boolean)].join('.');
  switch (error.keyword) {
    case 'required':
      return `${field}.${String(error.params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${field}.${String(error.params.additionalProperty)} is not allowed (${allowedNames(part, error.parentSchema)})`;
    case 'enum':
    case 'const':
      return `${field} must be ${expected(error.parentSchema)}`;
    case 'anyOf':
    case 'type': {
      const want = expected(error.parentSchema);
      if (want.startsWith('one of') && !want.includes(' or ')) return `${field} must be ${want}`;
      // A query, path or header value is always text: the text is what was wrong with it.
      const got = part === 'body' ? jsonType(error.data) : JSON.stringify(String(error.data).slice(0, 40));
      return `${field} must be ${want}, got ${got}`;
    }
    case 'maxLength':
      return `${field} must be at most ${String(error.params.limit)} characters`;
    case 'minLength':
      return error.params.limit === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(error.params.limit)} characters`;
    case AMOUNT_KEYWORD:
      return `${field} ${AMOUNT_BOUND_TEXT}`;
    case 'maxItems':
      return `${field} must have at most ${String(error.params.limit)} items`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}
