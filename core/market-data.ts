// Normalized, versioned market-data messages (the md.* topics) and the helpers the venue parsers,
// the ingest connectors and the engine consumers share. The pieces live in ./market-data/.
export * from './market-data/schemas.ts';
export * from './market-data/codec.ts';
export * from './market-data/parse-result.ts';
export * from './market-data/book.ts';
export * from './market-data/capabilities.ts';
