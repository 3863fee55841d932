// Examples of the OpenAPI document: real requests and answers recorded by
// test/integration/openapi-examples.test.ts (which also checks they still match the service), kept
// in api/docs/examples.json by operation id.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** From the repository root. */
export const EXAMPLES_FILE = 'api/docs/examples.json';

export interface OperationExample {
  /** The JSON body sent, when the operation takes one. */
  request?: unknown;
  status: number;
  /** The answer, arrays cut to two elements. */
  response: unknown;
}

/** The recorded examples by operation id; none when the file is absent. */
export function loadExamples(): Record<string, OperationExample> {
  try {
    return JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', EXAMPLES_FILE), 'utf8')) as Record<
      string,
      OperationExample
    >;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}
