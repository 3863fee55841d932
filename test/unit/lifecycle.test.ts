import assert from 'node:assert/strict';
import type { Component } from '../../core/lifecycle.ts';
import { Runtime } from '../../core/lifecycle.ts';
import { createLogger } from '../../core/logger.ts';
import { barrier, controlledClock } from '../support/wait.ts';

const log = createLogger('silent');

/** A component whose start waits until released (as a consumer waits for its group's join). */
function gated(name: string, events: string[], fail = false) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const component: Component = {
    name,
    async start() {
      events.push(`start ${name}`);
      await released;
      if (fail) throw new Error(`${name} failed`);
      events.push(`started ${name}`);
    },
    stop() {
      events.push(`stop ${name}`);
      return Promise.resolve();
    },
    health: () => Promise.resolve({ ok: true }),
  };
  return { component, release };
}

describe('runtime', () => {
  it('should start the components of a group at once, and stop them with the rest, last first', async () => {
    const events: string[] = [];
    const runtime = new Runtime(log);
    const first = gated('first', events);
    first.release();
    await runtime.start(first.component);
    const a = gated('a', events);
    const b = gated('b', events);
    const together = runtime.startTogether([a.component, b.component]);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(events.slice(2), ['start a', 'start b'], 'b starts while a still waits');
    b.release();
    a.release();
    await together;
    assert.deepEqual(Object.keys(await runtime.health()).sort(), ['a', 'b', 'first']);
    await runtime.stop();
    assert.equal(events.at(-1), 'stop first', 'the group stops before what it came after');
    assert.deepEqual(
      events
        .filter((e) => e.startsWith('stop'))
        .slice(0, 2)
        .sort(),
      ['stop a', 'stop b'],
    );
  });

  it('should throw the failure of one member only once every start has ended, the others started', async () => {
    const events: string[] = [];
    const runtime = new Runtime(log);
    const ok = gated('ok', events);
    const bad = gated('bad', events, true);
    const badStart = bad.component.start.bind(bad.component);
    const badEnded = barrier();
    bad.component.start = () => badStart().finally(() => badEnded.pass());
    let settled = false;
    const together = runtime.startTogether([bad.component, ok.component]).finally(() => (settled = true));
    bad.release();
    await badEnded.reached;
    await new Promise((resolve) => setImmediate(resolve)); // what the failure set going has run
    assert.equal(settled, false, 'the group waits for the start still under way');
    ok.release();
    await assert.rejects(together, /bad failed/);
    assert.ok(events.includes('started ok'), 'the other start was awaited');
    await runtime.stop();
    assert.deepEqual(
      events.filter((e) => e.startsWith('stop')),
      ['stop ok'],
      'what started is stopped',
    );
  });

  it('should report a health check that does not answer within 2 s as failed, degraded', async () => {
    const { clock, fake } = controlledClock();
    const runtime = new Runtime(log, clock);
    const hung: Component = {
      name: 'hung',
      start: () => Promise.resolve(),
      stop: () => Promise.resolve(),
      health: () => new Promise(() => {}),
    };
    await runtime.start(hung);
    let answered = false;
    const health = runtime.health().finally(() => (answered = true));
    await fake.tickAsync(1999);
    assert.equal(answered, false, 'still waiting within the 2 s');
    await fake.tickAsync(1);
    assert.deepEqual(await health, {
      hung: { ok: false, detail: 'timed out after 2000 ms', degraded: true },
    });
    assert.equal(fake.countTimers(), 0);
    await runtime.stop();
  });
});
