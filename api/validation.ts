// Request validation with ajv against the route's TypeBox schemas (plain JSON Schema). Query and
// path values arrive as strings and are coerced to the schema's types; bodies are taken as sent.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { BadRequestError } from '../core/errors.ts';
import { AMOUNT_BOUND_TEXT, AMOUNT_KEYWORD, amountWithinBounds } from '../core/input-bounds.ts';

function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ allErrors: false, coerceTypes, useDefaults: true, strict: false });
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

export function compileValidator(part: Part, schema: TSchema): Validator {
  const validate: ValidateFunction = (part === 'body' ? exact : coercing).compile(schema);
  return (value) => {
    if (!validate(value)) {
      const error = validate.errors?.[0];
      throw new BadRequestError(describeError(part, error), 'invalid_request', faultyParam(error));
    }
  };
}

/**
 * The input field at fault, dotted from the top of its part ("settings", "settings.max_amount",
 * "limit", "interests.0"); undefined when the part as a whole is wrong (a body that is not an object).
 */
export function faultyParam(error: ErrorObject | undefined): string | undefined {
  if (!error) return undefined;
  const path = error.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return path.length > 0 ? path.join('.') : undefined;
}

/** "body.name must match pattern …", "query.limit must be <= 250", "body: interests is required". */
export function describeError(part: Part, error: ErrorObject | undefined): string {
  if (!error) return `${part} is invalid`;
  const field = [part, ...error.instancePath.split('/').filter(Boolean)].join('.');
  switch (error.keyword) {
    case 'required':
      return `${field}.${String(error.params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${field}.${String(error.params.additionalProperty)} is not allowed`;
    case 'enum':
      return `${field} must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    case 'maxLength':
      return `${field} must be at most ${String(error.params.limit)} characters`;
    case AMOUNT_KEYWORD:
      return `${field} ${AMOUNT_BOUND_TEXT}`;
    case 'maxItems':
      return `${field} must have at most ${String(error.params.limit)} items`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}
