// The HTTP side of bench/orders.ts in a process of its own (so the API's event loop serves and
// does nothing else): `POST /api/v1/wallet/pol/{wallet}/order` in a closed loop over keep-alive
// connections (one per worker), one job per concurrency level, each answered with every sample
// and every order it placed. Worker w places for account w mod (accounts in the job); each account
// key is used for at most `keyBudget` requests (the API's per-key rate limit: 300 a minute), after
// which the worker moves on to the account's next fresh key.
import { Agent, request } from 'node:http';
import { childConfig, sendResult, signal } from './child-scenario.ts';
import { closedLoop, kindOf } from '../../harness/orders/orders-loop.ts';
import {
  EXPECTED_STATUS,
  type ClientConfig,
  type ClientJob,
  type ClientPhase,
  type PlacedOrder,
} from '../../harness/orders/orders-shared.ts';

function post(
  agent: Agent,
  port: number,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function runJob(port: number, job: ClientJob): Promise<ClientPhase> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  const bodies = { MARKET: JSON.stringify(job.bodies.MARKET), LIMIT: JSON.stringify(job.bodies.LIMIT) };
  const used = job.slots.map(() => 0);
  const placed: PlacedOrder[] = [];
  const op = async (worker: number, n: number) => {
    const s = worker % job.slots.length;
    const slot = job.slots[s]!;
    const key = slot.keys[Math.floor(used[s]! / job.keyBudget)];
    if (key === undefined) throw new Error(`key pool exhausted: account ${s} has no fresh account key left`);
    used[s]! += 1;
    const kind = kindOf(n);
    const r = await post(
      agent,
      port,
      `/api/v1/wallet/pol/${slot.walletId}/order`,
      { 'X-API-KEY': key },
      bodies[kind],
    );
    if (r.status !== 200) throw new Error(`HTTP ${r.status}: ${r.text.slice(0, 300)}`);
    const order = (JSON.parse(r.text) as { response: { order_id: string; status: string; type: string } })
      .response;
    placed.push({ orderId: order.order_id, walletId: slot.walletId, kind, status: order.status });
    if (order.type !== kind || order.status !== EXPECTED_STATUS[kind])
      throw new Error(`unexpected answer: a ${kind} order came back ${order.type} ${order.status}`);
  };
  const outcome = await closedLoop(job.concurrency, job.seconds, op);
  agent.destroy();
  return { outcome, placed, keysUsed: used.reduce((sum, u) => sum + Math.ceil(u / job.keyBudget), 0) };
}

/** Jobs arrive one at a time; `null` ends the process. */
function jobs(): AsyncIterable<ClientJob> {
  const queue: (ClientJob | null)[] = [];
  let wake: (() => void) | undefined;
  process.on('message', (m: { kind?: string; payload?: ClientJob | null }) => {
    if (m?.kind !== 'job') return;
    queue.push(m.payload ?? null);
    wake?.();
  });
  return {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        const job = queue.shift();
        if (!job) return;
        yield job;
      }
    },
  };
}

const { port } = childConfig<ClientConfig>();
const incoming = jobs();
await signal('ready', null);
for await (const job of incoming) await signal('job-done', await runJob(port, job));
await sendResult(null);
process.disconnect();
