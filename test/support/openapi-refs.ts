// The OpenAPI document with its local references (`#/components/schemas/Order`) replaced by what
// they name, for tests that read schemas as plain JSON Schema (request generators). The document's
// named schemas are not recursive, so the copy is finite.
export function inlineRefs<T>(doc: T): T {
  const root = doc as Record<string, unknown>;
  const resolve = (ref: string): unknown =>
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, walk(v)]));
    if (typeof $ref !== 'string' || !$ref.startsWith('#/')) return $ref === undefined ? own : { $ref, ...own };
    const target = resolve($ref);
    if (target === undefined) throw new Error(`unresolved reference ${$ref}`);
    return { ...(walk(target) as Record<string, unknown>), ...own };
  };
  return walk(doc) as T;
}
