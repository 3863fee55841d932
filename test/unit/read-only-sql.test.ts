// The gate in front of ad-hoc SQL (POST /api/v1/admin/sql, `main.ts sql`): what passes, what is
// refused, and that comments, strings, quoted identifiers and heredocs cannot hide either.
import assert from 'node:assert/strict';
import { BadRequestError } from '../../core/errors.ts';
import { readOnlyStatement, streamsOnChdb } from '../../storage/clickhouse/read-only-sql.ts';

// The default limits (SQL_MAX_EXECUTION_S 30, SQL_MAX_MEMORY_MB 1024, SQL_MAX_THREADS 1, SQL_MAX_RESULT_MB 1024), then readonly.
const SUFFIX =
  "\nSETTINGS max_execution_time = 30, max_memory_usage = 1073741824, max_threads = 1, max_result_bytes = 1073741824, result_overflow_mode = 'throw', readonly = 1" +
  '\nFORMAT TabSeparatedWithNames';
const statement = (query: string) => readOnlyStatement(query, 'TabSeparatedWithNames');
const refused = (query: string, reason: RegExp) =>
  assert.throws(
    () => statement(query),
    (err: unknown) => err instanceof BadRequestError && reason.test(err.message),
    query,
  );

describe('read-only SQL gate', () => {
  it('should pass reads, with the readonly settings and the format appended', () => {
    for (const q of [
      'SELECT 1',
      'with x AS (SELECT 1) SELECT * FROM x',
      'DESCRIBE TABLE markets',
      'DESC markets',
      'SHOW TABLES',
      'EXPLAIN SELECT 1',
      'EXISTS TABLE markets',
      '(SELECT 1) UNION ALL (SELECT 2)',
      "SELECT 'a;b -- c', `weird;name` FROM t -- trailing comment",
      'SELECT $$ file( $$',
    ]) {
      assert.equal(statement(q), q + SUFFIX);
    }
    assert.equal(statement('  SELECT 1 ;  '), 'SELECT 1 ' + SUFFIX, 'one trailing ; is dropped');
  });

  it('should refuse writes, DDL and anything that is not one read statement', () => {
    for (const q of [
      'INSERT INTO t VALUES (1)',
      'DROP TABLE markets',
      'ALTER TABLE t DELETE WHERE 1',
      'SET readonly = 0',
      'OPTIMIZE TABLE t',
      'KILL QUERY WHERE 1',
      '/* SELECT */ DROP TABLE t',
    ]) {
      refused(q, /must be one SELECT, WITH, DESCRIBE, SHOW, EXPLAIN or EXISTS statement/);
    }
    refused('SELECT 1; DROP TABLE markets', /single statement/);
    refused('SELECT 1; -- and nothing else', /single statement/);
    refused('   ', /empty/);
  });

  it('should refuse what a read could still do to the host, however it is spelled', () => {
    refused("SELECT file('/etc/passwd')", /must not read files/);
    refused("SELECT FILE ('/etc/passwd')", /must not read files/);
    refused("SELECT `file`('/etc/passwd')", /must not read files/);
    refused('SELECT "file"(\'/etc/passwd\')', /must not read files/);
    refused("SELECT 1 INTO /* x */ OUTFILE '/tmp/x'", /must not write a file/);
    refused("SELECT $$x$$, file('/etc/passwd')", /must not read files/);
    refused("SELECT $tag$ ' $tag$, file('/etc/passwd')", /must not read files/);
  });

  it('should refuse its own SETTINGS and FORMAT, and unterminated text', () => {
    refused('SELECT 1 SETTINGS readonly = 0', /must not carry SETTINGS/);
    refused('SELECT * FROM (SELECT 1 settings max_threads=64)', /must not carry SETTINGS/);
    for (const q of [
      "SELECT name, value FROM system.settings WHERE name LIKE 'max_%'",
      "SHOW SETTINGS LIKE 'max_threads'",
      'SELECT settings FROM t',
    ]) {
      assert.equal(
        statement(q),
        q + SUFFIX,
        'the settings table, SHOW SETTINGS and a column of that name are reads',
      );
    }
    refused('SELECT 1 FORMAT JSON', /must not carry FORMAT/);
    refused("SELECT 'open", /unterminated ' quote/);
    refused('SELECT 1 /* open', /unterminated \/\* comment/);
    refused('SELECT $$ open', /unterminated \$\$ string/);
    assert.equal(
      statement("SELECT format('{}', 1)"),
      "SELECT format('{}', 1)" + SUFFIX,
      'the format() function is fine',
    );
  });

  it("should stream on chDB only what chDB's stream runs: a SELECT with its WITH and UNIONs", () => {
    const selects = ['SELECT 1', ' with x AS (SELECT 1) SELECT x', '((SELECT 1) UNION ALL (SELECT 2))'];
    for (const q of selects) assert.equal(streamsOnChdb(statement(q)), true, q);
    const others = ['SHOW TABLES', 'DESC t', 'EXPLAIN SELECT 1', 'EXISTS t', '-- SELECT\nSHOW TABLES'];
    for (const q of others) assert.equal(streamsOnChdb(statement(q)), false, q);
  });
});
