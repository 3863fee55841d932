// The structured contract of real recorded game markets (../shared/data/cross-venue, no licence:
// read at test time, never copied): the NBA catalogs of 2026-01-09 (steffenmax-arb-bot) and the
// tennis markets of 2026-08-19/21 (Lucas987987-Tennis-edge), through the project's venue parsers.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../../core/market-data.ts';
import { contractOf, type GameContract } from '../../../engine/similarity/contract/index.ts';
import { dayOf } from '../../../engine/similarity/contract/model.ts';
import { loadNba, loadTennis, type LabelledSet } from '../../../harness/data/cross-venue-sports.ts';
import { skipWithoutShared } from '../../support/shared-skip.ts';

function contract(set: LabelledSet, pick: (m: MarketMessage) => boolean): GameContract {
  const m = [...set.kalshi, ...set.polymarket].find(pick);
  assert.ok(m, 'market not in the recorded set');
  const c = contractOf(m);
  assert.ok(c, `no contract for ${m.market.slug}`);
  return c;
}

const bySlug = (slug: string) => (m: MarketMessage) => m.market.slug === slug;
const teams = (c: GameContract) => c.participants.map((p) => p.team);

describe('similarity: contract parsers on recorded game markets', () => {
  let nba: LabelledSet;
  let tennis: LabelledSet;
  before(function () {
    skipWithoutShared(this, 'cross-venue', 'steffenmax-arb-bot');
    nba = loadNba();
    tennis = loadTennis();
  });

  it('should read a Kalshi NBA team market: the game, its day and whose YES it is', () => {
    const hou = contract(nba, (m) => m.market.market_id === 'KXNBAGAME-26JAN11HOUSAC-HOU');
    assert.deepEqual(teams(hou), ['nba:HOU', 'nba:SAC']);
    assert.equal(hou.day, dayOf(2026, 1, 11));
    assert.equal(hou.kind, 'winner');
    assert.deepEqual(hou.pays, { team: 0 });
    const sac = contract(nba, (m) => m.market.market_id === 'KXNBAGAME-26JAN11HOUSAC-SAC');
    assert.deepEqual(sac.pays, { team: 1 });
  });

  it('should read a Polymarket NBA moneyline by nickname as the same two teams, left outcome first', () => {
    const c = contract(nba, bySlug('nba-hou-sac-2026-01-11'));
    assert.deepEqual(teams(c), ['nba:HOU', 'nba:SAC']);
    assert.equal(c.kind, 'winner');
    assert.equal(c.period, 'game');
    assert.equal(c.twoSided, true);
    assert.deepEqual(c.pays, { team: 0 }); // "Rockets"
  });

  it('should tell the other markets of a Polymarket game apart: spread, total, first half, props', () => {
    const spread = contract(nba, bySlug('nba-mem-lal-2026-01-04-spread-home-3pt5'));
    assert.deepEqual(
      [spread.kind, spread.line, spread.favourite, spread.period],
      ['spread', '3.5', 1, 'game'],
    );
    const total = contract(nba, bySlug('nba-mem-lal-2026-01-04-total-245pt5'));
    assert.deepEqual([total.kind, total.line, total.pays], ['total', '245.5', { over: true }]);
    const half = contract(nba, bySlug('nba-mem-lal-2026-01-04-1h-moneyline'));
    assert.deepEqual([half.kind, half.period], ['winner', '1h']);
    const prop = contract(nba, bySlug('nba-mem-lal-2026-01-04-points-lebron-james-23pt5'));
    assert.equal(prop.kind, 'other');
  });

  it('should read a Kalshi tennis match by surname codes and the YES player', () => {
    const c = contract(tennis, (m) => m.market.market_id === 'KXATPMATCH-26AUG19TIAAUG-AUG');
    assert.deepEqual(
      c.participants.map((p) => p.codes),
      [['tia'], ['aug']],
    );
    assert.deepEqual(c.pays, { team: 1 });
    assert.equal(c.sport, 'tennis');
  });

  it('should read Polymarket tennis set winners as parts of the match, not the match', () => {
    const match = contract(tennis, bySlug('atp-tirante-mensik-2026-08-19'));
    const set1 = contract(tennis, bySlug('atp-tirante-mensik-2026-08-19-first-set-winner-Tirante-vs-Mensik'));
    const set2 = contract(tennis, bySlug('atp-tirante-mensik-2026-08-19-set-2-winner-Tirante-vs-Mensik'));
    assert.deepEqual([match.period, set1.period, set2.period], ['game', 'set1', 'set2']);
  });

  it('should give no game contract to a tournament future', () => {
    const future = tennis.kalshi.find((m) => m.market.market_id === 'KXATP-26CINCIN-PAU');
    assert.ok(future);
    assert.equal(contractOf(future), null);
  });
});
