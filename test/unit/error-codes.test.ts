// The error codes table of docs/concepts.md is core/errors.ts's ERROR_CODES rendered: the page
// cannot list a code the service does not send nor miss one it does. UPDATE_ERROR_CODES=1 rewrites
// the table between its markers from the code.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BadRequestError,
  ConflictError,
  ERROR_CODE_LIST,
  ERROR_CODES,
  NotFoundError,
  UnauthorizedError,
} from '../../core/errors.ts';

const PAGE = path.join(import.meta.dirname, '../../docs/concepts.md');
const START =
  '<!-- error codes: rendered from core/errors.ts ERROR_CODES by test/unit/error-codes.test.ts -->';
const END = '<!-- end of error codes -->';

function rendered(): string {
  const rows = ERROR_CODE_LIST.map(
    (c) => `| \`${c}\` | ${ERROR_CODES[c].status} | ${ERROR_CODES[c].meaning.replace(/\|/g, '\\|')} |`,
  );
  return [START, '', '| code | status | meaning |', '|---|---|---|', ...rows, '', END].join('\n');
}

describe('error codes', () => {
  it('should be rendered unchanged in docs/concepts.md', () => {
    const page = readFileSync(PAGE, 'utf8');
    const from = page.indexOf(START);
    const to = page.indexOf(END);
    assert.ok(from >= 0 && to > from, 'docs/concepts.md holds the table markers');
    const current = page.slice(from, to + END.length);
    if (process.env.UPDATE_ERROR_CODES) writeFileSync(PAGE, page.replace(current, rendered()));
    else assert.equal(current, rendered(), 'rerun with UPDATE_ERROR_CODES=1 to render the table again');
  });

  it('should give each error class its status general code by default', () => {
    assert.deepEqual(
      [new BadRequestError('x'), new UnauthorizedError(), new NotFoundError('x'), new ConflictError('x')].map(
        (e) => [e.status, e.code],
      ),
      [
        [400, 'invalid_request'],
        [401, 'unauthorized'],
        [404, 'not_found'],
        [409, 'conflict'],
      ],
    );
    for (const e of [new BadRequestError('x', 'insufficient_funds', 'amount')])
      assert.equal(ERROR_CODES[e.code].status, e.status);
  });

  it('should keep codes lowercase snake case, each with a meaning', () => {
    for (const c of ERROR_CODE_LIST) {
      assert.match(c, /^[a-z]+(_[a-z]+)*$/);
      assert.ok(ERROR_CODES[c].meaning.length > 10, c);
    }
  });
});
