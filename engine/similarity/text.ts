// Text normalization shared by every feature: case and accent folding, a tokenizer that keeps
// decimals ("2.5") and dotted initials ("J.D." → "jd") whole, stop words, a light plural stemmer,
// and a small alias table. Aliases are only where the venues systematically word the same thing
// differently: Kalshi avoids league trademarks ("Pro Baseball Championship" for the World Series),
// parties are written four ways, and "U.S."/"United States" vary.

/** Plain ASCII: nothing for NFKD, the mark removal or the typographic replacements to change. */
const ASCII = /^[\x00-\x7f]*$/;

/** Lower case, accents removed, typographic quotes and dashes made plain. */
export function fold(text: string): string {
  // Most titles are ASCII; the Unicode passes below are then identity and cost most of the fold.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2265/g, ' >= ')
    .replace(/\u2264/g, ' <= ');
}

// Phrase aliases, applied to folded text. Each right-hand side is a single concept token (or
// plain words) that both venues' wordings reduce to.
const PHRASES: [RegExp, string][] = [
  [/\bworld series\b|\bpro baseball (?:championship|champion|finals?)\b/g, ' mlbchampionship '],
  [
    /\bsuper ?bowl\b|\bpro football (?:championship|champion)\b|\bnfl (?:league )?championship\b/g,
    ' nflchampionship ',
  ],
  [
    /\bnba (?:finals|championship)\b|\bpro basketball (?:championship|champion|finals?)\b/g,
    ' nbachampionship ',
  ],
  [/\bstanley cup\b|\bpro hockey (?:championship|champion)\b/g, ' nhlchampionship '],
  [/\bfederal reserve\b/g, ' fed '],
  [/\bnational league\b/g, ' nl '],
  [/\bamerican league\b/g, ' al '],
  [/\bu\.\s?s\.(?:\s?a\.)?|\bunited states(?: of america)?\b|\busa\b/g, ' us '],
  [/\bu\.\s?k\.|\bunited kingdom\b|\bgreat britain\b/g, ' uk '],
  [/\bman(?:chester)? (?:utd|united)\b/g, ' manchester united '],
  [/\bman city\b/g, ' manchester city '],
  [/\bo\s?\/\s?u\b/g, ' overunder '],
  [/\bhot 100\b/g, ' hot100 '],
  [/\bnumber (\d)/g, ' #$1'],
];

const TOKEN_ALIASES: Record<string, string> = {
  democratic: 'democrat',
  democratics: 'democrat',
  democrats: 'democrat',
  dem: 'democrat',
  dems: 'democrat',
  republicans: 'republican',
  gop: 'republican',
  pres: 'president',
  presidency: 'president',
  presidential: 'president',
  govt: 'government',
  temp: 'temperature',
  maximum: 'highest',
  high: 'highest',
  minimum: 'lowest',
  low: 'lowest',
  nominee: 'nominate',
  nomination: 'nominate',
  nominated: 'nominate',
  nominates: 'nominate',
  elected: 'election',
  wins: 'win',
  won: 'win',
  winning: 'win',
  winner: 'win',
  victory: 'win',
  champion: 'win',
  champions: 'win',
  // Losing is winning with the outcomes swapped: one token, and alignment reads the words.
  lose: 'win',
  loses: 'win',
  lost: 'win',
  reach: 'hit',
  reaches: 'hit',
  hits: 'hit',
  come: 'finish',
  finishes: 'finish',
  announced: 'announce',
  released: 'release',
  launched: 'launch',
  confirmed: 'confirm',
  impeached: 'impeach',
  removed: 'remove',
  signed: 'sign',
  pardoned: 'pardon',
  arrested: 'arrest',
  indicted: 'indict',
  convicted: 'convict',
  sentenced: 'sentence',
  acquired: 'acquire',
  endorsed: 'endorse',
  endorsement: 'endorse',
  relegated: 'relegate',
  promoted: 'promote',
  qualified: 'qualify',
  qualifies: 'qualify',
  casted: 'cast',
  resigned: 'resign',
  visited: 'visit',
  invaded: 'invade',
  captured: 'capture',
  annexed: 'annex',
  recognized: 'recognize',
  recognizes: 'recognize',
  married: 'marry',
  banned: 'ban',
  approved: 'approve',
};

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the of in on at by for to from with as and or but is are be been being was were will would ' +
    'shall should can could may might do does did has have had it its this that these those there ' +
    'their his her he she they them who whom whose what which when where why how than then into onto ' +
    'about above below over under before after during until upon per via vs v versus any all each ' +
    'other another some such no not yes own same so too very just also again more most less least ' +
    'ever next get gets got become becomes make makes made happen happens market markets event ' +
    'question resolve resolves if else up s t de la le el'
  ).split(' '),
);

/**
 * The last thousand texts made canonical. One market's features read the same texts several
 * times (its question for its tokens, its catch-all test and its outcome check), and outcome
 * labels ("Yes", "No", "Over") and event titles recur across markets; the function is pure, so a
 * cached answer is the answer. Cleared when full: a bound on memory, not an LRU; small, because its
 * entries are young objects that every young-generation collection copies.
 */
const CANONICAL_CACHE_SIZE = 1024;
const canonicalCache = new Map<string, string>();

/** Folded text with the phrase aliases applied and numbers made canonical ("2,400,000" → 2400000). */
export function canonicalText(text: string): string {
  let s = canonicalCache.get(text);
  if (s === undefined) {
    if (canonicalCache.size >= CANONICAL_CACHE_SIZE) canonicalCache.clear();
    canonicalCache.set(text, (s = canonicalize(text)));
  }
  return s;
}

function canonicalize(text: string): string {
  let s = fold(text);
  for (const [re, to] of PHRASES) s = s.replace(re, to);
  // Thousands separators, and dotted initials / acronyms ("j.d." → "jd").
  s = s.replace(/(\d),(?=\d{3}\b)/g, '$1');
  s = s.replace(/\b((?:[a-z]\.){2,})/g, (m) => m.replace(/\./g, ''));
  return s;
}

/** A plural or possessive reduced to its stem; short tokens and numbers stay as they are. */
export function stem(token: string): string {
  if (token.length <= 3 || /\d/.test(token)) return token;
  if (token.endsWith("'s")) token = token.slice(0, -2);
  if (token.endsWith('ies') && token.length > 4) return `${token.slice(0, -3)}y`;
  if (token.endsWith('s') && !/(?:ss|us|is|os)$/.test(token)) return token.slice(0, -1);
  return token;
}

/** Every word token in order (stop words included): the raw material of tokens() and entities. */
export function words(canonical: string): string[] {
  return canonical.match(/[#$]?[a-z0-9]+(?:\.[0-9]+)?%?|[<>]=?/g) ?? [];
}

function normalizeToken(raw: string): string | null {
  let t = raw.replace(/^[#$]/, '').replace(/%$/, '');
  // Single letters are initials ("Donald J. Trump") or articles, never content.
  if (t === '' || /^[<>]/.test(t) || /^[a-z]$/.test(t)) return null;
  t = TOKEN_ALIASES[t] ?? t;
  if (STOP_WORDS.has(t)) return null;
  t = stem(t);
  return TOKEN_ALIASES[t] ?? t;
}

/**
 * normalizeToken() of the last few thousand distinct words: a catalog's vocabulary is small next to
 * its word count, and each normalisation builds several strings. Pure, so cached answers are the
 * answers; cleared when full (a bound on memory).
 */
const TOKEN_CACHE_SIZE = 4096;
const tokenCache = new Map<string, string | null>();

function normalizedToken(word: string): string | null {
  let t = tokenCache.get(word);
  if (t === undefined) {
    if (tokenCache.size >= TOKEN_CACHE_SIZE) tokenCache.clear();
    tokenCache.set(word, (t = normalizeToken(word)));
  }
  return t;
}

/** Content tokens of a text: aliased, stemmed, stop words removed, duplicates kept in order. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const w of words(canonicalText(text))) {
    const t = normalizedToken(w);
    if (t !== null) out.push(t);
  }
  return out;
}

/** Character trigrams of a token, padded ("^ab", "abc", "bc$"): robust to one-letter spelling drift. */
export function trigrams(token: string): string[] {
  const padded = `^${token}$`;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
}

/** Dice overlap of two tokens' character trigrams, 0..1. */
export function trigramSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const ga = trigrams(a);
  const gb = new Set(trigrams(b));
  let shared = 0;
  for (const g of ga) if (gb.has(g)) shared++;
  return (2 * shared) / (ga.length + gb.size);
}

const DIGIT = /\d/;

/** True when two names differ by at most one edit (Lowden/Lowdon), for words of 5+ letters. */
export function nearlySame(a: string, b: string): boolean {
  if (a === b) return true;
  // Each word tested for digits on its own: a concatenation would be a string per call, and the
  // scorer calls this for every word pair of every scored pair.
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1 || DIGIT.test(a) || DIGIT.test(b))
    return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}
