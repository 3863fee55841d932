// A Kalshi market's settlement terms as its API publishes them (kalshi-typescript's Market model:
// strike_type, floor_strike, cap_strike, functional_strike, custom_strike, rules_primary,
// rules_secondary, price_ranges; settlement_sources on GET /events' EventData, which the series also lists) →
// the message's `contract_terms`, which the same-contract verdict reads (engine/similarity/contract/
// terms.ts). A strike that is present but not a number is refused like any other malformed field.
import { tryDecimal } from '../../core/decimal.ts';
import {
  decimalValue,
  fail,
  isRecord,
  text,
  type KalshiContractTerms,
  type RawRecord,
} from '../../core/market-data.ts';

function strike(m: RawRecord, key: string): string | null {
  const value = m[key];
  if (value === null || value === undefined) return null;
  const d = tryDecimal(value);
  return d === undefined ? fail(`${key} is not a number: ${JSON.stringify(value)}`) : d;
}

function customStrike(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value).map(
    ([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as const,
  );
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

/** `settlement_sources` of a market, series or event record: [{name, url}], blanks left out. */
export function settlementSources(record: RawRecord | undefined): KalshiContractTerms['settlement_sources'] {
  const list =
    record && Array.isArray(record.settlement_sources) ? (record.settlement_sources as unknown[]) : [];
  return list
    .filter(isRecord)
    .map((s) => ({ name: text(s, 'name'), url: text(s, 'url') }))
    .filter((s) => s.name !== '' || s.url !== '');
}

function priceRanges(m: RawRecord): KalshiContractTerms['price_ranges'] {
  const list = Array.isArray(m.price_ranges) ? (m.price_ranges as unknown[]) : [];
  // A range without all three bounds is left out (tickOf reads the steps alone).
  return list
    .filter(isRecord)
    .map((r, i) => [r, i] as const)
    .filter(([r]) => r.start !== undefined && r.end !== undefined && r.step !== undefined)
    .map(([r, i]) => ({
      start: decimalValue(r.start, `price_ranges[${i}].start`),
      end: decimalValue(r.end, `price_ranges[${i}].end`),
      step: decimalValue(r.step, `price_ranges[${i}].step`),
    }));
}

/** The market record's own terms; its settlement sources, when it carries none, come from its event. */
export function kalshiContractTerms(m: RawRecord): KalshiContractTerms {
  return {
    strike_type: text(m, 'strike_type') || null,
    floor_strike: strike(m, 'floor_strike'),
    cap_strike: strike(m, 'cap_strike'),
    functional_strike: text(m, 'functional_strike') || null,
    custom_strike: customStrike(m.custom_strike),
    rules_primary: text(m, 'rules_primary'),
    rules_secondary: text(m, 'rules_secondary'),
    settlement_sources: settlementSources(m),
    price_ranges: priceRanges(m),
  };
}

/** The terms with the event's settlement sources (EventData.settlement_sources) where the market names none. */
export function withEventSources(
  terms: KalshiContractTerms,
  event: RawRecord | undefined,
): KalshiContractTerms {
  if (terms.settlement_sources.length > 0 || !event) return terms;
  const sources = settlementSources(event);
  return sources.length > 0 ? { ...terms, settlement_sources: sources } : terms;
}
