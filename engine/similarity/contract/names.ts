// Names of teams and players as both venues write them: accents and transliterations folded
// (Linköping = Linkoping, Øster = Oster), hyphens and dots are spaces (Al-Riyadh = Al Riyadh,
// St. Louis = St Louis), club-form words dropped (FC, CF, AFC…), and a short name is the same
// name as a longer one that contains it (Torpedo = Torpedo Nizhny Novgorod, Tiafoe = Frances Tiafoe).

const LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Club-form words that say nothing about which club. */
const FORM_WORDS = new Set([
  'fc',
  'cf',
  'afc',
  'sc',
  'ac',
  'cd',
  'fk',
  'sk',
  'bk',
  'if',
  'club',
  'the',
  'team',
]);

/** Lower case, accents off, transliterated, punctuation to spaces, one space between words. */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßøæœłđðþı]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/&/g, ' and ')
    .replace(/['\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a name that identify it. */
export function nameWords(text: string): string[] {
  return foldName(text)
    .split(' ')
    .filter((w) => w.length > 0 && !FORM_WORDS.has(w));
}

/**
 * Two names of one team or player: the same words, or every word of the shorter among the
 * longer's with at least one word of four letters or more ("Torpedo" in "Torpedo Nizhny
 * Novgorod"; not "Los Angeles" alone, which names two teams: the caller checks uniqueness).
 */
export function sameName(a: string, b: string): boolean {
  const x = nameWords(a);
  const y = nameWords(b);
  if (x.length === 0 || y.length === 0) return false;
  if (x.join(' ') === y.join(' ')) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.some((w) => w.length >= 4) && short.every((w) => long.includes(w));
}

/**
 * A venue's short code or slug word for a name: Kalshi's three-letter surname prefix (TIA for
 * Tiafoe), Polymarket's truncated slug word (augeral for Auger-Aliassime). True when the code,
 * three letters or more, starts a word of the name, or the name's words joined.
 */
export function codeFitsName(code: string, name: string): boolean {
  const c = foldName(code).replace(/ /g, '');
  if (c.length < 3) return false;
  const words = nameWords(name);
  return words.some((w) => w.startsWith(c)) || words.join('').startsWith(c);
}
