// The /docs page: fetches /openapi.json and renders it. Plain browser JavaScript, no framework.
// Every piece of text from the document goes through text nodes (never innerHTML), and the page's
// Content-Security-Policy forbids inline script and style, so nothing in the spec can run.

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const $ = (id) => document.getElementById(id);

/** An element with attributes (null/false skipped) and children (strings become text nodes). */
function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') node.className = v;
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

const code = (text) => h('code', null, text);
const json = (v) => JSON.stringify(v);

// ---- schemas -------------------------------------------------------------------------------------

let components = {};

/** Follows a local `$ref` (#/components/...); anything else is shown as it is. */
function resolve(schema) {
  const ref = schema?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema ?? {};
  let node = { components };
  for (const part of ref.slice(2).split('/')) node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node ?? {};
}

/** A one-line type: `string`, `integer`, `array of object`, `string | null`, `"DEPOSIT"`. */
function typeName(raw) {
  const s = resolve(raw);
  if ('const' in s) return json(s.const);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return alts.map(typeName).join(' | ');
  if (s.allOf) return s.allOf.map(typeName).join(' & ');
  let t = Array.isArray(s.type) ? s.type.join(' | ') : s.type;
  if (!t) t = s.properties || s.patternProperties ? 'object' : s.items ? 'array' : 'any';
  if (t === 'array' && s.items) t = `array of ${typeName(s.items)}`;
  if (s.format) t += ` (${s.format})`;
  if (typeof raw?.$ref === 'string') t += ` ${raw.$ref.split('/').pop()}`;
  return t;
}

/** Limits and allowed values as short labels: `default 100`, `max 250`, `one of: A, B`. */
function constraints(raw) {
  const s = resolve(raw);
  const out = [];
  if (s.enum) out.push(`one of: ${s.enum.map(json).join(', ')}`);
  if ('default' in s) out.push(`default ${json(s.default)}`);
  if (s.minimum !== undefined) out.push(`min ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) out.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) out.push(`max ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) out.push(`< ${s.exclusiveMaximum}`);
  if (s.multipleOf !== undefined) out.push(`multiple of ${s.multipleOf}`);
  if (s.minLength !== undefined) out.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) out.push(`max length ${s.maxLength}`);
  if (s.minItems !== undefined) out.push(`min items ${s.minItems}`);
  if (s.maxItems !== undefined) out.push(`max items ${s.maxItems}`);
  if (s.uniqueItems) out.push('unique items');
  if (s.minProperties !== undefined) out.push(`min keys ${s.minProperties}`);
  if (s.maxProperties !== undefined) out.push(`max keys ${s.maxProperties}`);
  if (s.pattern !== undefined) out.push(`pattern ${s.pattern}`);
  for (const [pattern, sub] of Object.entries(s.patternProperties ?? {})) {
    const values = typeName(sub);
    out.push(
      `${pattern === '^(.*)$' ? 'any keys' : `keys ${pattern}`}${values === 'any' ? '' : ` → ${values}`}`,
    );
  }
  if (s.additionalProperties === false) out.push('no other keys');
  else if (typeof s.additionalProperties === 'object')
    out.push(`other keys → ${typeName(s.additionalProperties)}`);
  return out;
}

/** What is nested inside a schema: object fields, array items, or the alternatives of anyOf. */
function children(raw, depth) {
  const s = resolve(raw);
  if (depth > 12) return [h('li', { class: 'muted' }, '…')];
  if (s.properties) {
    const required = new Set(s.required ?? []);
    return Object.entries(s.properties).map(([name, sub]) => field(name, sub, required.has(name), depth + 1));
  }
  if (s.items) return children(s.items, depth + 1);
  const alts = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alts && alts.some((a) => nested(a))) {
    return alts.map((a, i) => field(`option ${i + 1}`, a, false, depth + 1, true));
  }
  return [];
}

const nested = (raw) => {
  const s = resolve(raw);
  return Boolean(
    s.properties || (s.items && nested(s.items)) || (s.anyOf ?? s.oneOf ?? s.allOf)?.some(nested),
  );
};

/** One field of a schema tree: name, type, required, limits, description, then what it holds. */
function field(name, raw, required, depth, isOption = false) {
  const s = resolve(raw);
  const inner = children(raw, depth);
  return h(
    'li',
    { class: 'field' },
    h('span', { class: isOption ? 'name option' : 'name' }, name),
    ' ',
    h('span', { class: 'type' }, typeName(raw)),
    required ? h('span', { class: 'badge required' }, 'required') : null,
    constraints(raw).map((c) => h('span', { class: 'badge' }, c)),
    s.description ? h('div', { class: 'desc' }, s.description) : null,
    inner.length ? h('ul', { class: 'schema' }, inner) : null,
  );
}

/** A schema as a tree (the top level's own type and limits first, when it has any). */
function schemaTree(raw) {
  const inner = children(raw, 0);
  const s = resolve(raw);
  const head = h(
    'p',
    { class: 'schema-head' },
    h('span', { class: 'type' }, typeName(raw)),
    constraints(raw).map((c) => h('span', { class: 'badge' }, c)),
    s.description ? h('span', { class: 'desc' }, ` ${s.description}`) : null,
  );
  return h('div', { class: 'schema-block' }, head, inner.length ? h('ul', { class: 'schema' }, inner) : null);
}

// ---- operations ----------------------------------------------------------------------------------

/** How to authenticate: each alternative of `security` spelled out with its header or cookie. */
function authentication(op, spec) {
  const security = op.security ?? spec.security ?? [];
  if (security.length === 0) return h('p', { class: 'auth' }, 'None: public.');
  const schemes = spec.components?.securitySchemes ?? {};
  const items = security.map((requirement) => {
    const names = Object.keys(requirement);
    if (names.length === 0) return h('li', null, 'or no credential at all (optional)');
    return h(
      'li',
      null,
      names.map((n, i) => [i ? ' and ' : '', credential(n, schemes[n])]),
    );
  });
  return h('div', { class: 'auth' }, h('p', null, 'Any one of:'), h('ul', null, items));
}

function credential(name, scheme) {
  if (!scheme) return code(name);
  let how;
  if (scheme.type === 'apiKey') how = [`${scheme.in} `, code(scheme.name)];
  else if (scheme.type === 'http')
    how = ['header ', code(`Authorization: ${capital(scheme.scheme ?? '')} …`)];
  else how = [scheme.type ?? ''];
  return h(
    'span',
    null,
    h('strong', null, name),
    ': ',
    how,
    scheme.description ? ` — ${scheme.description}` : '',
  );
}

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function authLabel(op, spec) {
  const security = op.security ?? spec.security ?? [];
  if (security.length === 0) return 'public';
  const names = security.flatMap((r) => (Object.keys(r).length ? Object.keys(r) : ['optional']));
  return [...new Set(names)].join(' | ');
}

function parameterTable(params) {
  if (!params.length) return h('p', { class: 'muted' }, 'No parameters.');
  const rows = params.map((p) =>
    h(
      'tr',
      { 'data-param': p.name },
      h('td', null, code(p.name), p.required ? h('span', { class: 'badge required' }, 'required') : null),
      h('td', null, p.in),
      h('td', null, typeName(p.schema ?? {})),
      h(
        'td',
        null,
        constraints(p.schema ?? {}).map((c) => h('span', { class: 'badge' }, c)),
        p.description || p.schema?.description
          ? h('div', { class: 'desc' }, p.description ?? p.schema.description)
          : null,
      ),
    ),
  );
  return h(
    'table',
    { class: 'params' },
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        ['Name', 'In', 'Type', 'Limits and notes'].map((t) => h('th', null, t)),
      ),
    ),
    h('tbody', null, rows),
  );
}

/** Success responses: the status, the envelope key(s) and the payload under them. */
function responses(op) {
  const out = [];
  for (const [status, res] of Object.entries(op.responses ?? {})) {
    if (status === 'default' || status.startsWith('4') || status.startsWith('5')) continue;
    // JSON when offered, else the first media type (a stream of server-sent events, say).
    const content = res.content ?? {};
    const type = 'application/json' in content ? 'application/json' : Object.keys(content)[0];
    const schema = type ? content[type].schema : undefined;
    const s = resolve(schema);
    const keys = Object.keys(s.properties ?? {}).filter((k) => k !== 'success');
    const enveloped = type === 'application/json' && s.properties?.success && keys.length > 0;
    let shape;
    if (enveloped) {
      shape = [
        h(
          'p',
          null,
          'Answers ',
          code(`{"success": true, ${keys.map((k) => `"${k}": …`).join(', ')}}`),
          ' where ',
          keys.map(code).flatMap((c, i) => (i ? [' and ', c] : [c])),
          keys.length > 1 ? ' each hold:' : ' holds:',
        ),
        schemaTree(s.properties[keys[0]]),
      ];
    } else if (type) {
      shape = [h('p', null, 'Content type ', code(type)), schema ? schemaTree(schema) : null];
    } else {
      shape = h('p', { class: 'muted' }, 'No body.');
    }
    out.push(
      h(
        'div',
        { class: 'response', 'data-status': status },
        h('p', null, h('span', { class: 'badge status' }, status), ' ', res.description ?? ''),
        shape,
      ),
    );
  }
  return out;
}

/** Failure statuses: what each means, with an example body. */
function failures(op) {
  const rows = Object.entries(op.responses ?? {})
    .filter(([status]) => /^[45]/.test(status))
    .map(([status, res]) =>
      h(
        'tr',
        { 'data-status': status },
        h('td', null, h('span', { class: 'badge status' }, status)),
        h('td', null, res.description ?? ''),
        h('td', null, code(json(res.content?.['application/json']?.example ?? { success: false, error: '…' }))),
      ),
    );
  if (!rows.length) return null;
  return h(
    'table',
    { class: 'params failures' },
    h('thead', null, h('tr', null, ['Status', 'When', 'Example'].map((t) => h('th', null, t)))),
    h('tbody', null, rows),
  );
}

// ---- examples ------------------------------------------------------------------------------------

/** A value for a schema: its example, default, const or first allowed value, else a placeholder. */
function sample(raw, depth = 0) {
  const s = resolve(raw);
  if (s.examples?.length) return s.examples[0];
  for (const k of ['example', 'default', 'const']) if (k in s) return s[k];
  if (s.enum) return s.enum[0];
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return sample(alts.find((a) => resolve(a).type !== 'null') ?? alts[0], depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    if (depth > 4) return {};
    const required = new Set(s.required ?? []);
    return Object.fromEntries(
      Object.entries(s.properties ?? {})
        .filter(([k]) => required.has(k))
        .map(([k, v]) => [k, sample(v, depth + 1)]),
    );
  }
  if (type === 'array') return depth > 4 ? [] : [sample(s.items ?? {}, depth + 1)];
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'boolean') return true;
  if (s.format === 'uuid') return '00000000-0000-0000-0000-000000000000';
  return s.pattern ? `<${s.pattern}>` : '…';
}

const quote = (text) => `'${String(text).replace(/'/g, "'\\''")}'`;

/** A curl command for the operation, on this page's origin, with placeholders for what the caller supplies. */
function curlLine(op, spec) {
  const security = op.security ?? spec.security ?? [];
  const schemes = spec.components?.securitySchemes ?? {};
  const name = Object.keys(security.find((r) => Object.keys(r).length) ?? {})[0];
  const scheme = name ? schemes[name] : undefined;
  const parts = [`curl -X ${op.method.toUpperCase()}`];
  const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required);
  const qs = query.map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sample(p.schema ?? {})))}`).join('&');
  parts.push(quote(`${location.origin}${op.path}${qs ? `?${qs}` : ''}`));
  if (scheme?.in === 'header') parts.push(`-H ${quote(`${scheme.name}: <${name} key>`)}`);
  else if (scheme?.in === 'cookie') parts.push(`-b ${quote(`${scheme.name}=<session id>`)}`);
  else if (scheme?.type === 'http') parts.push(`-H ${quote('Authorization: Bearer <session id>')}`);
  if ((op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'idempotency-key')) {
    parts.push(`-H ${quote('Idempotency-Key: <a key of yours>')}`);
  }
  const body = op.requestBody?.content?.['application/json'];
  if (body) {
    parts.push(`-H ${quote('Content-Type: application/json')}`);
    parts.push(`-d ${quote(json(body.example ?? sample(body.schema ?? {})))}`);
  }
  return parts.join(' \\\n  ');
}

/** The curl line with a copy button, and the success answer's example when the document has one. */
function example(op, spec) {
  const line = curlLine(op, spec);
  const copy = h('button', { type: 'button', class: 'copy' }, 'Copy');
  copy.addEventListener('click', () => {
    void navigator.clipboard?.writeText(line).then(() => (copy.textContent = 'Copied'));
  });
  const success = Object.entries(op.responses ?? {}).find(([status]) => /^2/.test(status))?.[1];
  const answer = success?.content?.['application/json']?.example;
  return [
    h('div', { class: 'example' }, copy, h('pre', { class: 'curl' }, h('code', null, line))),
    answer === undefined ? null : [h('p', null, 'Example answer:'), h('pre', { class: 'answer' }, h('code', null, JSON.stringify(answer, null, 2)))],
  ];
}

function operationView(op, spec) {
  const body = op.requestBody?.content?.['application/json']?.schema;
  const params = (op.parameters ?? []).map((p) => resolve(p));
  const m = op.method.toUpperCase();
  return h(
    'details',
    { class: 'op', id: op.id, 'data-method': m, 'data-path': op.path },
    h(
      'summary',
      null,
      h('span', { class: `method m-${op.method}` }, m),
      h('code', { class: 'path' }, op.path),
      h('span', { class: 'summary' }, op.summary ?? ''),
      h('span', { class: 'badge auth-kind' }, authLabel(op, spec)),
    ),
    h(
      'div',
      { class: 'op-body' },
      h('p', null, h('a', { href: `#${op.id}`, class: 'permalink' }, `#${op.id}`)),
      op.description ? h('p', { class: 'desc' }, op.description) : null,
      h('h4', null, 'Authentication'),
      authentication(op, spec),
      h('h4', null, 'Parameters'),
      parameterTable(params),
      body ? [h('h4', null, 'Request body (JSON)'), schemaTree(body)] : null,
      h('h4', null, 'Response'),
      responses(op),
      h('h4', null, 'Failures'),
      failures(op) ?? h('p', { class: 'muted' }, 'None beyond 503 when the service is past capacity.'),
      h('h4', null, 'Example'),
      example(op, spec),
    ),
  );
}

/** Every operation of the document, in document order, with what the filter searches. */
function operations(spec) {
  const ops = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const id = op.operationId ?? `${method.toUpperCase()}-${path}`;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolve(p));
      const text = [
        method,
        path,
        op.summary,
        op.description,
        id,
        ...(op.tags ?? []),
        ...params.map((p) => p.name),
      ];
      ops.push({
        ...op,
        parameters: params,
        method,
        path,
        id,
        tag: op.tags?.[0] ?? 'other',
        text: text.join(' ').toLowerCase(),
      });
    }
  }
  return ops;
}

// ---- page ----------------------------------------------------------------------------------------

let all = [];

function render(spec) {
  components = spec.components ?? {};
  all = operations(spec);
  document.title = `${spec.info?.title ?? 'API'} — API reference`;
  $('title').textContent = spec.info?.title ?? 'API reference';
  $('version').textContent = spec.info?.version
    ? `v${spec.info.version} · OpenAPI ${spec.openapi ?? ''}`
    : '';

  const declared = (spec.tags ?? []).map((t) => t.name);
  const tags = [...new Set([...declared.filter((t) => all.some((o) => o.tag === t)), ...all.map((o) => o.tag)])];
  const main = $('operations');
  const nav = $('sidebar');
  main.replaceChildren(introduction(spec));
  nav.replaceChildren(
    h(
      'p',
      { class: 'toggle' },
      h('button', { type: 'button', id: 'expand' }, 'Expand all'),
      ' ',
      h('button', { type: 'button', id: 'collapse' }, 'Collapse all'),
    ),
  );
  for (const tag of tags) {
    const ops = all.filter((o) => o.tag === tag);
    main.append(
      h(
        'section',
        { class: 'tag', id: `tag-${tag}`, 'data-tag': tag },
        h('h2', null, tag),
        (spec.tags ?? []).find((t) => t.name === tag)?.description
          ? h('p', { class: 'desc' }, spec.tags.find((t) => t.name === tag).description)
          : null,
        ops.map((o) => (o.node = operationView(o, spec))),
      ),
    );
    nav.append(
      h(
        'div',
        { class: 'nav-tag', 'data-tag': tag },
        h(
          'a',
          { href: `#tag-${tag}`, class: 'nav-tag-name' },
          tag,
          h('span', { class: 'muted' }, ` ${ops.length}`),
        ),
        h(
          'ul',
          null,
          ops.map(
            (o) =>
              (o.link = h(
                'li',
                null,
                h(
                  'a',
                  { href: `#${o.id}`, title: o.summary ?? '' },
                  h('span', { class: `method m-${o.method}` }, o.method.toUpperCase()),
                  ' ',
                  o.path,
                ),
              )),
          ),
        ),
      ),
    );
  }
  main.append(h('p', { id: 'empty', class: 'muted', hidden: true }, 'No operation matches the filter.'));
  $('expand').addEventListener('click', () => all.forEach((o) => (o.node.open = true)));
  $('collapse').addEventListener('click', () => all.forEach((o) => (o.node.open = false)));
  applyFilter();
}

/** info.description: paragraphs and `- ` lists, with `code` and **bold** spans (text nodes only). */
function introduction(spec) {
  const text = spec.info?.description;
  if (!text) return null;
  const inline = (line) =>
    line.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part) =>
      part.startsWith('`') ? code(part.slice(1, -1)) : part.startsWith('**') ? h('strong', null, part.slice(2, -2)) : part,
    );
  const blocks = [];
  let list = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) {
      if (!list) blocks.push((list = h('ul', null)));
      list.append(h('li', null, inline(line.slice(2))));
    } else {
      list = null;
      if (line.trim()) blocks.push(h('p', null, inline(line)));
    }
  }
  return h('section', { class: 'intro', id: 'introduction' }, h('h2', null, 'Introduction'), blocks);
}

function applyFilter() {
  const terms = $('filter').value.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const o of all) {
    const match = terms.every((t) => o.text.includes(t));
    o.node.hidden = !match;
    o.link.hidden = !match;
    if (match) shown++;
  }
  for (const section of document.querySelectorAll('[data-tag]')) {
    const tag = section.getAttribute('data-tag');
    section.hidden = !all.some((o) => o.tag === tag && !o.node.hidden);
  }
  $('empty').hidden = shown > 0;
  $('count').textContent = terms.length ? `${shown} of ${all.length} operations` : `${all.length} operations`;
}

/** `#listWallets` (operationId), `#GET-/api/v1/wallets` (method and path) or `#tag-wallets`. */
function openHash() {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (!hash) return;
  const dash = hash.indexOf('-');
  const op =
    all.find((o) => o.id === hash) ??
    all.find(
      (o) => dash > 0 && o.method === hash.slice(0, dash).toLowerCase() && o.path === hash.slice(dash + 1),
    );
  const target = op?.node ?? document.getElementById(hash);
  if (!target) return;
  if (target.hidden) {
    $('filter').value = '';
    applyFilter();
  }
  if (op) op.node.open = true;
  document.querySelector('.target')?.classList.remove('target');
  target.classList.add('target');
  target.scrollIntoView({ block: 'start' });
}

function fail(message) {
  document.body.dataset.state = 'error';
  $('operations').replaceChildren(
    h(
      'div',
      { class: 'error', role: 'alert' },
      h('strong', null, 'Could not load /openapi.json: '),
      message,
      h('p', null, 'Check that the service is running, then reload this page.'),
    ),
  );
}

async function main() {
  let spec;
  try {
    const res = await fetch('/openapi.json', { headers: { accept: 'application/json' } });
    if (!res.ok) return fail(`HTTP ${res.status} ${res.statusText}`.trim());
    spec = await res.json();
    if (!spec || typeof spec.paths !== 'object') return fail('the answer is not an OpenAPI document.');
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
  render(spec);
  $('filter').addEventListener('input', applyFilter);
  window.addEventListener('hashchange', openHash);
  openHash();
  document.body.dataset.state = 'ready';
}

void main();
