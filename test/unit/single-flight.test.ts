// core/single-flight.ts: calls of one key in flight share one run; nothing is kept once it settles.
import assert from 'node:assert/strict';
import { SingleFlight } from '../../core/single-flight.ts';

/** A call that settles when told to, counting its runs. */
function gate<T>() {
  let runs = 0;
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  return {
    call: () => {
      runs += 1;
      return new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
    },
    runs: () => runs,
    resolve: (v: T) => pending.shift()!.resolve(v),
    reject: (e: unknown) => pending.shift()!.reject(e),
  };
}

describe('SingleFlight', () => {
  it('should run the calls of one key in flight once, tell each joiner, and answer all', async () => {
    const flight = new SingleFlight<string>();
    const g = gate<string>();
    let joined = 0;
    const answers = Array.from({ length: 5 }, () => flight.run('k', g.call, () => (joined += 1)));
    assert.equal(g.runs(), 1);
    assert.equal(joined, 4);
    g.resolve('v');
    assert.deepEqual(await Promise.all(answers), ['v', 'v', 'v', 'v', 'v']);
  });

  it('should run other keys apart, and a call after the answer anew', async () => {
    const flight = new SingleFlight<string>();
    const g = gate<string>();
    const a = flight.run('a', g.call);
    const b = flight.run('b', g.call);
    assert.equal(g.runs(), 2);
    g.resolve('first');
    g.resolve('second');
    assert.deepEqual([await a, await b], ['first', 'second']);
    const again = flight.run('a', g.call);
    assert.equal(g.runs(), 3, 'nothing is kept once it has answered');
    g.resolve('third');
    assert.equal(await again, 'third');
  });

  it('should give every caller the failure, and keep nothing of it', async () => {
    const flight = new SingleFlight<string>();
    const g = gate<string>();
    const calls = [flight.run('k', g.call), flight.run('k', g.call)];
    g.reject(new Error('boom'));
    for (const c of calls) await assert.rejects(c, /boom/);
    const next = flight.run('k', g.call);
    assert.equal(g.runs(), 2);
    g.resolve('ok');
    assert.equal(await next, 'ok');
  });

  it('should not let a call after forget() share one issued before', async () => {
    const flight = new SingleFlight<string>();
    const g = gate<string>();
    const early = flight.run('k', g.call);
    flight.forget();
    const late = flight.run('k', g.call);
    assert.equal(g.runs(), 2);
    g.resolve('before');
    assert.equal(await early, 'before');
    // The early call's end leaves the late one in flight: a call now shares it.
    const third = flight.run('k', g.call);
    assert.equal(g.runs(), 2);
    g.resolve('after');
    assert.deepEqual([await late, await third], ['after', 'after']);
  });
});
