// The embedded placement's chDB, in a worker thread (chdb-worker.ts). chDB runs inside the process;
// called from the main thread, its queries and the decoding of their results held the event loop
// (bench:load: cheap routes waited behind order-book queries, p99 in the hundreds of ms). In the
// worker they cost the main thread one message each way.
//
// One worker per process holds every chDB session of the process, and lives as long as the process
// (idle, it keeps nothing alive): chDB is one engine per process, and ending a thread that loaded it
// tears down state that the other threads' sessions share (a second worker's exit crashed the first
// one's queries). Sessions are opened and closed in the worker, as they were in the process.
// The main thread loads chDB's library too, without using it: when a worker's environment ends (at
// process exit) and it held the only reference, the library is unloaded under the engine's running
// threads, and the process dies of a segmentation fault (measured with chdb 3.4.0 on Node 20).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { ChdbReply, ChdbRequest } from './chdb-protocol.ts';

/** The worker's entry: registers tsx, then loads chdb-worker.ts. */
const WORKER_BOOT = new URL('./chdb-worker-boot.mjs', import.meta.url);

type Request = ChdbRequest extends infer R ? (R extends unknown ? Omit<R, 'id' | 'session'> : never) : never;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** An error of the worker's, rebuilt here with its message, name and code. */
export class ChdbWorkerError extends Error {
  constructor(
    message: string,
    override readonly name: string = 'ChdbWorkerError',
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The process's chDB worker: started on first use, started again if it ever dies. */
class ChdbWorker {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  call<T>(session: number, request: Request): Promise<T> {
    const worker = (this.worker ??= this.spawn());
    const id = this.nextId++;
    const result = new Promise<T>((resolve, reject) =>
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    );
    worker.postMessage({ ...request, id, session });
    worker.ref();
    return result;
  }

  private spawn(): Worker {
    createRequire(import.meta.url)('chdb'); // pins the library (see the top of this file)
    // No options of the parent's command line: the boot script loads tsx itself, and some of the
    // parent's (`--input-type` with `-e`, as the tests' helper processes run) would stop a worker.
    const worker = new Worker(WORKER_BOOT, { execArgv: [] });
    worker.on('message', (reply: ChdbReply) => this.settle(reply));
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', (code) => this.fail(worker, new Error(`chDB worker exited (code ${code})`)));
    return worker;
  }

  private settle(reply: ChdbReply): void {
    const waiter = this.pending.get(reply.id);
    if (!waiter) return;
    this.pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(new ChdbWorkerError(reply.error.message, reply.error.name, reply.error.code));
    // Like an idle client socket, an idle worker keeps nothing alive; one with work in hand does.
    if (this.pending.size === 0) this.worker?.unref();
  }

  /** The worker died: every request waiting on it fails; the next call starts another. */
  private fail(worker: Worker, err: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const waiter of this.pending.values()) waiter.reject(err);
    this.pending.clear();
  }
}

const shared = new ChdbWorker();
let sessions = 0;

/** One chDB session (a data directory and a database) in the process's chDB worker. */
export class ChdbSession {
  private readonly id = ++sessions;
  private open = false;

  static async open(chdbPath: string, database: string): Promise<ChdbSession> {
    const session = new ChdbSession();
    await shared.call(session.id, { op: 'open', chdbPath, database });
    session.open = true;
    return session;
  }

  call<T>(request: Request): Promise<T> {
    if (!this.open) return Promise.reject(new Error('clickhouse client is not started'));
    return shared.call<T>(this.id, request);
  }

  async close(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    await shared.call(this.id, { op: 'close' });
  }
}
