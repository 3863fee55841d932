// The OpenAPI document with its local references (`#/components/schemas/Order`) replaced by what
// they name, for tests that read schemas as plain JSON Schema (request generators). The document's
// named schemas are not recursive, so the copy is finite.
import type { JsonSchema } from './schema-arbitrary.ts';

export function inlineRefs<T>(doc: T): T {
  const root = doc as Record<string, unknown>;
  const resolve = (ref: string): unknown =>
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) =>
          (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        root,
      );
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, walk(v)]));
    if (typeof $ref !== 'string' || !$ref.startsWith('#/'))
      return $ref === undefined ? own : { $ref, ...own };
    const target = resolve($ref);
    if (target === undefined) throw new Error(`unresolved reference ${$ref}`);
    return { ...(walk(target) as Record<string, unknown>), ...own };
  };
  return walk(doc) as T;
}

/** An operation of the document, its schemas plain JSON Schema: what request generators read. */
export interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security: Record<string, unknown>[];
}

type Paths = { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };

/** Every operation of an OpenAPI document (its references inlined), method in upper case. */
export function operationsOf(doc: unknown): Operation[] {
  const { paths } = inlineRefs(doc as Paths);
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}
