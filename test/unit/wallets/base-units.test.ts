import assert from 'node:assert/strict';
import { fromBaseUnits, toBaseUnits } from '../../../core/decimal.ts';

describe('token amounts in base units', () => {
  it('should convert token units to base units exactly', () => {
    assert.equal(toBaseUnits('1.5', 6), 1_500_000n);
    assert.equal(toBaseUnits('0.000001', 6), 1n);
    assert.equal(toBaseUnits('100', 6), 100_000_000n);
    assert.equal(toBaseUnits('1.5000000', 6), 1_500_000n, 'zeros beyond the precision are harmless');
    assert.equal(toBaseUnits('123456789012345678901234567890', 6), 123456789012345678901234567890000000n);
  });

  it('should refuse what is not an exact plain positive decimal of the token', () => {
    for (const text of ['0.0000001', '-1', '+1', '1e3', 'ten', '', '.5', '1.', '0x10', ' 1']) {
      assert.equal(toBaseUnits(text, 6), undefined, text);
    }
  });

  it('should show base units as canonical token units', () => {
    assert.equal(fromBaseUnits(1_500_000n, 6), '1.5');
    assert.equal(fromBaseUnits('1', 6), '0.000001');
    assert.equal(fromBaseUnits(0n, 6), '0');
    assert.equal(fromBaseUnits('100000000', 6), '100');
  });
});
