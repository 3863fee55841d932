// Polymarket (wire name venue_a, chain POL): endpoints, capabilities and raw → unified parsers.
export * from './endpoints.ts';
export * from './capabilities.ts';
export * from './gamma.ts';
export * from './clob.ts';
export * from './market-channel.ts';
