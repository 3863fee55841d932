// The house's floors, checked on the import graph drawn from the code (docs/architecture.md):
// arrows point only downward, core → storage/venues/chains → engine/ingest → api → bin; the
// configuration is read in one place, the composition root under bin/, which hands each component
// its own narrow settings; and the engine knows venues only by their ports in core/.
import assert from 'node:assert/strict';
import { folderOf, importEdges } from '../support/import-graph.ts';

/** The product's folders by floor; a folder may import only folders on floors below its own. */
const FLOORS: Readonly<Record<string, number>> = {
  core: 0,
  storage: 1,
  venues: 1,
  chains: 1,
  engine: 2,
  ingest: 2,
  api: 3,
  bin: 4,
};
const PRODUCT = Object.keys(FLOORS);
const CONFIG = 'core/config.ts';

describe('import layers', () => {
  const edges = importEdges(PRODUCT).filter((e) => folderOf(e.from) !== folderOf(e.to));

  it('should read the import graph of the product folders', () => {
    // core/ and chains/ import no other folder of the project; every other folder does.
    const folders = new Set(edges.map((e) => folderOf(e.from)));
    for (const folder of ['storage', 'venues', 'engine', 'ingest', 'api', 'bin'])
      assert.ok(folders.has(folder), `no import read from ${folder}/`);
    assert.ok(
      edges.some((e) => e.to === CONFIG),
      'the configuration is imported somewhere (bin/)',
    );
  });

  it('should point every import across product folders to a lower floor', () => {
    const upward = edges
      .filter((e) => folderOf(e.to) in FLOORS && FLOORS[folderOf(e.to)]! >= FLOORS[folderOf(e.from)]!)
      .map((e) => `${e.from} → ${e.to}`);
    assert.deepEqual(upward, []);
  });

  it('should import nothing of test/, bench/ or harness/ from the product (bin/ scripts share harness/)', () => {
    const outside = edges
      .filter(
        (e) => !(folderOf(e.to) in FLOORS) && !(folderOf(e.from) === 'bin' && folderOf(e.to) === 'harness'),
      )
      .map((e) => `${e.from} → ${e.to}`);
    assert.deepEqual(outside, []);
  });

  it('should read the configuration only in the composition root (bin/)', () => {
    const readers = importEdges(PRODUCT)
      .filter((e) => e.to === CONFIG && !['bin', 'core'].includes(folderOf(e.from)))
      .map((e) => e.from);
    assert.deepEqual(readers, []);
  });

  it('should keep the engine off venues/ (it knows a venue by its ports in core/)', () => {
    const arrows = edges
      .filter((e) => folderOf(e.from) === 'engine' && folderOf(e.to) === 'venues')
      .map((e) => `${e.from} → ${e.to}`);
    assert.deepEqual(arrows, []);
  });
});
