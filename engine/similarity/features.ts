// Features of one market message: weighted tokens for TF-IDF, the words its names are looked up
// in, and the structured terms (dates, numbers, entities, predicate, category, outcomes) the
// scorer compares. A market's own text is its question and outcome label; its event's title (and
// Kalshi's sub-title) is context: weighted half, and the fallback for dates and names when the
// market's own text has none (Kalshi's "Who will win the next presidential election?" + "Josh
// Shapiro" names its year only in the event title).
import type { MarketMessage, Venue } from '../../core/market-data.ts';
import { dateTokens, dayOfMs, extractDates, type DateTerm } from './dates.ts';
import { extractEntities, partyEntities, type Entity } from './entities.ts';
import { extractNumbers, numberTokens, type NumberTerm } from './numbers.ts';
import { canonicalText, tokens, words } from './text.ts';

/** Coarse categories both venues' labels map onto. */
export type CategoryGroup = 'sports' | 'politics' | 'economics' | 'crypto' | 'culture' | 'science';

export interface OutcomeSide {
  label: string;
  tokenId: string;
  /** Folded words of the label ("kansas city royals"). */
  words: string[];
}

export interface MarketFeatures {
  /** `venue:market_id`, the index key. */
  key: string;
  venue: Venue;
  marketId: string;
  eventId: string;
  /** Token → weight before IDF: 1 for the market's own text, 0.5 for event context. */
  weights: Map<string, number>;
  /** Every canonical word of every text (names are looked up here). */
  wordSet: Set<string>;
  /** Canonical words of the market's own text, in order (outcome alignment reads them). */
  ownWords: string[];
  entities: Entity[];
  /** Tokens that spell the entities' names: the scorer weighs them down, entities compare names. */
  nameTokens: Set<string>;
  predicates: Set<string>;
  dates: DateTerm[];
  numbers: NumberTerm[];
  /** End of trading, in days since epoch. */
  endDay: number | null;
  category: CategoryGroup | null;
  left: OutcomeSide;
  right: OutcomeSide;
  /** A head-to-head: "A vs B", "A at B" (a game, not a season or a tournament). */
  matchup: boolean;
  /** A catch-all outcome: "another team", "someone other than …", "the field". */
  catchAll: boolean;
  /** Left/right are Yes/No (always on venue_b). */
  yesNo: boolean;
  /** Who or what the YES side is about: venue_b's yes_sub_title, else the name right after "will". */
  subjectWords: string[];
  /** Changes when anything the matcher reads changes; a price-only update keeps it. */
  fingerprint: string;
}

/** What happens in a proposition. Two markets that both name one and share none differ. */
export const PREDICATES: ReadonlySet<string> = new Set(
  (
    'win lose endorse nominate confirm resign impeach remove announce release launch visit meet attend ' +
    'sign veto pardon arrest indict convict sentence acquire buy sell ipo cut hike raise hit finish ' +
    'qualify advance relegate promote score cover lead leave join ban approve invade capture annex ' +
    'recognize ceasefire default recession shutdown marry die say post tweet mention cast perform ' +
    'testify land draw disarm normalize'
  ).split(' '),
);

const CATEGORY_WORDS: [CategoryGroup, RegExp][] = [
  ['crypto', /\b(crypto|bitcoin|btc|ethereum|eth|solana|stablecoin|airdrop|defi|memecoin)/],
  [
    'sports',
    /\b(sport|soccer|football|basketball|baseball|hockey|tennis|golf|esport|cricket|nba|nfl|mlb|nhl|ufc|mma|boxing|f1|formula|olympic|epl|ucl|fifa|world cup)/,
  ],
  [
    'economics',
    /\b(econom|financ|business|compan|macro|fed\b|fed rates|stock|inflation|jobs|gdp|earnings|ipo|commodit|tariff)/,
  ],
  ['science', /\b(science|tech|ai\b|artificial|space|climate|weather|health|medic|disease|pandemic)/],
  [
    'culture',
    /\b(entertain|culture|music|movie|film|tv|television|celebrit|award|oscar|grammy|social|pop|media|gaming|game show|youtube|netflix|spotify)/,
  ],
  [
    'politics',
    /\b(politic|election|geopolit|world|government|congress|court|legal|trump|foreign|war|diplomac|midterm|senate|president)/,
  ],
];

/** The coarse category of a venue label (Kalshi "Climate and Weather", Gamma tags, dataset labels). */
export function categoryOf(labels: (string | null | undefined)[]): CategoryGroup | null {
  for (const label of labels) {
    if (!label) continue;
    const l = label.toLowerCase();
    for (const [group, re] of CATEGORY_WORDS) if (re.test(l)) return group;
  }
  return null;
}

function outcomeSide(label: string, tokenId: string): OutcomeSide {
  return { label, tokenId, words: words(canonicalText(label)) };
}

const isNumeric = (t: string) => /^\d+(?:\.\d+)?$/.test(t);

const CAP = String.raw`\p{Lu}[\p{L}\p{N}.'&-]*`;
const MATCHUP = new RegExp(String.raw`${CAP}\s+(?:vs\.?|v\.?|versus|at|@)\s+${CAP}`, 'u');
const CATCH_ALL =
  /\b(?:another|any other|other than|someone else|anyone else|the field|no one|nobody|none of)\b/;

interface TextPart {
  dates: DateTerm[];
  numbers: NumberTerm[];
  tokens: string[];
  words: string[];
}

function readPart(texts: string[], ref: number | null): TextPart {
  const canonical = canonicalText(texts.filter(Boolean).join(' . '));
  const { terms, rest } = extractDates(canonical, ref);
  const numbers = extractNumbers(rest);
  const plain = tokens(rest).filter((t) => !isNumeric(t));
  return {
    dates: terms,
    numbers,
    tokens: [...plain, ...dateTokens(terms), ...numberTokens(numbers)],
    words: words(canonical),
  };
}

/** The entity named within three words after "will" ("Will the Celtics win?"), else none. */
function subjectAfterWill(ownWords: string[], entities: Entity[]): string[] {
  const at = ownWords.indexOf('will');
  if (at < 0) return [];
  const next = ownWords.slice(at + 1, at + 4);
  return entities.find((e) => next.includes(e.words[0]!))?.words ?? [];
}

function isoToDay(iso: string | null): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? dayOfMs(ms) : null;
}

/** Features of one `market` message. */
export function extractFeatures(message: MarketMessage): MarketFeatures {
  const { market, event } = message;
  const question = market.question.trim();
  const outcome = market.outcome.trim();
  // The outcome label repeats the question on many Polymarket markets; then it adds nothing.
  const own = [question];
  if (outcome && !canonicalText(question).includes(canonicalText(outcome))) own.push(outcome);
  const eventTexts = [event.title];
  if (message.venue === 'venue_b' && message.event.sub_title) eventTexts.push(message.event.sub_title);

  const endDay = isoToDay(market.ends_at) ?? isoToDay(event.ends_at);
  const ownPart = readPart(own, endDay);
  const eventPart = readPart(eventTexts, endDay);

  const weights = new Map<string, number>();
  for (const t of eventPart.tokens) weights.set(t, 0.5);
  for (const t of ownPart.tokens) weights.set(t, 1);

  let entities = own.flatMap((t) => extractEntities(t));
  if (entities.length === 0) entities = extractEntities(event.title);
  entities = [...entities, ...partyEntities(ownPart.tokens)];

  const wordSet = new Set<string>([
    ...ownPart.words,
    ...eventPart.words,
    ...ownPart.tokens,
    ...eventPart.tokens,
  ]);
  for (const p of partyEntities([...ownPart.tokens, ...eventPart.tokens])) wordSet.add(p.words[0]!);

  const labels = [event.category, ...event.labels, ...event.tags];
  const left = outcomeSide(market.left_outcome, market.left_token_id);
  const right = outcomeSide(market.right_outcome, market.right_token_id);
  const yesNo = /^yes$/i.test(market.left_outcome.trim()) && /^no$/i.test(market.right_outcome.trim());

  return {
    key: `${message.venue}:${market.market_id}`,
    venue: message.venue,
    marketId: market.market_id,
    eventId: String(event.event_id),
    weights,
    wordSet,
    ownWords: ownPart.words,
    entities,
    nameTokens: new Set(entities.flatMap((e) => tokens(e.words.join(' ')))),
    predicates: new Set(ownPart.tokens.filter((t) => PREDICATES.has(t))),
    dates: ownPart.dates.length > 0 ? ownPart.dates : eventPart.dates,
    matchup: [...own, ...eventTexts].some((t) => MATCHUP.test(t.replace(/^(?:will|who|what|which)\s+/i, ''))),
    catchAll: CATCH_ALL.test(canonicalText(own.join(' '))),
    numbers: ownPart.numbers,
    endDay,
    category: categoryOf(labels),
    left,
    right,
    yesNo,
    subjectWords:
      message.venue === 'venue_b' && outcome
        ? words(canonicalText(outcome))
        : subjectAfterWill(ownPart.words, entities),
    fingerprint: JSON.stringify([
      question,
      outcome,
      eventTexts,
      market.ends_at,
      event.ends_at,
      labels,
      market.left_outcome,
      market.right_outcome,
      market.left_token_id,
      market.right_token_id,
      // The resolution terms the verdict reads: a change of rules, strike or source re-judges the pairs.
      market.description,
      message.venue === 'venue_b'
        ? (message.market.contract_terms ?? null)
        : (message.market.resolution_source ?? null),
    ]),
  };
}
