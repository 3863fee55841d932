// Named things a proposition is about: people, teams, organisations, places — the capitalized
// spans of a market's own text (its question and outcome), reduced to folded word sets. Initials
// are dropped ("Donald J. Trump" = "Donald Trump"), dotted acronyms collapsed ("J.D." = "JD"), and
// generational suffixes kept, because "Donald Trump Jr." is another person. Parties, written four
// ways across the venues, become one concept each.
import { STOP_WORDS, canonicalText, nearlySame, words } from './text.ts';

export interface Entity {
  /** Folded name words, in order. */
  words: string[];
}

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/** Capitalized words that are not names: question words, generic nouns of market titles, dates. */
const GENERIC = new Set(
  (
    'will who whom what which when where why how is are does do did the a an yes no in on by before after ' +
    'of for at to and or over under exact score spread game games map round set winner win wins won ' +
    'champion champions championship league cup world series election elections presidential president ' +
    'presidency prime minister party parties governor governorship senate house primary primaries race ' +
    'nominee nomination next new top most one anyone someone nobody none other another ' +
    'january february march april may june july august september october november december jan feb mar ' +
    'apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday today ' +
    'tonight week month year day total totals point points goal goals team teams player players us uk ' +
    'mlbchampionship nflchampionship nbachampionship nhlchampionship men women mens womens national ' +
    'international global official final finals semifinal semifinals playoff playoffs season regular ' +
    'match both end highest lowest temperature maximum minimum high low republican republicans democrat ' +
    'democrats democratic democratics gop dem dems independent reach hit released release announced ' +
    'rate rates price prices above below between more less than least fewer overunder o u award awards'
  ).split(' '),
);

const CONNECTORS = new Set([
  'of',
  'de',
  'da',
  'del',
  'della',
  'van',
  'von',
  'der',
  'den',
  'du',
  'la',
  'le',
  'al',
  'bin',
  'y',
]);
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'\u2019.&-]*/gu;

const isCapitalized = (w: string) => /^\p{Lu}/u.test(w) || /^\d+\p{L}/u.test(w);

/** Name words of a span: canonical words minus generic words, initials and stop words. */
function nameWords(span: string): string[] {
  const out: string[] = [];
  for (let w of words(canonicalText(span))) {
    w = w.replace(/^[#$]/, '').replace(/'s$/, '');
    if (w.length <= 1 && !/\d/.test(w)) continue;
    if (GENERIC.has(w) || STOP_WORDS.has(w)) continue;
    out.push(w);
  }
  return out;
}

/** Entities of one text (a question, an outcome label, or a title). */
export function extractEntities(text: string): Entity[] {
  const plain = text.normalize('NFKD').replace(/\p{M}+/gu, '');
  const spans: string[] = [];
  let current: string[] = [];
  let pendingConnector: string | null = null;
  let lastEnd = 0;
  const flush = () => {
    if (current.length > 0) spans.push(current.join(' '));
    current = [];
    pendingConnector = null;
  };
  for (const m of plain.matchAll(WORD)) {
    const word = m[0];
    const gap = plain.slice(lastEnd, m.index);
    lastEnd = m.index + word.length;
    // Punctuation between words ends a span ("Ken Paxton, John Cornyn"); quotes and parentheses too.
    if (/[^\s]/.test(gap)) flush();
    if (isCapitalized(word)) {
      if (pendingConnector) current.push(pendingConnector);
      pendingConnector = null;
      current.push(word);
    } else if (current.length > 0 && CONNECTORS.has(word) && pendingConnector === null) {
      pendingConnector = word;
    } else {
      flush();
    }
  }
  flush();
  const out: Entity[] = [];
  const seen = new Set<string>();
  for (const span of spans) {
    const w = nameWords(span);
    const key = w.join(' ');
    if (w.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push({ words: w });
  }
  return out;
}

/** Party concepts in a market's own tokens ("Democratic party", "the Republicans", "GOP"). */
export function partyEntities(tokens: Iterable<string>): Entity[] {
  const out: Entity[] = [];
  const set = new Set(tokens);
  if (set.has('democrat')) out.push({ words: ['party:democrat'] });
  if (set.has('republican')) out.push({ words: ['party:republican'] });
  return out;
}

/** Whether `w` is in `set`, or (5+ letters) one edit from a word of it. */
const has = (set: ReadonlySet<string>, w: string) => {
  if (set.has(w)) return true;
  if (w.length < 5) return false;
  for (const s of set) if (nearlySame(s, w)) return true;
  return false;
};

/**
 * has() over a name's few words, without building a set of them: relate() runs for every entity
 * pair of every scored pair, and the sets it built were most of what an upsert allocated.
 */
const named = (names: readonly string[], w: string) => {
  if (names.includes(w)) return true;
  if (w.length < 5) return false;
  for (const s of names) if (nearlySame(s, w)) return true;
  return false;
};

/** How many of `words` are (nearly) named in `names`. */
function countNamed(words: readonly string[], names: readonly string[]): number {
  let n = 0;
  for (const w of words) if (named(names, w)) n++;
  return n;
}

/** Whether one of the words of `words` not named in `names` is a generational suffix. */
function suffixLeft(words: readonly string[], names: readonly string[]): boolean {
  for (const w of words) if (!named(names, w) && SUFFIXES.has(w)) return true;
  return false;
}

type Relation = 'match' | 'clash' | 'none';

function relate(e: Entity, f: Entity): Relation {
  const eInF = countNamed(e.words, f.words);
  const fInE = countNamed(f.words, e.words);
  if (eInF === 0 && fInE === 0) return 'none';
  const eExtra = e.words.length - eInF;
  const fExtra = f.words.length - fInE;
  if (eExtra === 0 || fExtra === 0) {
    // One name contains the other ("Warsh" in "Kevin Warsh"), unless what is left is a suffix.
    const suffix = eExtra === 0 ? suffixLeft(f.words, e.words) : suffixLeft(e.words, f.words);
    return suffix ? 'clash' : 'match';
  }
  return e.words[0]?.startsWith('party:') ? 'none' : 'clash';
}

export interface EntityAgreement {
  /** Entities of A that B names differently (Kevin Warsh against Kevin Hassett). */
  clashes: number;
  /** Entities named on both sides. */
  matched: number;
  /** Entities of A that B does not mention at all, and of B that A does not mention. */
  onlyA: number;
  onlyB: number;
}

/** An entity's strongest relation to any of the other side's: a match, else a clash, else none. */
function strongest(e: Entity, other: readonly Entity[]): Relation {
  let found: Relation = 'none';
  for (const f of other) {
    const r = relate(e, f);
    if (r === 'match') return r;
    if (r === 'clash') found = r;
  }
  return found;
}

function side(own: Entity[], other: Entity[], otherWords: ReadonlySet<string>) {
  let clashes = 0;
  let missing = 0;
  let matched = 0;
  for (const e of own) {
    const relation = strongest(e, other);
    if (relation === 'match') matched++;
    else if (relation === 'clash') clashes++;
    else if (!e.words.every((w) => has(otherWords, w))) missing++;
    else matched++;
  }
  return { clashes, missing, matched };
}

/**
 * Compare the entities of two markets. Each side's entity is looked up among the other side's
 * entities first (match, or clash when the names overlap but differ), then among all the other
 * side's words (its event title included).
 */
export function compareEntities(
  a: Entity[],
  b: Entity[],
  wordsA: ReadonlySet<string>,
  wordsB: ReadonlySet<string>,
): EntityAgreement {
  const sa = side(a, b, wordsB);
  const sb = side(b, a, wordsA);
  return {
    clashes: Math.max(sa.clashes, sb.clashes),
    matched: Math.max(sa.matched, sb.matched),
    onlyA: sa.missing,
    onlyB: sb.missing,
  };
}
