import assert from 'node:assert/strict';
import {
  add,
  centsToDollars,
  compare,
  complement,
  div,
  fractionDigits,
  isZero,
  mid,
  mul,
  round,
  sub,
  toDecimal,
  tryDecimal,
} from '../../../core/decimal.ts';

describe('exact decimals', () => {
  it('should write every decimal in one canonical form so equal prices compare equal as text', () => {
    assert.equal(toDecimal('0.50'), '0.5');
    assert.equal(toDecimal('0.5000'), '0.5');
    assert.equal(toDecimal('100.00'), '100');
    assert.equal(toDecimal('.5'), '0.5');
    assert.equal(toDecimal('007.10'), '7.1');
    assert.equal(toDecimal('-0.0'), '0');
    assert.equal(toDecimal('1e-7'), '0.0000001');
    assert.equal(toDecimal('2.5E3'), '2500');
  });

  it('should keep the digits a venue sent as a JSON number', () => {
    assert.equal(toDecimal(9.999997), '9.999997');
    assert.equal(toDecimal(42805542.367599964), '42805542.367599964');
    assert.equal(toDecimal(1e21), '1000000000000000000000');
    assert.equal(toDecimal(1e-7), '0.0000001');
  });

  it('should refuse text that is not a finite decimal', () => {
    for (const bad of ['', ' ', 'abc', '0.5.1', '1,5', '.', '-', 'NaN', 'Infinity', '0x10']) {
      assert.equal(tryDecimal(bad), undefined, JSON.stringify(bad));
    }
    assert.equal(tryDecimal(Number.NaN), undefined);
    assert.equal(tryDecimal(null), undefined);
    assert.throws(() => toDecimal('abc'), RangeError);
  });

  it('should add and subtract without float error', () => {
    assert.equal(add('0.1', '0.2'), '0.3'); // 0.1 + 0.2 is 0.30000000000000004 in floats
    assert.equal(add('1304.72', '20230.87'), '21535.59');
    assert.equal(sub('0.1', '0.3'), '-0.2');
    assert.equal(sub('1', '0.9'), '0.1'); // 1 - 0.9 is 0.09999999999999998 in floats
  });

  it('should give the complementary outcome price exactly', () => {
    assert.equal(complement('0.84'), '0.16');
    assert.equal(complement('0.0001'), '0.9999');
    assert.equal(complement('1'), '0');
    assert.equal(complement('0'), '1');
  });

  it('should take the mid exactly, adding a digit where needed', () => {
    assert.equal(mid('0.511', '0.514'), '0.5125');
    assert.equal(mid('0.73', '0.77'), '0.75');
    assert.equal(mid('0.09', '0.16'), '0.125');
  });

  it('should compare numerically, not as text', () => {
    assert.equal(compare('0.50', '0.5'), 0);
    assert.equal(compare('0.511', '0.6'), -1);
    assert.equal(compare('10', '9.99'), 1);
    assert.equal(compare('-1', '0'), -1);
  });

  it('should turn legacy integer cents into dollars', () => {
    assert.equal(centsToDollars(9), '0.09');
    assert.equal(centsToDollars(100), '1');
    assert.equal(centsToDollars(-337), '-3.37');
    assert.throws(() => centsToDollars(1.5), RangeError);
  });

  it('should count fraction digits of a tick size', () => {
    assert.equal(fractionDigits('0.001'), 3);
    assert.equal(fractionDigits('0.0100'), 2);
    assert.equal(fractionDigits('5'), 0);
    assert.ok(isZero('0.000'));
  });
});

describe('decimal multiplication, division and rounding', () => {
  it('should multiply exactly', () => {
    assert.equal(mul('0.57', '12.5'), '7.125');
    assert.equal(mul('-0.1', '0.2'), '-0.02');
  });

  it('should divide to a number of digits with the rounding asked for', () => {
    assert.equal(div('10', '3', 6, 'down'), '3.333333');
    assert.equal(div('10', '3', 6, 'up'), '3.333334');
    assert.equal(div('2', '3', 2, 'half-up'), '0.67');
    assert.equal(div('1', '8', 2, 'half-up'), '0.13');
    assert.equal(div('-10', '3', 2, 'down'), '-3.34');
    assert.equal(div('7.125', '12.5', 6, 'down'), '0.57');
    assert.throws(() => div('1', '0', 2, 'down'), RangeError);
  });

  it('should round to a number of digits', () => {
    assert.equal(round('1.23456789', 6, 'down'), '1.234567');
    assert.equal(round('1.23456789', 6, 'up'), '1.234568');
    assert.equal(round('1.2345', 3, 'half-up'), '1.235');
    assert.equal(round('1.5', 6, 'down'), '1.5');
  });
});
