// Kalshi's own statement of its payloads, read from the OpenAPI-generated client kalshi-typescript
// (node_modules/kalshi-typescript/models/*.ts): each model interface's fields, whether each is
// required, and its type (string, number, boolean, object, null, arrays, maps, other models, and
// the enums generated as `const X = {...} as const`). The package ships no OpenAPI document and no
// run-time type map (typescript-axios generates interfaces only), so the interfaces are parsed with
// the TypeScript compiler. `shapeProblems` checks a decoded JSON value against a model, so stand-ins
// and recorded payloads are held to what the real API says.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

type Shape =
  | { kind: 'string' | 'number' | 'boolean' | 'object' | 'any' | 'null' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'array'; of: Shape }
  | { kind: 'map'; of: Shape }
  | { kind: 'ref'; name: string }
  | { kind: 'union'; of: Shape[] };

interface Field {
  required: boolean;
  shape: Shape;
}

export interface ShapeProblem {
  /** JSON path of the value, e.g. `markets[3].yes_bid_dollars`. */
  path: string;
  /** missing: a required field is absent; extra: a field the model does not name; type: the wrong type. */
  kind: 'missing' | 'extra' | 'type';
  detail: string;
}

const modelsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('kalshi-typescript/package.json')),
  'models',
);

/** The version of kalshi-typescript read. */
export const KALSHI_TYPESCRIPT_VERSION = (
  JSON.parse(readFileSync(path.join(modelsDir, '../package.json'), 'utf8')) as { version: string }
).version;

function shapeOf(node: ts.TypeNode, enums: Map<string, string[]>): Shape {
  switch (node.kind) {
    case ts.SyntaxKind.StringKeyword:
      return { kind: 'string' };
    case ts.SyntaxKind.NumberKeyword:
      return { kind: 'number' };
    case ts.SyntaxKind.BooleanKeyword:
      return { kind: 'boolean' };
    case ts.SyntaxKind.ObjectKeyword:
      return { kind: 'object' };
    case ts.SyntaxKind.AnyKeyword:
    case ts.SyntaxKind.UnknownKeyword:
      return { kind: 'any' };
  }
  if (ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword) return { kind: 'null' };
  if (ts.isUnionTypeNode(node)) return { kind: 'union', of: node.types.map((t) => shapeOf(t, enums)) };
  if (ts.isArrayTypeNode(node)) return { kind: 'array', of: shapeOf(node.elementType, enums) };
  if (ts.isTypeLiteralNode(node)) {
    const index = node.members.find(ts.isIndexSignatureDeclaration);
    return { kind: 'map', of: index ? shapeOf(index.type, enums) : { kind: 'any' } };
  }
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText();
    if (name === 'Array' && node.typeArguments?.[0])
      return { kind: 'array', of: shapeOf(node.typeArguments[0], enums) };
    return { kind: 'ref', name };
  }
  throw new Error(`kalshi-typescript: unsupported type ${ts.SyntaxKind[node.kind]} (${node.getText()})`);
}

function readModels(): { interfaces: Map<string, Map<string, Field>>; enums: Map<string, string[]> } {
  const interfaces = new Map<string, Map<string, Field>>();
  const enums = new Map<string, string[]>();
  const pending: [string, ts.InterfaceDeclaration, ts.SourceFile][] = [];
  for (const file of readdirSync(modelsDir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(modelsDir, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    for (const statement of source.statements) {
      if (ts.isInterfaceDeclaration(statement)) pending.push([statement.name.text, statement, source]);
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations) {
          let init = declaration.initializer;
          if (init && ts.isAsExpression(init)) init = init.expression;
          if (!init || !ts.isObjectLiteralExpression(init) || !ts.isIdentifier(declaration.name)) continue;
          enums.set(
            declaration.name.text,
            init.properties.flatMap((p) =>
              ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer) ? [p.initializer.text] : [],
            ),
          );
        }
    }
  }
  for (const [name, declaration] of pending) {
    const fields = new Map<string, Field>();
    for (const member of declaration.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const key = ts.isStringLiteral(member.name) ? member.name.text : member.name.getText();
      fields.set(key, { required: member.questionToken === undefined, shape: shapeOf(member.type, enums) });
    }
    interfaces.set(name, fields);
  }
  return { interfaces, enums };
}

let models: ReturnType<typeof readModels> | undefined;
const loaded = () => (models ??= readModels());

/** The fields kalshi-typescript's model `name` requires. */
export function requiredFields(name: string): string[] {
  const fields = loaded().interfaces.get(name);
  if (!fields) throw new Error(`kalshi-typescript has no model ${name}`);
  return [...fields].filter(([, f]) => f.required).map(([key]) => key);
}

function describe(shape: Shape): string {
  switch (shape.kind) {
    case 'enum':
      return `one of ${shape.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'array':
      return `array of ${describe(shape.of)}`;
    case 'map':
      return `map of ${describe(shape.of)}`;
    case 'ref':
      return shape.name;
    case 'union':
      return shape.of.map(describe).join(' | ');
    default:
      return shape.kind;
  }
}

function check(value: unknown, shape: Shape, at: string, out: ShapeProblem[]): boolean {
  const { interfaces, enums } = loaded();
  const wrong = () => (
    out.push({
      path: at,
      kind: 'type',
      detail: `${JSON.stringify(value)?.slice(0, 60)} is not ${describe(shape)}`,
    }),
    false
  );
  switch (shape.kind) {
    case 'any':
      return true;
    case 'null':
      return value === null || wrong();
    case 'string':
    case 'boolean':
      return typeof value === shape.kind || wrong();
    case 'number':
      return (typeof value === 'number' && Number.isFinite(value)) || wrong();
    case 'object':
      return (typeof value === 'object' && value !== null) || wrong();
    case 'enum':
      return (typeof value === 'string' && shape.values.includes(value)) || wrong();
    case 'array':
      if (!Array.isArray(value)) return wrong();
      return value.map((item, i) => check(item, shape.of, `${at}[${i}]`, out)).every(Boolean);
    case 'map':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return wrong();
      return Object.entries(value)
        .map(([k, v]) => check(v, shape.of, `${at}.${k}`, out))
        .every(Boolean);
    case 'union': {
      // The first member that fits without type problems; else report against the whole union.
      for (const member of shape.of) {
        const trial: ShapeProblem[] = [];
        if (check(value, member, at, trial)) return (out.push(...trial), true);
      }
      return wrong();
    }
    case 'ref': {
      const values = enums.get(shape.name);
      if (values && !loaded().interfaces.has(shape.name))
        return check(value, { kind: 'enum', values }, at, out);
      const fields = interfaces.get(shape.name);
      if (!fields) throw new Error(`kalshi-typescript has no model ${shape.name}`);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return wrong();
      const record = value as Record<string, unknown>;
      let fits = true;
      for (const [key, field] of fields) {
        if (!(key in record)) {
          if (field.required)
            out.push({ path: join(at, key), kind: 'missing', detail: `${shape.name}.${key} is required` });
        } else fits = check(record[key], field.shape, join(at, key), out) && fits;
      }
      for (const key of Object.keys(record))
        if (!fields.has(key))
          out.push({ path: join(at, key), kind: 'extra', detail: `${shape.name} names no field ${key}` });
      return fits;
    }
  }
}

const join = (at: string, key: string) => (at ? `${at}.${key}` : key);

/** How `value` (decoded JSON) differs from kalshi-typescript's model `name`; empty when it is one. */
export function shapeProblems(value: unknown, name: string): ShapeProblem[] {
  const out: ShapeProblem[] = [];
  check(value, { kind: 'ref', name }, '', out);
  return out;
}

/** The problems of one kind, with array indexes folded (`markets[*].x`) and each path counted once. */
export function foldedPaths(problems: readonly ShapeProblem[], kind: ShapeProblem['kind']): string[] {
  return [
    ...new Set(problems.filter((p) => p.kind === kind).map((p) => p.path.replace(/\[\d+\]/g, '[*]'))),
  ].sort();
}

let queries: Map<string, Set<string>> | undefined;

/**
 * The query parameters kalshi-typescript sends on `path` (a concrete path such as
 * `/markets/KX-1/orderbook`), read from its generated api/*.ts (each operation's `localVarPath`
 * and the `localVarQueryParameter[...]` it sets); undefined when the client has no such path.
 */
export function queryParametersOf(concretePath: string): ReadonlySet<string> | undefined {
  if (!queries) {
    queries = new Map();
    const apiDir = path.join(modelsDir, '../api');
    for (const file of readdirSync(apiDir).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(path.join(apiDir, file), 'utf8');
      for (const part of text.split('const localVarPath = `').slice(1)) {
        const template = part.slice(0, part.indexOf('`'));
        const names = queries.get(template) ?? new Set<string>();
        for (const m of part.matchAll(/localVarQueryParameter\['([^']+)'\]/g)) names.add(m[1]!);
        queries.set(template, names);
      }
    }
  }
  const exact = queries.get(concretePath);
  if (exact) return exact;
  for (const [template, names] of queries) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(concretePath)) return names;
  }
  return undefined;
}
