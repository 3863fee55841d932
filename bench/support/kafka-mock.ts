// librdkafka's mock Kafka cluster, started through Debian's kcat the way the test suite starts it
// (test/support/services.ts): one broker, in memory, bootstrap address printed on stderr. Every
// start is a fresh cluster, so topics and consumer groups start empty.
//
// Limits of the mock that matter to a benchmark (librdkafka src/rdkafka_mock.c): each partition
// keeps only its newest 5 MiB (or 100 000 message sets); older records are deleted whether or not
// they were consumed, and a consumer that falls further behind gets "offset out of range" and
// skips ahead. A producer must therefore not run more than a few MiB per partition ahead of its
// consumers. Topics auto-create with 4 partitions; CreateTopics is refused.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

export interface KafkaMock {
  brokers: string;
  pid: number;
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

export function startKafkaMock(timeoutMs = 15_000): Promise<KafkaMock> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      'kcat',
      ['-X', 'test.mock.num.brokers=1', '-b', 'localhost:1', '-C', '-t', '__keepalive', '-q'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
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
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /replaced with (\S+)/.exec(stderr);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({
        brokers: match[1]!,
        pid: child.pid!,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
            child.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
