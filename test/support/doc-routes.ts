// The route tables of docs/api/*.md, read as data, and checked against the OpenAPI document.
//
// The convention the guides follow (docs/api/README.md, "Route tables"): a table row whose first
// cell holds `METHOD /path` code spans describes those routes. A path may abbreviate its start with
// `…` (`PUT …/metadata`: the one route of that method ending so, or the one under the row's previous
// path), name both chains with `pol\|sol`, carry its query (`?limit=100`) and spell parameters
// `{name}` or `:name`. Right after a route, ` — ` and a code span `{a, b?, c: […]}` list its body's
// fields, `?` marking the optional ones; a `body` column may hold that span instead. The `answers`
// column (else the last one) states a success other than 200 in bold (`**201**`); none stated
// means 200.

export interface DocField {
  name: string;
  optional: boolean;
}

export interface DocRoute {
  /** `file:line` of the row. */
  at: string;
  method: string;
  /** As written, `…` included. */
  written: string;
  /** The body's fields where the row lists them. */
  fields?: DocField[];
  /** The success status the row states (200 when it states none). */
  status: number;
}

const METHOD = '(GET|POST|PUT|PATCH|DELETE)';
const DELIMITER = /^\|[\s|:-]+\|$/;
const ROUTE_SPAN = new RegExp(`\`${METHOD} ([^\`]+)\`(?:\\s+—\\s+\`(\\{[^\`]*\\})\`)?`, 'g');

/** A table row's cells; `\|` (a pipe inside a cell, GitHub's escape) does not split. */
export function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));
}

/** Rows whose first cell a bare `|` inside a code span cut short (GitHub splits cells there too). */
export function splitCodeSpans(file: string, markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
    .filter(({ line }) => line.startsWith('|') && ((cells(line)[0] ?? '').match(/`/g) ?? []).length % 2 === 1)
    .map(({ at }) => `${at}: a | inside a code span splits the cell: write \\|`);
}

/** The top-level fields of `{a, b?, c: [...]}`. */
export function bodyFields(span: string): DocField[] {
  const inner = span.trim().replace(/^\{|\}$/g, '');
  const items: string[] = [];
  let depth = 0;
  let item = '';
  for (const ch of inner) {
    if ('[{('.includes(ch)) depth++;
    if (']})'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      items.push(item);
      item = '';
    } else item += ch;
  }
  items.push(item);
  return items
    .map((i) => i.trim().split(':')[0]!.trim())
    .filter((i) => i !== '')
    .map((i) => ({ name: i.replace(/\?$/, ''), optional: i.endsWith('?') }));
}

/** The routes the route tables of one guide describe. */
export function docRoutes(file: string, markdown: string): DocRoute[] {
  const lines = markdown.split('\n');
  const out: DocRoute[] = [];
  let header: string[] | undefined;
  let fenced = false;
  lines.forEach((line, i) => {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced || !line.startsWith('|')) {
      header = undefined;
      return;
    }
    if (DELIMITER.test(line)) return;
    if (DELIMITER.test(lines[i + 1] ?? '')) {
      header = cells(line);
      return;
    }
    const row = cells(line);
    const names = header ?? [];
    const answers = row[names.indexOf('answers')] ?? row[row.length - 1] ?? '';
    const bodyColumn =
      names.indexOf('body') >= 0 ? /^`(\{[^`]*\})`/.exec(row[names.indexOf('body')] ?? '')?.[1] : undefined;
    const stated = [...answers.matchAll(/\*\*(2\d\d)\*\*/g)].map((m) => Number(m[1]));
    const spans = [...(row[0] ?? '').matchAll(ROUTE_SPAN)];
    for (const [, method, written, body] of spans) {
      const listed = body ?? (spans.length === 1 ? bodyColumn : undefined);
      out.push({
        at: `${file}:${i + 1}`,
        method: method!,
        written: written!,
        ...(listed ? { fields: bodyFields(listed) } : {}),
        status: stated[0] ?? 200,
      });
    }
  });
  return out;
}

/** `/a/:id/b?x=1` → the OpenAPI spellings it stands for (`pol|sol` names two). */
export function openApiPaths(written: string): string[] {
  const bare = written.split('?')[0]!.replace(/:(\w+)/g, '{$1}');
  let paths = [''];
  for (const segment of bare.split('/').slice(1))
    paths = paths.flatMap((p) => segment.split('|').map((s) => `${p}/${s}`));
  return paths;
}

type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};
type Schema = {
  $ref?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
export type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** A body schema's fields, each required when every variant requires it. */
function schemaFields(doc: OpenApi, s: Schema): Map<string, boolean> {
  const target = s.$ref ? doc.components.schemas[s.$ref.split('/').pop()!]! : s;
  const variants = target.anyOf ?? target.oneOf;
  if (variants) {
    const each = variants.map((v) => schemaFields(doc, v));
    const names = new Set(each.flatMap((m) => [...m.keys()]));
    return new Map([...names].map((n) => [n, each.every((m) => m.get(n) === true)]));
  }
  const required = new Set(target.required ?? []);
  return new Map(Object.keys(target.properties ?? {}).map((n) => [n, required.has(n)]));
}

/** The document's operation a written route names: problems when none or several. */
function resolve(
  doc: OpenApi,
  r: DocRoute,
  previous: string | undefined,
): { path: string; op: Operation }[] | string {
  const method = r.method.toLowerCase();
  const all = Object.keys(doc.paths).filter((p) => doc.paths[p]![method]);
  const found: { path: string; op: Operation }[] = [];
  for (const written of openApiPaths(r.written.replace(/^…/, ''))) {
    let matches = r.written.startsWith('…')
      ? all.filter((p) => p.endsWith(written))
      : all.filter((p) => p === written);
    if (matches.length > 1 && previous) matches = matches.filter((p) => p.startsWith(previous));
    if (matches.length === 0) return `${r.method} ${r.written}: no such operation`;
    if (matches.length > 1)
      return `${r.method} ${r.written}: names ${matches.length} operations (${matches.join(', ')})`;
    found.push({ path: matches[0]!, op: doc.paths[matches[0]!]![method]! });
  }
  return found;
}

const kind = (required: boolean) => (required ? 'required' : 'optional');

/** Where the guides' route tables disagree with the document: success statuses and body fields. */
export function docProblems(doc: OpenApi, routes: readonly DocRoute[]): string[] {
  const problems: string[] = [];
  let previous: { at: string; path: string } | undefined;
  for (const r of routes) {
    const rowPrevious = previous && previous.at === r.at ? previous.path : undefined;
    const resolved = resolve(doc, r, rowPrevious);
    if (typeof resolved === 'string') {
      problems.push(`${r.at}: ${resolved}`);
      continue;
    }
    for (const { path, op } of resolved) {
      previous = { at: r.at, path };
      const where = `${r.at}: ${r.method} ${path}`;
      const success = Object.keys(op.responses).find((s) => s.startsWith('2'));
      if (String(r.status) !== success)
        problems.push(`${where} answers ${success}, the doc says ${r.status}`);
      if (!r.fields) continue;
      const schema = op.requestBody?.content['application/json']?.schema;
      const fields = schema ? schemaFields(doc, schema) : new Map<string, boolean>();
      for (const f of r.fields) {
        const required = fields.get(f.name);
        if (required === undefined) problems.push(`${where}: the body has no field ${f.name}`);
        else if (required === f.optional)
          problems.push(`${where}: ${f.name} is ${kind(required)}, the doc says ${kind(!f.optional)}`);
      }
      const listed = new Set(r.fields.map((f) => f.name));
      for (const name of fields.keys())
        if (!listed.has(name)) problems.push(`${where}: the doc leaves out the body field ${name}`);
    }
  }
  return problems;
}
