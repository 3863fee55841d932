import assert from 'node:assert/strict';
import { ruleForStatus } from '../../../core/venue-errors.ts';
import { dflowStatusTable, SOLANA_ALREADY_PROCESSED } from '../../../venues/kalshi/errors.ts';
import { clobStatusTable } from '../../../venues/polymarket/errors.ts';

describe('venue error tables', () => {
  it('should read the CLOB: every 4xx refused (429 as rate limited), 5xx and other non-2xx unknown', () => {
    const outcomes = Object.fromEntries([102, 302, 400, 401, 404, 408, 429, 451, 500, 503].map((s) => [s, ruleForStatus(clobStatusTable, s)]));
    assert.deepEqual(outcomes, {
      102: { outcome: 'unavailable', kind: 'unavailable' },
      302: { outcome: 'unavailable', kind: 'unavailable' },
      400: { outcome: 'rejected', kind: 'unknown' },
      401: { outcome: 'rejected', kind: 'unknown' },
      404: { outcome: 'rejected', kind: 'unknown' },
      408: { outcome: 'rejected', kind: 'unknown' },
      429: { outcome: 'rejected', kind: 'rate_limited' },
      451: { outcome: 'rejected', kind: 'unknown' },
      500: { outcome: 'unavailable', kind: 'unavailable' },
      503: { outcome: 'unavailable', kind: 'unavailable' },
    });
  });

  it('should read DFlow: 408 and 429 unknown like a 5xx, any other 4xx refused', () => {
    const outcomes = Object.fromEntries([302, 400, 403, 408, 429, 500, 502].map((s) => [s, ruleForStatus(dflowStatusTable, s)]));
    assert.deepEqual(outcomes, {
      302: { outcome: 'unavailable', kind: 'unavailable' },
      400: { outcome: 'rejected', kind: 'unknown' },
      403: { outcome: 'rejected', kind: 'unknown' },
      408: { outcome: 'unavailable', kind: 'unavailable' },
      429: { outcome: 'unavailable', kind: 'rate_limited' },
      500: { outcome: 'unavailable', kind: 'unavailable' },
      502: { outcome: 'unavailable', kind: 'unavailable' },
    });
  });

  it("should tell Solana's repeat of a landed transaction from a refusal", () => {
    assert.ok(SOLANA_ALREADY_PROCESSED.test('Transaction simulation failed: This transaction has already been processed'));
    assert.ok(SOLANA_ALREADY_PROCESSED.test('AlreadyProcessed'));
    assert.ok(!SOLANA_ALREADY_PROCESSED.test('Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.'));
  });
});
