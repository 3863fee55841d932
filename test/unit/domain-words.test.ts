// Below api/ the code speaks the domain: a refusal names a field by its domain path (`token_id`,
// `settings.sizing.amount`) through the namer of core/errors.ts, and only api/ says where a request
// carried it (`body.token_id`, `query.bucket`, `params.wallet_id`). This reads every string and
// template literal of those floors (comments and code are not text) and refuses any that spells a
// request location.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..');
/** The floors beneath api/ whose words reach a client through it. */
const FLOORS = ['core', 'storage', 'chains', 'venues', 'engine', 'ingest'];

/** `body.token_id`, or a literal ending in `body.` that a substitution completes (`body.${field}`). */
const REQUEST_LOCATION = /\b(body|query|params)\.([a-z_]|$)/;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Each string or template literal part of a source text that spells a request location, as `line: text`. */
function requestLocations(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node)) &&
      REQUEST_LOCATION.test(node.text)
    ) {
      found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('words beneath the API', () => {
  it('should find a request location in each kind of literal, and not in code or comments', () => {
    const sample = [
      "const a = 'body.token_id is not a token';",
      'const b = `query.bucket must be between ${min} and ${max}`;',
      'const c = `the market of body.${field} is closed`;',
      'const d = `${name(field)} must be params.wallet_id`;',
      '// body.token_id in a comment',
      'const e = body.token_id + query.limit;',
      "const f = 'the body. of text';",
      'const g = `${t}.${body}`;',
    ].join('\n');
    assert.deepEqual(requestLocations('sample.ts', sample), [
      '1: body.token_id is not a token',
      '2: query.bucket must be between ',
      '3: the market of body.',
      '4:  must be params.wallet_id',
    ]);
  });

  it('should spell no request location in any text of core, storage, chains, venues, engine or ingest', () => {
    const offenders = FLOORS.flatMap((floor) => tsFiles(join(ROOT, floor))).flatMap((file) =>
      requestLocations(file, readFileSync(file, 'utf8')).map((hit) => `${relative(ROOT, file)}:${hit}`),
    );
    assert.deepEqual(offenders, []);
  });
});
