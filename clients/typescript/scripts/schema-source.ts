// Turns the service's OpenAPI document into src/schema.ts (types only) with openapi-typescript.
// Used by generate.ts (from a service's URL) and by the repository's test that fails when
// the committed file differs from what the running service's document gives.
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

const HEADER = [
  "// Generated from the service's /openapi.json by openapi-typescript: do not edit.",
  '// Regenerate: `npm run client:generate` in the repository (or `npm run generate -- <url>` here).',
  '',
].join('\n');

export async function schemaSource(document: unknown): Promise<string> {
  return HEADER + astToString(await openapiTS(document as OpenAPI3));
}
