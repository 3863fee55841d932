// api/ is a row of sibling route families (docs/architecture.md, "Where to find a route"): a family's
// folder holds its routes, schemas and presenters, and what several families use lives in a room of
// its own (api/shared/, the files at the root of api/, auth/, middleware/), never inside one family.
// The import graph is read from the source with the TypeScript parser: every import and re-export,
// type-only ones included (an arrow for a reader even when the compiler erases it).
// Reads go through the engine like writes: a route calls an engine query service (engine/<domain>/,
// engine/market-queries/), never a repository or a store's reader itself; api/ may name a storage
// type (a handle it is given, a row an engine function returns) but imports no value from the
// stores' readers (test/support/import-graph.ts valueImportEdges).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { valueImportEdges } from '../support/import-graph.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const API = path.join(ROOT, 'api');
/** Folders of api/ that are not a route family: rooms every family may use. */
const SHARED_ROOMS = new Set(['shared', 'auth', 'middleware', 'docs']);
/** The longest import chain inside api/, counted in files (app → family routes → … → a leaf). */
const CHAIN_FILES_MAX = 5;
/** The stores' readers and writers: Postgres repositories, Redis hot-state readers, ClickHouse. */
const STORE_READERS = [
  /^storage\/postgres\/repositories\//,
  /^storage\/hot\/[^/]*-state\.ts$/,
  /^storage\/clickhouse\//,
];
/** api/ → storage arrows that are the storage port itself, not a read to put behind the engine. */
const STORE_IMPORTS_ALLOWED: Readonly<Record<string, string>> = {
  // The data team's SQL route passes their own statement to the analytics store: the read-only check
  // and its limits are that port's (bin/sql.ts uses the same), no domain read an engine service owns.
  'api/admin/sql-routes.ts → storage/clickhouse/read-only-sql.ts': 'the read-only SQL port',
  'api/admin/sql-routes.ts → storage/clickhouse/sql-limits.ts': "the read-only SQL port's limits",
};

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The module specifiers a file names: imports, re-exports, `import('…')` calls and types. */
function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const ref = node.moduleReference.expression;
      if (ts.isStringLiteral(ref)) found.push(ref.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) found.push(arg.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const rel = (file: string) => path.relative(ROOT, file);

/** api/ files → the api/ files each imports (relative specifiers that resolve inside api/). */
function apiImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of tsFiles(API)) {
    const targets = specifiersOf(file)
      .filter((s) => s.startsWith('.'))
      .map((s) => path.resolve(path.dirname(file), s))
      .filter((target) => target.startsWith(API + path.sep));
    graph.set(rel(file), [...new Set(targets.map(rel))]);
  }
  return graph;
}

/** The route family a file belongs to (`api/<family>/…`), or undefined for a shared room or root file. */
function familyOf(file: string): string | undefined {
  const parts = path.relative('api', file).split(path.sep);
  if (parts.length < 2) return undefined;
  return SHARED_ROOMS.has(parts[0]!) ? undefined : parts[0];
}

/** The longest path of the graph (a list of files), or the first cycle met (then `cycle` is set). */
function longestChain(graph: Map<string, string[]>): { chain: string[]; cycle?: string[] } {
  const longest = new Map<string, string[]>();
  const onPath: string[] = [];
  let cycle: string[] | undefined;
  const from = (file: string): string[] => {
    const known = longest.get(file);
    if (known) return known;
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycle ??= [...onPath.slice(at), file];
      return [file];
    }
    onPath.push(file);
    let best: string[] = [];
    for (const next of graph.get(file) ?? []) {
      const tail = from(next);
      if (tail.length > best.length) best = tail;
    }
    onPath.pop();
    const chain = [file, ...best];
    longest.set(file, chain);
    return chain;
  };
  let chain: string[] = [];
  for (const file of [...graph.keys()].sort()) {
    const candidate = from(file);
    if (candidate.length > chain.length) chain = candidate;
  }
  return cycle ? { chain, cycle } : { chain };
}

describe('api/ structure', () => {
  const graph = apiImportGraph();

  it('should read the imports of every family and the application that mounts them', () => {
    // Guards the parser: were no import found, the two checks below would pass on any code.
    const app = graph.get('api/api-app.ts') ?? [];
    for (const family of [
      'accounts',
      'admin',
      'copytrade',
      'events',
      'markets',
      'similarity',
      'trading',
      'wallets',
    ]) {
      assert.ok(
        app.some((f) => familyOf(f) === family),
        `api/api-app.ts should import a file of api/${family}/`,
      );
    }
    assert.ok(graph.get('api/openapi.ts')?.includes('api/route.ts'), 'api/openapi.ts imports api/route.ts');
  });

  it('should keep each route family to itself: no file of one family imports a file of another', () => {
    const crossings = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => familyOf(file) && familyOf(target) && familyOf(file) !== familyOf(target))
        .map((target) => `${file} → ${target}`),
    );
    assert.deepEqual(
      crossings,
      [],
      `${crossings.length} imports cross from one family into another; move what they share into ` +
        `api/shared/:\n  ${crossings.join('\n  ')}`,
    );
  });

  it(`should have no import cycle and no import chain longer than ${CHAIN_FILES_MAX} files inside api/`, () => {
    const { chain, cycle } = longestChain(graph);
    assert.equal(cycle, undefined, `an import cycle inside api/:\n  ${cycle?.join('\n  → ')}`);
    assert.ok(
      chain.length <= CHAIN_FILES_MAX,
      `the longest import chain inside api/ is ${chain.length} files (at most ${CHAIN_FILES_MAX}):\n  ` +
        chain.join('\n  → '),
    );
  });

  it('should read through engine query services: no api/ file imports a value from a store reader', () => {
    const arrows = valueImportEdges(['api'])
      .filter((e) => STORE_READERS.some((re) => re.test(e.to)))
      .map((e) => `${e.from} → ${e.to}`);
    // Guards the reader: the allowed arrows are value imports, so they must be found.
    for (const allowed of Object.keys(STORE_IMPORTS_ALLOWED))
      assert.ok(arrows.includes(allowed), `${allowed} read`);
    const direct = [...new Set(arrows)].filter((a) => !(a in STORE_IMPORTS_ALLOWED));
    assert.deepEqual(
      direct,
      [],
      `${direct.length} api/ imports call a store directly; read through an engine query service ` +
        `(engine/<domain>/…-queries.ts, engine/market-queries/):\n  ${direct.join('\n  ')}`,
    );
  });
});
