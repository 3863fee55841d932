-- Book levels (book_states.bids/asks: whole books and checkpoints) and level changes
-- (book_deltas.changes) under ZSTD(6) instead of ZSTD(3). On bench/storage.ts's full-depth sample
-- (2026-11-27): levels 662 → 550 KiB, changes 1,151 → 1,094 KiB, 6 % of the book store; ZSTD(9)
-- saves under 1 % more for 1.4× the write time. Writing these columns takes 1.5–3× as long (the
-- sample's 5.2 MB of levels: 61 → 179 ms on one core, ~29 MB/s), far above the live rate (full depth:
-- ~0.2 MB/s of levels and changes).
-- Reads are unchanged (ZSTD decodes at the same speed). Only new parts take the codec; older
-- parts are recompressed as merges rewrite them (OPTIMIZE TABLE … FINAL does it at once).
ALTER TABLE {db}.book_states MODIFY COLUMN bids CODEC(ZSTD(6));
ALTER TABLE {db}.book_states MODIFY COLUMN asks CODEC(ZSTD(6));
ALTER TABLE {db}.book_deltas MODIFY COLUMN changes CODEC(ZSTD(6));
