// US states and DC: postal code ↔ name, for election markets (Kalshi tickers carry the code,
// Polymarket questions and slugs the name). Public facts; no licence needed.
const TABLE = `AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming`;

const byName = new Map<string, string>();
const codes = new Set<string>();
for (const entry of TABLE.split('|')) {
  const code = entry.slice(0, 2);
  codes.add(code);
  byName.set(entry.slice(3).toLowerCase(), code);
}

/** "Rhode Island" / "rhode-island" / "RI" → "ri"; null when not a state. */
export function stateCode(text: string): string | null {
  const t = text.trim().replace(/-/g, ' ').toLowerCase();
  const named = byName.get(t);
  if (named) return named.toLowerCase();
  return t.length === 2 && codes.has(t.toUpperCase()) ? t : null;
}

/** "ri" → "Rhode Island"; null when not a state. */
export function stateName(code: string): string | null {
  for (const [name, c] of byName)
    if (c === code.toUpperCase()) return name.replace(/\b[a-z]/g, (l) => l.toUpperCase());
  return null;
}

/** The state a text names in full ("… the Rhode Island Senate race …" → "ri"); null when none. */
export function stateIn(text: string): string | null {
  const t = ` ${text.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  // "West Virginia" before "Virginia": the longest name that appears.
  let found: [string, string] | null = null;
  for (const [name, code] of byName)
    if (t.includes(` ${name} `) && (!found || name.length > found[0].length)) found = [name, code];
  return found ? found[1].toLowerCase() : null;
}
