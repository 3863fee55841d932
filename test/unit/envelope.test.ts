import assert from 'node:assert/strict';
import { failure, success } from '../../api/envelope.ts';

describe('envelope', () => {
  it('should put the payload under data for the reference family', () => {
    assert.deepEqual(success('data', { a: 1 }), { success: true, data: { a: 1 } });
  });

  it('should put the payload under response for the wallet family', () => {
    assert.deepEqual(success('response', [1]), { success: true, response: [1] });
  });

  it('should answer both spellings with their own forms for the api-key routes', () => {
    assert.deepEqual(success('both', { api_keys: [] }, []), {
      success: true,
      data: { api_keys: [] },
      response: [],
    });
  });

  it('should shape failures as success:false with a message and a stable code', () => {
    assert.deepEqual(failure('no such account', 'account_not_found'), {
      success: false,
      error: 'no such account',
      code: 'account_not_found',
    });
  });

  it('should name the field at fault when there is one', () => {
    assert.deepEqual(failure('body.settings is required', 'invalid_request', 'settings'), {
      success: false,
      error: 'body.settings is required',
      code: 'invalid_request',
      param: 'settings',
    });
  });
});
