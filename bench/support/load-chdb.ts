// The chDB directory .bench-cache/load, shared by bench:load and bench:candles --dataset full: the
// listing catalog (load-catalog.ts) and the full dataset's book history (load-dataset.ts), the two
// loads of bench:listing and bench:orderbooks in one directory, since chDB binds one directory per
// process. Built on first use (~25 min), opened as it is afterwards.
import { loadCatalog } from './load-catalog.ts';
import { cachedChdb, loadBookSnapshots, type CachedChdb } from './load-dataset.ts';

export async function openLoadChdb(): Promise<CachedChdb & { openSeconds: number }> {
  const t0 = Date.now();
  const opened = await cachedChdb('load', async (ch) => {
    process.stderr.write(
      'building .bench-cache/load (once): the listing catalog, then the full dataset into book_states and its 1-minute rollups (~25 min)…\n',
    );
    const catalog = await loadCatalog(ch);
    const books = await loadBookSnapshots(ch);
    return { catalog, books };
  });
  return { ...opened, openSeconds: (Date.now() - t0) / 1000 };
}
