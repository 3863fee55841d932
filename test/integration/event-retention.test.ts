// Retention of account events and of the webhook delivery log on real PostgreSQL, through the
// HTTP API: events older than ACCOUNT_EVENTS_RETENTION_DAYS go with their deliveries and attempts,
// batch after batch; attempts older than WEBHOOK_ATTEMPTS_RETENTION_DAYS go on their own; a stream
// resuming before what was deleted is answered 410 events_expired, one resuming after it gets
// what is kept. Ages are set by moving rows back in time (a fresh database per suite).
import assert from 'node:assert/strict';
import { presentAccountEvent } from '../../api/events/presenters.ts';
import { createLogger } from '../../core/logger.ts';
import { WebhookDeliverer } from '../../engine/events/webhook-delivery.ts';
import { pruneEvents } from '../../engine/events/retention.ts';
import { startAccountsApi, projectHeaders, type AccountsApi } from '../../harness/stack/accounts-api.ts';
import { buildWalletOwner, paperCredit, type WalletOwner } from '../../harness/stack/wallets.ts';
import { openStream } from '../support/event-stream.ts';
import { startReceiver, type Receiver } from '../support/webhook-receiver.ts';

describe('account event retention', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let receiver: Receiver;
  let owner: WalletOwner;
  let webhookId: string;
  let headers: Record<string, string>;
  let ids: string[];

  const count = async (table: string, where = 'true', params: unknown[] = []) =>
    (
      await api.sql.query<{ n: number }>(
        't',
        `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
        params,
      )
    )[0]!.n;
  const age = (table: string, column: string, idColumn: string, idList: string[], days: number) =>
    api.sql.query(
      't',
      `UPDATE ${table} SET ${column} = ${column} - make_interval(days => $2) WHERE ${idColumn} = ANY($1::bigint[])`,
      [idList, days],
    );

  before(async () => {
    api = await startAccountsApi({ WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' });
    receiver = await startReceiver();
    const project = await api.newProject();
    headers = projectHeaders(project);
    const created = await api.client.post(
      '/api/v1/project/webhooks',
      { url: `${receiver.url}/hook` },
      headers,
    );
    assert.equal(created.status, 200, JSON.stringify(created.body));
    webhookId = created.body.data.webhook_id;
    owner = await buildWalletOwner(api, project);
    for (let i = 0; i < 5; i++) await paperCredit(api, owner.walletId, 'POL', 'pUSD', String(i + 1));
    const deliverer = new WebhookDeliverer(
      {
        sql: api.sql,
        log: createLogger('silent'),
        present: (e) => presentAccountEvent(api.custody.chains, e),
        sealer: api.custody.vault,
      },
      // One at a time: attempts are logged in event order, as their ids and times then agree.
      {
        timeoutMs: 5000,
        policy: { allowHttp: true, allowPrivate: true },
        retryBaseMs: 1000,
        retryMaxMs: 1000,
        maxAttempts: 3,
        concurrency: 1,
      },
    );
    assert.equal(await deliverer.deliverDue(), 5);
    ids = (
      await api.sql.query<{ id: string }>(
        't',
        'SELECT event_id::text AS id FROM account_events ORDER BY event_id',
      )
    ).map((r) => r.id);
    assert.equal(ids.length, 5);
  });
  after(async () => {
    await api?.stop();
    await receiver?.close();
  });

  it('should delete aged-out events with their deliveries and attempts in batches, and aged-out attempts alone', async () => {
    // Events 1-3 are 31 days old; event 4's attempt is 31 days old, the event itself is new.
    await age('account_events', 'created_at', 'event_id', ids.slice(0, 3), 31);
    await age('webhook_attempts', 'at', 'event_id', ids.slice(0, 4), 31);
    const nothing = await pruneEvents(api.sql, { eventsDays: 32, attemptsDays: 32, batch: 2 });
    assert.deepEqual(nothing, { events: 0, attempts: 0, endpoints: 0 }, 'nothing is older than 32 days');
    const pruned = await pruneEvents(api.sql, { eventsDays: 30, attemptsDays: 30, batch: 2 });
    assert.deepEqual(pruned, { events: 3, attempts: 4, endpoints: 0 });
    assert.deepEqual(
      (
        await api.sql.query<{ id: string }>(
          't',
          'SELECT event_id::text AS id FROM account_events ORDER BY event_id',
        )
      ).map((r) => r.id),
      ids.slice(3),
    );
    assert.equal(await count('webhook_deliveries', 'event_id = ANY($1::bigint[])', [ids.slice(0, 3)]), 0);
    assert.equal(
      await count('webhook_deliveries', 'event_id = ANY($1::bigint[])', [ids.slice(3)]),
      2,
      'the kept events keep their deliveries',
    );
    assert.deepEqual(
      (await api.sql.query<{ id: string }>('t', 'SELECT event_id::text AS id FROM webhook_attempts')).map(
        (r) => r.id,
      ),
      [ids[4]],
    );
    const log = await api.client.get(`/api/v1/project/webhooks/${webhookId}/deliveries`, headers);
    assert.deepEqual(
      log.body.data.map((a: { event_id: string }) => a.event_id),
      [ids[4]],
    );
    assert.deepEqual(
      await pruneEvents(api.sql, { eventsDays: 30, attemptsDays: 30, batch: 2 }),
      { events: 0, attempts: 0, endpoints: 0 },
      'a second round finds nothing',
    );
  });

  it('should delete an endpoint deleted before the cut-off once nothing refers to it, keeping the others', async () => {
    const made = async () =>
      (await api.client.post('/api/v1/project/webhooks', { url: `${receiver.url}/ended` }, headers)).body.data
        .webhook_id as string;
    const [ended, recent] = [await made(), await made()];
    for (const id of [ended, recent])
      assert.equal(
        (await api.client.request('DELETE', `/api/v1/project/webhooks/${id}`, { headers })).status,
        200,
      );
    await api.sql.query(
      't',
      "UPDATE webhook_endpoints SET updated_at = updated_at - interval '31 days' WHERE endpoint_id = $1",
      [ended],
    );
    // The first endpoint was deleted long ago too, but its deliveries of kept events still refer to it.
    await api.sql.query(
      't',
      "UPDATE webhook_endpoints SET active = false, updated_at = updated_at - interval '31 days' WHERE endpoint_id = $1",
      [webhookId],
    );
    assert.deepEqual(await pruneEvents(api.sql, { eventsDays: 30, attemptsDays: 30, batch: 2 }), {
      events: 0,
      attempts: 0,
      endpoints: 1,
    });
    const left = (
      await api.sql.query<{ id: string }>('t', 'SELECT endpoint_id AS id FROM webhook_endpoints')
    ).map((r) => r.id);
    assert.deepEqual(new Set(left), new Set([webhookId, recent]));
  });

  it('should answer 410 events_expired to a stream resuming before the deleted events, and resume after them', async () => {
    const account = { 'X-API-KEY': owner.headers['X-API-KEY']! };
    const expired = await api.client.get('/api/v1/account/events', { ...account, 'Last-Event-ID': ids[1]! });
    assert.equal(expired.status, 410, JSON.stringify(expired.body));
    assert.equal(expired.body.code, 'events_expired');
    assert.match(
      expired.body.error,
      new RegExp(`events after ${ids[1]} are no longer kept .*up to ${ids[2]}`),
    );
    const resumed = await openStream(api.client, account, ids[2]);
    try {
      assert.deepEqual(
        (await resumed.take(2)).map((s) => s.event.id),
        ids.slice(3),
      );
    } finally {
      await resumed.close();
    }
    // Without Last-Event-ID the stream starts with the next event, as always.
    const fresh = await openStream(api.client, account);
    await fresh.close();
  });
});
