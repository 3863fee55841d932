// Schemas of the similarity routes (spec 4.3 `similar`, `similar-pairs`): their queries and the
// cross-venue pair in wire form.
import { Type } from '@sinclair/typebox';
import { Decimal as DecimalText, Nullable, stringEnum } from '../../core/schema-types.ts';
import type { DataSource } from '../../core/market-data.ts';
import {
  DataSourceOut,
  VenueAEventOut,
  VenueAMarketOut,
  VenueBEventOut,
  VenueBMarketOut,
} from '../shared/schemas/market.ts';

const Similarity = Type.Number({ minimum: 0, maximum: 1 });

export const SimilarQuery = Type.Object({
  market_id: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'venue_a condition id or venue_b ticker',
  }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});

export const SimilarOut = Type.Array(
  Type.Union([
    Type.Object({ venue: Type.Literal('venue_a'), event: VenueAEventOut, similarity: Similarity }),
    Type.Object({ venue: Type.Literal('venue_b'), event: VenueBEventOut, similarity: Similarity }),
  ]),
);

export const SimilarPairsQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  min_similarity: Type.Number({ minimum: 0, maximum: 1, default: 0.8 }),
});

const Decimal = (description: string) => Type.String({ pattern: DecimalText.pattern, description });

export const ArbitrageDepthOut = Type.Object(
  {
    top_contracts: Decimal(
      "Contracts per leg at both books' best asks, the prices `arbitrage` is computed from.",
    ),
    contracts: Decimal(
      'Contracts (shares) per leg buyable while each further fill on both legs stays profitable after fees.',
    ),
    cost: Decimal('USDC laid out for `contracts` on both legs, fees included.'),
    profit: Decimal(
      '`contracts` − `cost`: the guaranteed profit in USDC (each contract pays $1 on exactly one leg).',
    ),
  },
  {
    title: 'ArbitrageDepth',
    description:
      "Extra field (not in the interface spec): how much of the arbitrage the order books hold, walked level by level on both legs of the profitable box; exact decimals. null when `arbitrage` is 0 or a leg's depth is unknown (a top-of-book-only source).",
  },
);

export const SimilarPairOut = Type.Object(
  {
    venue_a: Type.Object({ event: VenueAEventOut, market: VenueAMarketOut }),
    venue_b: Type.Object({ event: VenueBEventOut, market: VenueBMarketOut }),
    similarity: Type.Number({ minimum: 0, maximum: 1 }),
    arbitrage: Type.Number({
      minimum: 0,
      description:
        'Guaranteed profit per $1 of payout at the best asks after fees, on the outcomes that pay together; 0 when none.',
    }),
    alignment: stringEnum(['same', 'inverted'] as const, {
      description: "`same`: venue_a's left outcome pays with venue_b's YES; `inverted`: with its NO.",
    }),
    outcomes: Type.Object({
      yes: Type.String({ description: "The venue_a token that pays when venue_b's YES pays." }),
      no: Type.String({ description: "The venue_a token that pays when venue_b's NO pays." }),
    }),
    verdict: stringEnum(
      ['same_contract', 'same_contract_inverted', 'different_contract', 'unreadable'] as const,
      {
        description:
          'Extra field (not in the interface spec): whether the two markets are one contract by the resolution terms each venue publishes (settlement source, threshold and direction, bucket bounds, deadline and zone, what YES pays on). Only same_contract and same_contract_inverted carry an arbitrage; the others are similar markets with `arbitrage` 0.',
      },
    ),
    verdict_reason: Type.String({
      description:
        'Extra field: the clause that decided `verdict`, e.g. "settlement source: venue_a wunderground.com, venue_b weather.gov".',
    }),
    data_source: Type.Unsafe<DataSource>({
      ...DataSourceOut,
      description:
        "Extra field (not in the interface spec): where the pair's records came from, the less real of its two markets' `data_source`: `sandbox` when either is simulated (docs/sandbox.md), else `recording`, else `live`.",
    }),
    arbitrage_depth: Nullable(ArbitrageDepthOut),
  },
  { title: 'SimilarPair' },
);
