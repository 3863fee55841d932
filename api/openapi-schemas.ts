// The named schemas of the OpenAPI document (components.schemas). A TypeBox schema declared with a
// `title` (`Type.Object({...}, { title: 'Order' })`) is published once under that name and referenced
// with `$ref` wherever an operation uses it, so a generated client has an `Order` type. Titles are
// the only naming: ajv ignores them, and nothing else has to list the names.
import type { TSchema } from '@sinclair/typebox';

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else'];
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs'];

/** OpenAPI's rule for the keys of components.schemas. */
const COMPONENT_NAME = /^[a-zA-Z0-9._-]+$/;

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export class NamedSchemas {
  /** components.schemas so far, by name. */
  readonly schemas: Record<string, unknown> = {};

  /** Publishes a schema under a name of its own choosing (one not declared in TypeBox). */
  define(name: string, schema: unknown): { $ref: string } {
    this.add(name, schema);
    return schemaRef(name);
  }

  /** The plain JSON Schema of `schema`, each titled part in it replaced by a `$ref` to its component. */
  use(schema: TSchema): unknown {
    // JSON round-tripping drops TypeBox's symbol-keyed metadata.
    return this.hoist(JSON.parse(JSON.stringify(schema)) as Record<string, unknown>);
  }

  private hoist(node: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = { ...node };
    for (const key of ONE) if (isObject(out[key])) out[key] = this.hoist(out[key]);
    for (const key of LIST)
      if (Array.isArray(out[key]))
        out[key] = (out[key] as Record<string, unknown>[]).map((s) => this.hoist(s));
    for (const key of MAP) {
      if (isObject(out[key])) {
        out[key] = Object.fromEntries(
          Object.entries(out[key]).map(([k, s]) => [k, isObject(s) ? this.hoist(s) : s]),
        );
      }
    }
    if (typeof out.title !== 'string') return out;
    this.add(out.title, out);
    return schemaRef(out.title);
  }

  private add(name: string, schema: unknown): void {
    if (!COMPONENT_NAME.test(name))
      throw new Error(`schema title '${name}' is not a component name (${COMPONENT_NAME.source})`);
    const known = this.schemas[name];
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(schema)) {
      // `Type.Union([Named], { description })` copies the title into a schema of its own: describe
      // the use on the property that holds it, or the type on its declaration.
      throw new Error(
        `two different schemas are titled '${name}' (one re-declared with other options?): one name, one shape`,
      );
    }
    this.schemas[name] = schema;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
