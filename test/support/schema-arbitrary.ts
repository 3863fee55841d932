// Generated request values for property tests over the OpenAPI document: a fast-check arbitrary
// per JSON Schema (the subset the service's TypeBox schemas use), real values the test knows
// (its own wallet id, a catalog token) offered by field name so that requests get past the first
// lookups, and hostile values to put in their place: huge and unsafe numbers, long digit runs,
// NUL bytes, lone surrogates, wrong types.
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;

/** Real values by field name (path parameter, query parameter or body property). */
export type Known = Record<string, readonly unknown[]>;

/** Numbers past every range: float extremes, int64 overflow, unsafe integers. */
const HUGE_NUMBERS = [
  1e308,
  -1e308,
  9223372036854775808,
  -9223372036854775808,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  2 ** 31,
];
const ODD_NUMBERS = [-1, 0, -0, 0.1, 1.5, 1e-7, 5e-324];

/** Digit strings past every range: 100-digit amounts, unsafe unix times, int64 overflow. */
const HUGE_DIGITS = [
  '9'.repeat(100),
  '1' + '0'.repeat(99),
  '9'.repeat(73),
  '0.' + '0'.repeat(99) + '1',
  '9999999999999999',
  '9223372036854775808',
  '99999999999999999999.5',
  '1e308',
  '-1',
  'NaN',
  'Infinity',
];

const ODD_TEXTS = [
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '𝓤𝓷𝓲𝓬𝓸𝓭𝓮 ﷽ 🏳️‍🌈',
  '\u202e\u200b\ufeff',
  'x'.repeat(5000),
  "'; DROP TABLE accounts; --",
  '%00',
  '0x' + 'f'.repeat(64),
  '2026-13-45T25:61:61Z',
  '9999-12-31T23:59:59Z',
  '0000-01-01',
];

const WRONG_TYPES = [null, true, [], {}, [1, 'a', null], { nested: { deeper: [1e308] } }];

/** Printable ASCII that does not compress: a deterministic pseudo-random run (a linear congruential generator). */
function incompressible(length: number): string {
  let x = 1;
  let text = '';
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    text += String.fromCharCode(48 + ((x >> 16) % 75));
  }
  return text;
}

/**
 * One of each kind of hostile value, for the sweep that puts every one of them in every field of
 * a well-formed request: what no schema expects, and what passes a loose schema and must still
 * be refused by the code behind it.
 */
export const HOSTILE_SWEEP: readonly unknown[] = [
  '9'.repeat(100),
  '9999999999999999',
  'a\u0000b',
  '\ud800',
  // Longer than a B-tree index entry may be (2704 bytes), even compressed.
  incompressible(4000),
  1e308,
  9223372036854775808,
  -1,
];

/** A hostile JSON value: numbers and strings no schema expects, and every wrong type. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HUGE_DIGITS), weight: 3 },
  { arbitrary: fc.constantFrom(...HUGE_NUMBERS), weight: 2 },
  { arbitrary: fc.constantFrom(...ODD_TEXTS), weight: 2 },
  { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
);

/** A hostile query or path text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HUGE_DIGITS), weight: 3 },
  { arbitrary: fc.constantFrom(...HUGE_NUMBERS, ...ODD_NUMBERS).map(String), weight: 2 },
  { arbitrary: fc.constantFrom(...ODD_TEXTS), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

function types(schema: JsonSchema): string[] {
  const t = schema.type;
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(Number(schema.maxLength ?? 40), 200);
  const minLength = Math.min(Number(schema.minLength ?? 0), maxLength);
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // a pattern fast-check cannot generate from: plain strings below
    }
  }
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({ minLength, maxLength });
}

/** Values the schema allows (mostly): what the well-formed part of a request is made of. */
export function fromSchema(schema: JsonSchema, known: Known = {}, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((s) => fromSchema(s, known, depth)));
  const kinds = types(schema);
  if (kinds.length > 1)
    return fc.oneof(...kinds.map((type) => fromSchema({ ...schema, type }, known, depth)));
  switch (kinds[0]) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(Number(schema.minimum ?? -1e6), Number.MIN_SAFE_INTEGER),
        max: Math.min(Number(schema.maximum ?? 1e6), Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: Number(schema.minimum ?? -1e6),
        max: Number(schema.maximum ?? 1e6),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      return fc.array(field('item', items, known, depth + 1), {
        maxLength: Math.min(Number(schema.maxItems ?? 5), 5),
      });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, sub] of Object.entries(properties)) model[name] = field(name, sub, known, depth + 1);
      return fc.record(model, { requiredKeys: required.filter((k) => k in model) });
    }
    default:
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** One named value: a real one when the test knows some, else one from its schema. */
export function field(name: string, schema: JsonSchema, known: Known, depth = 0): fc.Arbitrary<unknown> {
  const real = known[name];
  if (!real || real.length === 0) return fromSchema(schema, known, depth);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...real), weight: 3 },
    { arbitrary: fromSchema(schema, known, depth), weight: 1 },
  );
}

/** A value as query or path text. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Where a hostile value can go in a body: each property, one level of nesting deep. */
export function bodyFields(schema: JsonSchema, prefix: string[] = []): string[][] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([name, sub]) => {
    const at = [...prefix, name];
    return prefix.length === 0 && sub.type === 'object' ? [at, ...bodyFields(sub, at)] : [at];
  });
}

/** A copy of `body` with the value at `at` replaced (objects on the way made when missing). */
export function withValue(body: unknown, at: readonly string[], value: unknown): unknown {
  const root: Record<string, unknown> =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  let node = root;
  for (const key of at.slice(0, -1)) {
    const next = node[key];
    node = node[key] = next !== null && typeof next === 'object' && !Array.isArray(next) ? { ...next } : {};
  }
  node[at.at(-1)!] = value;
  return root;
}
