// A venue's Retry-After as the API passes it on with its 503 (RFC 9110 §10.2.3: delay-seconds or
// an HTTP date), whole seconds of at least 1; anything else is no Retry-After (the default then).
import assert from 'node:assert/strict';
import { retryAfterSeconds } from '../../core/venue-errors.ts';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');

  it('should read delay-seconds, at least 1', () => {
    assert.equal(retryAfterSeconds('7', now), 7);
    assert.equal(retryAfterSeconds(' 120 ', now), 120);
    assert.equal(retryAfterSeconds('0', now), 1);
  });

  it('should read an HTTP date as the seconds until it, rounded up, at least 1', () => {
    assert.equal(retryAfterSeconds('Sun, 29 Nov 2026 12:00:09 GMT', now), 9);
    assert.equal(retryAfterSeconds('Sun, 29 Nov 2026 11:59:00 GMT', now), 1);
  });

  it('should give nothing for an absent or unreadable header', () => {
    assert.equal(retryAfterSeconds(null, now), undefined);
    assert.equal(retryAfterSeconds('', now), undefined);
    assert.equal(retryAfterSeconds('soon', now), undefined);
    assert.equal(retryAfterSeconds('-3', now), undefined);
  });
});
