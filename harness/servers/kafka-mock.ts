// librdkafka's mock Kafka cluster, started through Debian's kcat: one broker (or `brokers` of
// them, partition leaders spread across them as a real cluster's are), in memory, its bootstrap
// addresses printed on stderr. Every start is a fresh cluster, so topics and consumer
// groups start empty. The test run's shared broker (harness/servers/services.ts), the fault tests'
// own brokers (harness/servers/processes.ts) and the pipeline benchmark all start it here.
//
// Limits of the mock (librdkafka src/rdkafka_mock.c): each partition keeps only its newest 5 MiB
// (or 100 000 message sets); older records are deleted whether or not they were consumed, and a
// consumer that falls further behind gets "offset out of range" and skips ahead. A producer must
// therefore not run more than a few MiB per partition ahead of its consumers. Topics auto-create
// with 4 partitions; CreateTopics is refused.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

export interface KafkaMock {
  brokers: string;
  pid: number;
  /** The kcat process, for callers that track their children. */
  child: ChildProcess;
  /** SIGSTOP: the broker stops answering but keeps its port, topics and offsets. */
  pause(): void;
  /** SIGCONT. */
  resume(): void;
  stop(): Promise<void>;
}

export function kcatAvailable(): boolean {
  try {
    execFileSync('kcat', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** `rttMs`: librdkafka's `test.mock.broker.rtt`, a delay the mock adds to every response (0: none). */
export function startKafkaMock(timeoutMs = 15_000, brokers = 1, rttMs = 0): Promise<KafkaMock> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      'kcat',
      [
        '-X',
        `test.mock.num.brokers=${brokers}`,
        ...(rttMs > 0 ? ['-X', `test.mock.broker.rtt=${rttMs}`] : []),
        '-b',
        'localhost:1',
        '-C',
        '-t',
        '__keepalive',
        '-q',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    let started = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`kcat mock cluster did not start: ${stderr}`));
    }, timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`kcat exited with ${code}: ${stderr}`));
    };
    child.once('exit', onExit);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    // Read to the end (a full pipe would block the broker), kept only until the address shows.
    child.stderr!.on('data', (chunk: Buffer) => {
      if (started) return;
      stderr += chunk.toString();
      const match = /replaced with (\S+)/.exec(stderr);
      if (!match) return;
      started = true;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({
        brokers: match[1]!,
        pid: child.pid!,
        child,
        pause: () => child.kill('SIGSTOP'),
        resume: () => child.kill('SIGCONT'),
        stop: () =>
          new Promise<void>((done) => {
            if (exited(child)) return done();
            const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
            child.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            child.kill('SIGCONT'); // a paused broker cannot act on SIGTERM
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
