import assert from 'node:assert/strict';
import { Type } from '@sinclair/typebox';
import { compileValidator } from '../../api/validation.ts';
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
    Type.Object({ name: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }), tags: Type.Array(Type.String()) }),
  );

  it('should coerce query strings and fill defaults', () => {
    const q: Record<string, unknown> = { limit: '25' };
    query(q);
    assert.deepEqual(q, { limit: 25, order: 'DESC' });
  });

  it('should name the query parameter that is out of range', () => {
    assert.throws(() => query({ limit: '251' }), (e: unknown) => e instanceof BadRequestError && /query\.limit must be <= 250/.test(e.message));
    assert.throws(() => query({ limit: 'ten' }), /query\.limit must be integer/);
  });

  it('should name a missing body field', () => {
    assert.throws(() => body({ name: 'ok' }), /body\.tags is required/);
  });

  it('should not coerce body types', () => {
    assert.throws(() => body({ name: 'ok', tags: 'a,b' }), /body\.tags must be array/);
    assert.throws(() => body({ name: 12, tags: [] }), /body\.name must be string/);
  });

  it('should explain length and pattern failures by field', () => {
    assert.throws(() => body({ name: 'x'.repeat(65), tags: [] }), /body\.name must be at most 64 characters/);
    assert.throws(() => body({ name: 'bad name!', tags: [] }), /body\.name must match pattern/);
  });
});
