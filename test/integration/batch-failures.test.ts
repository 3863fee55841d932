// How the bus tells a failing batch's kind from the errors our real clients throw: an unreachable
// PostgreSQL or Redis is waited out (never makes records poison), a failing statement is retried a
// bounded number of times, a PoisonError is poison at once.
import assert from 'node:assert/strict';
import { Redis } from 'ioredis';
import pg from 'pg';
import { BatchFailures, classifyFailure, deadLetterTopicOf } from '../../storage/bus/batch-failures.ts';
import { PoisonError } from '../../storage/bus/bus.ts';
import { required } from '../../harness/servers/backends.ts';
import { freePort } from '../../harness/servers/free-port.ts';

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

describe('batch failure classes', () => {
  it('should take an unreachable PostgreSQL or Redis for an outage, not for poison', async () => {
    const port = await freePort();
    const pgDown = await failureOf(async () => {
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x' });
      await client.connect();
    });
    assert.equal(classifyFailure(pgDown), 'unavailable');
    const redis = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const redisDown = await failureOf(() => redis.connect());
    assert.equal(classifyFailure(redisDown), 'unavailable');
    // A command while the connection is down (the hot state runs without an offline queue).
    const redisOffline = new Redis(port, '127.0.0.1', { lazyConnect: true, enableOfflineQueue: false });
    const commandDown = await failureOf(() => redisOffline.get('k'));
    redis.disconnect();
    redisOffline.disconnect();
    assert.equal(classifyFailure(commandDown), 'unavailable');
  });

  it('should retry a failing statement a bounded number of times, and a PoisonError not at all', async () => {
    const client = new pg.Client({ connectionString: required('TEST_DATABASE_URL') });
    await client.connect();
    const divide = await failureOf(() => client.query('SELECT 1 / 0'));
    await client.end();
    assert.equal(classifyFailure(divide), 'retriable');
    assert.equal(classifyFailure(new PoisonError('bad record')), 'poison');

    const failures = new BatchFailures({ maxAttempts: 3, retryInitialMs: 10, retryMaxMs: 40 });
    const outage = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const verdicts = [divide, outage, outage, outage, divide, divide].map((err) => failures.next(err));
    assert.deepEqual(verdicts.slice(0, 5), [
      { retryInMs: 10, kind: 'retriable' },
      { retryInMs: 20, kind: 'unavailable' },
      { retryInMs: 40, kind: 'unavailable' },
      { retryInMs: 40, kind: 'unavailable' },
      { retryInMs: 40, kind: 'retriable' },
    ]);
    assert.deepEqual(verdicts[5], { poison: 'failed 3 times; last error: division by zero' });
    assert.deepEqual(
      new BatchFailures({ maxAttempts: 3, retryInitialMs: 10, retryMaxMs: 40 }).next(new PoisonError('bad')),
      { poison: 'bad' },
    );
  });

  it('should send a topic family to its dead-letter topic', () => {
    assert.equal(deadLetterTopicOf('md.books'), 'md.dead-letter');
    assert.equal(deadLetterTopicOf('chain.deposits'), 'chain.dead-letter');
    assert.equal(deadLetterTopicOf('trading.fills'), 'trading.dead-letter');
    assert.equal(deadLetterTopicOf('plain'), 'plain.dead-letter');
  });
});
