// TabSeparated fields as the hot write paths encode them (storage/clickhouse/tab-separated.ts).
import assert from 'node:assert/strict';
import {
  decimalPairsField,
  nullableDecimalField,
  stringField,
} from '../../storage/clickhouse/tab-separated.ts';

describe('TabSeparated fields', () => {
  it('should pass plain strings through and escape the separators and backslash', () => {
    assert.equal(stringField('0xabc:123'), '0xabc:123');
    assert.equal(stringField('a\tb\nc\\d\re\0f'), 'a\\tb\\nc\\\\d\\re\\0f');
  });

  it('should write NULL as \\N and decimals as they are', () => {
    assert.equal(nullableDecimalField(null), '\\N');
    assert.equal(nullableDecimalField('0.125'), '0.125');
    assert.equal(nullableDecimalField('-3'), '-3');
  });

  it('should refuse text that is not a decimal rather than let it reach the server', () => {
    for (const bad of ['', '1e5', '0.5)', '.5', 'NaN', '1,2']) {
      assert.throws(() => nullableDecimalField(bad), /not a decimal/, bad);
    }
    assert.throws(() => decimalPairsField([['0.5', '1),(9,9']]), /not a decimal/);
  });

  it('should write price levels as an array of tuples', () => {
    assert.equal(decimalPairsField([]), '[]');
    assert.equal(
      decimalPairsField([
        ['0.5', '10'],
        ['0.49', '2.5'],
      ]),
      '[(0.5,10),(0.49,2.5)]',
    );
  });
});
