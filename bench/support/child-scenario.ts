// One measured scenario per child process: chDB binds one data directory per process, and a
// fresh process gives each scenario its own heap and its own peak RSS. The parent forks the child
// with a JSON config as its only argument; the child answers with one `result` message over IPC
// and exits. Scenarios made of several processes exchange further messages through the parent
// (`signal` in the child, `waitFor` / `send` in the parent).
import { fork } from 'node:child_process';

interface ChildMessage {
  kind: string;
  payload: unknown;
}

export interface ChildHandle<R> {
  pid: number;
  /** The child's `result`; rejects when it exits without one. */
  result: Promise<R>;
  /** Resolves with the payload of the child's next `kind` message (or one already received). */
  waitFor<T>(kind: string): Promise<T>;
  /** A message to the child (it reads it with `receive`). */
  send(kind: string, payload: unknown): void;
}

/**
 * Starts `script` (TypeScript, through tsx) in a child with `config`. `nodeFlags` go before the
 * script (V8 flags such as --max-old-space-size). The child's stdout/stderr are the parent's.
 */
export function forkChild<C, R>(
  script: string,
  config: C,
  nodeFlags: readonly string[] = [],
): ChildHandle<R> {
  const child = fork(script, [JSON.stringify(config)], {
    execArgv: ['--import', 'tsx', ...nodeFlags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const received = new Map<string, unknown>();
  const waiting = new Map<string, ((payload: unknown) => void)[]>();
  let exited: Error | undefined;
  const failWaiters = new Set<(err: Error) => void>();
  child.on('message', (message: ChildMessage) => {
    if (!message || typeof message.kind !== 'string') return;
    const waiters = waiting.get(message.kind);
    if (waiters?.length) {
      waiting.delete(message.kind);
      for (const wake of waiters) wake(message.payload);
    } else {
      received.set(message.kind, message.payload);
    }
  });
  const result = new Promise<R>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      exited = new Error(`${script} exited (${signal ?? `code ${code}`})`);
      for (const fail of failWaiters) fail(exited);
      if (received.has('result')) resolve(received.get('result') as R);
      else reject(new Error(`${exited.message} without a result`));
    });
  });
  result.catch(() => undefined);
  return {
    pid: child.pid!,
    result,
    waitFor<T>(kind: string): Promise<T> {
      if (received.has(kind)) {
        const payload = received.get(kind);
        received.delete(kind);
        return Promise.resolve(payload as T);
      }
      if (exited) return Promise.reject(exited);
      return new Promise<T>((resolve, reject) => {
        const list = waiting.get(kind) ?? [];
        list.push((payload) => resolve(payload as T));
        waiting.set(kind, list);
        failWaiters.add(reject);
      });
    },
    send(kind: string, payload: unknown): void {
      child.send({ kind, payload } satisfies ChildMessage);
    },
  };
}

/** forkChild and wait for its result. */
export function runChild<C, R>(script: string, config: C, nodeFlags: readonly string[] = []): Promise<R> {
  return forkChild<C, R>(script, config, nodeFlags).result;
}

/** In the child: the config the parent passed. */
export function childConfig<C>(): C {
  const arg = process.argv[2];
  if (!arg) throw new Error('this script is started by its benchmark (a JSON config argument is expected)');
  return JSON.parse(arg) as C;
}

/** In the child: a message to the parent; resolves once it is sent. */
export function signal(kind: string, payload: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return reject(new Error('no IPC channel: run this through its benchmark'));
    process.send({ kind, payload } satisfies ChildMessage, (err: Error | null) =>
      err ? reject(err) : resolve(),
    );
  });
}

/** In the child: hands the result to the parent. */
export function sendResult<R>(result: R): Promise<void> {
  return signal('result', result);
}

/** In the child: the payload of the parent's next `kind` message. */
export function receive<T>(kind: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: ChildMessage) => {
      if (message?.kind !== kind) return;
      process.off('message', listener);
      resolve(message.payload as T);
    };
    process.on('message', listener);
  });
}
