// Builds engine/similarity/contract/seed/football-clubs.txt, the soccer club alias seed, from
// openfootball/clubs (CC0 1.0, https://github.com/openfootball/clubs, commit ae38002) as copied to
// ../shared/data/cross-venue/openfootball-clubs:
//
//   node --import tsx bin/build-club-aliases.ts [folder]
//
// One club per output line: its canonical name, then its alternate names, "|"-separated; names
// that fold to the same words are kept once, "… Football Club" forms are dropped.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nameWords } from '../engine/similarity/contract/names.ts';
import { sharedPath } from '../harness/data/shared-data.ts';

const source = process.argv[2] ?? sharedPath('cross-venue', 'openfootball-clubs');
const target = path.resolve(import.meta.dirname, '..', 'engine/similarity/contract/seed/football-clubs.txt');

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = path.join(dir, f);
      return statSync(p).isDirectory() ? files(p) : f.endsWith('.clubs.txt') ? [p] : [];
    });
}

const clubs: string[][] = [];
for (const file of files(source)) {
  let current: string[] | null = null;
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw
      .replace(/#.*$/, '')
      .replace(/\[[a-z]{2}\]/g, '')
      .trimEnd();
    if (!line.trim() || /^\s*=/.test(line) || /^\s*ii\)/.test(line)) continue;
    if (/^\s*\|/.test(line)) {
      current?.push(
        ...line
          .split('|')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      continue;
    }
    if (/^\s/.test(line)) continue;
    current = [line.split(',')[0]!.trim()];
    clubs.push(current);
  }
}

const lines: string[] = [];
for (const names of clubs) {
  const seen = new Set<string>();
  const kept = names.filter((n) => {
    const key = nameWords(n).join(' ');
    if (!key || seen.has(key) || /football club/i.test(n)) return false;
    seen.add(key);
    return true;
  });
  if (kept.length > 0) lines.push(kept.join('|'));
}
const header = [
  '# Soccer club names and their alternate names, one club per line, "|"-separated.',
  '# Source: openfootball/clubs (https://github.com/openfootball/clubs, commit ae3800227c44), CC0 1.0',
  '# Universal (public domain dedication); built by bin/build-club-aliases.ts.',
];
writeFileSync(target, [...header, ...lines, ''].join('\n'));
console.log(`${lines.length} clubs → ${target}`);
