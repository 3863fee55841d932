import assert from 'node:assert/strict';
import { Type } from '@sinclair/typebox';
import { closedQuery, compileValidator } from '../../api/validation.ts';
import { boundedAmount } from '../../core/input-bounds.ts';
import { BadRequestError } from '../../core/errors.ts';

describe('request validation', () => {
  const query = compileValidator(
    'query',
    Type.Object({
      limit: Type.Integer({ minimum: 1, maximum: 250, default: 100 }),
      order: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: 'DESC' }),
    }),
  );
  const body = compileValidator(
    'body',
    Type.Object({
      name: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
      tags: Type.Array(Type.String()),
    }),
  );

  it('should coerce query strings and fill defaults', () => {
    const q: Record<string, unknown> = { limit: '25' };
    query(q);
    assert.deepEqual(q, { limit: 25, order: 'DESC' });
  });

  it('should name the query parameter that is out of range', () => {
    assert.throws(
      () => query({ limit: '251' }),
      (e: unknown) => e instanceof BadRequestError && /query\.limit must be <= 250/.test(e.message),
    );
    assert.throws(() => query({ limit: 'ten' }), /query\.limit must be an integer, got "ten"/);
  });

  it('should name a missing body field', () => {
    assert.throws(() => body({ name: 'ok' }), /body\.tags is required/);
  });

  it('should not coerce body types', () => {
    assert.throws(() => body({ name: 'ok', tags: 'a,b' }), /body\.tags must be an array, got string/);
    assert.throws(() => body({ name: 12, tags: [] }), /body\.name must be a string, got integer/);
  });

  it('should explain length and pattern failures by field', () => {
    assert.throws(() => body({ name: 'x'.repeat(65), tags: [] }), /body\.name must be at most 64 characters/);
    assert.throws(() => body({ name: 'bad name!', tags: [] }), /body\.name must match pattern/);
  });

  it('should name the allowed values of a union of literals and of an enum', () => {
    assert.throws(
      () => query({ order: 'asc' }),
      (e: unknown) =>
        e instanceof BadRequestError &&
        e.param === 'order' &&
        e.message === 'query.order must be one of ASC, DESC',
    );
    const side = compileValidator(
      'body',
      Type.Object({ side: Type.Union([Type.Union([Type.Literal('BUY'), Type.Literal('SELL')])]) }),
    );
    assert.throws(
      () => side({ side: 5 }),
      (e: unknown) =>
        e instanceof BadRequestError &&
        e.param === 'side' &&
        e.message === 'body.side must be one of BUY, SELL',
    );
  });

  it('should name the parameters a route takes when it is sent another', () => {
    const closed = compileValidator(
      'query',
      closedQuery(
        Type.Object({ limit: Type.Integer({ default: 100 }), offset: Type.Integer({ default: 0 }) }),
      ),
    );
    assert.throws(
      () => closed({ status: 'ACTIVE' }),
      (e: unknown) =>
        e instanceof BadRequestError &&
        e.param === 'status' &&
        e.message === 'query.status is not allowed (allowed query parameters: limit, offset)',
    );
    const none = compileValidator('query', closedQuery(undefined));
    none({});
    assert.throws(
      () => none({ x: '1' }),
      (e: unknown) =>
        e instanceof BadRequestError &&
        e.param === 'x' &&
        /this route takes no query parameters/.test(e.message),
    );
  });

  it('should name the type wanted and the type sent for an amount', () => {
    const amount = compileValidator(
      'body',
      Type.Object({ amount: Type.Union([Type.String(), Type.Number()], boundedAmount) }),
    );
    assert.throws(
      () => amount({ amount: true }),
      (e: unknown) =>
        e instanceof BadRequestError &&
        e.param === 'amount' &&
        e.message === 'body.amount must be a decimal string such as "5" (or a JSON number), got boolean',
    );
  });
});
