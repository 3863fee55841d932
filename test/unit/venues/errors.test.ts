// The venues' error tables: each of the venue's texts as it sends them (values filled in where the
// venue fills them) lands on the outcome and kind listed here, and each kind on its API code.
import assert from 'node:assert/strict';
import { ERROR_CODES } from '../../../core/errors.ts';
import {
  refusalAnswer,
  ruleFor,
  ruleForStatus,
  VenueRejectedError,
  type VenueErrorRule,
} from '../../../core/venue-errors.ts';
import {
  dflowErrorCode,
  dflowErrorTable,
  kalshiErrorCode,
  kalshiErrorTable,
  SOLANA_ALREADY_PROCESSED,
  solanaRefusalKind,
} from '../../../venues/kalshi/errors.ts';
import { kalshiRefusal } from '../../support/kalshi-venue.ts';
import { clobErrorTable } from '../../../venues/polymarket/errors.ts';

const refused = (kind: VenueErrorRule['kind']): VenueErrorRule => ({ outcome: 'rejected', kind });
const unknownOutcome = (kind: VenueErrorRule['kind']): VenueErrorRule => ({ outcome: 'unavailable', kind });

// [HTTP status, the CLOB's words, what the table must make of them]
const CLOB_ROWS: Array<[number, string, VenueErrorRule]> = [
  [401, 'Unauthorized/Invalid api key', refused('unknown')],
  [401, 'Invalid L1 Request headers', refused('unknown')],
  [503, 'Trading is currently disabled. Check polymarket.com for updates', refused('unavailable')],
  [
    503,
    'Trading is currently cancel-only. New orders are not accepted, but cancels are allowed.',
    refused('unavailable'),
  ],
  [429, 'Too Many Requests', refused('rate_limited')],
  [400, 'Invalid order payload', refused('invalid_order')],
  [400, 'the order owner has to be the owner of the API KEY', refused('unknown')],
  [400, 'the order signer address has to be the address of the API KEY', refused('unknown')],
  [400, 'invalid signature', refused('invalid_order')],
  [400, 'maker address not allowed, please use the deposit wallet flow', refused('rejected_by_risk')],
  [400, "'0x70997970C51812dc3A010C7d01b50e0d17dc79C8' address banned", refused('rejected_by_risk')],
  [
    400,
    "'0x70997970C51812dc3A010C7d01b50e0d17dc79C8' address in closed only mode",
    refused('rejected_by_risk'),
  ],
  [400, 'Too many orders in payload: 16, max allowed: 15', refused('invalid_order')],
  [400, 'invalid post-only order: order crosses book', refused('invalid_order')],
  [400, 'invalid post-only order: only GTC and GTD order types are allowed', refused('invalid_order')],
  [
    400,
    `order 0x${'ab'.repeat(32)} is invalid. Price (0.555) breaks minimum tick size rule: 0.01`,
    refused('invalid_order'),
  ],
  [400, 'Price (0.9803921568627451) breaks minimum tick size rule: 0.001', refused('invalid_order')],
  [
    400,
    `order 0x${'ab'.repeat(32)} is invalid. Size (1.08) lower than the minimum: 5`,
    refused('invalid_order'),
  ],
  [400, `order 0x${'ab'.repeat(32)} is invalid. Duplicated.`, refused('invalid_order')],
  [400, `order 0x${'ab'.repeat(32)} crosses the book`, refused('invalid_order')],
  [400, 'not enough balance / allowance', refused('insufficient_funds')],
  [
    400,
    'not enough balance / allowance: the balance is not enough -> balance: 0, order amount: 2000000',
    refused('insufficient_funds'),
  ],
  [200, 'Insufficient balance', refused('insufficient_funds')],
  [400, 'invalid nonce', refused('invalid_order')],
  [400, 'invalid expiration', refused('invalid_order')],
  [400, 'order canceled in the CTF exchange contract', refused('invalid_order')],
  [400, "order couldn't be fully filled. FOK orders are fully filled or killed.", refused('invalid_order')],
  [200, 'order couldn’t be fully filled, FOK orders are fully filled/killed', refused('invalid_order')],
  [
    400,
    'no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.',
    refused('invalid_order'),
  ],
  [400, 'the market is not yet ready to process new orders', refused('unavailable')],
  [400, 'could not insert order', refused('unavailable')],
  [400, 'could not run the execution', unknownOutcome('unavailable')],
  [400, 'error delaying the order', unknownOutcome('unavailable')],
  [400, 'there are no matching orders', refused('invalid_order')],
  [400, 'FOK orders are filled or killed', refused('invalid_order')],
  [400, 'the trade contains rounding issues', refused('invalid_order')],
  [
    400,
    "the price of the taker's order has a discrepancy greater than allowed with the worst maker order",
    refused('invalid_order'),
  ],
  [
    400,
    'invalid amounts, the market buy orders maker amount supports a max accuracy of 2 decimals, taker amount a max of 4 decimals',
    refused('invalid_order'),
  ],
  [
    400,
    'invalid amounts, the sell orders maker amount supports a max accuracy of 2 decimals, taker amount a max of 4 decimals',
    refused('invalid_order'),
  ],
  [400, 'invalid amount for a marketable BUY order ($0.99), min size: $1', refused('invalid_order')],
  [400, 'invalid tick size: 0.5', refused('invalid_order')],
  [400, 'Invalid orderID', refused('invalid_order')],
  [400, 'order_version_mismatch', refused('invalid_order')],
  // Words the table does not know: the status decides.
  [400, 'something new', refused('unknown')],
  [404, 'order not found', refused('unknown')],
  [425, '', refused('unavailable')],
  [429, '', refused('rate_limited')],
  [500, 'Internal server error', unknownOutcome('unavailable')],
  [503, 'Service Unavailable', unknownOutcome('unavailable')],
  [302, '', unknownOutcome('unavailable')],
];

describe('venue error tables', () => {
  describe('Polymarket CLOB', () => {
    for (const [status, words, rule] of CLOB_ROWS)
      it(`should read ${status} "${words}" as ${rule.outcome} / ${rule.kind}`, () => {
        assert.deepEqual(ruleFor(clobErrorTable, status, words), rule);
      });

    it('should match its exact words only whole, and its broad words in any case', () => {
      assert.deepEqual(ruleFor(clobErrorTable, 400, 'invalid nonce!'), refused('unknown'));
      assert.deepEqual(
        ruleFor(clobErrorTable, 400, 'NOT ENOUGH BALANCE / ALLOWANCE'),
        refused('insufficient_funds'),
      );
    });
  });

  describe("Kalshi's Trade API (venue_b market data)", () => {
    // Kalshi's answers as the stand-in builds them ({error: ErrorResponse}, held to kalshi-typescript).
    const rows: Array<[number, string, VenueErrorRule]> = [
      [400, 'invalid_order', refused('invalid_order')],
      [400, 'missing_parameters', refused('invalid_order')],
      [400, 'bad_request', refused('invalid_order')],
      [404, 'not_found', refused('invalid_order')],
      [409, 'order_already_exists', refused('invalid_order')],
      [503, 'service_unavailable', unknownOutcome('unavailable')],
      // a code the table does not know: the status decides
      [400, 'something_new', refused('unknown')],
      [429, 'too_many_requests', unknownOutcome('rate_limited')],
      [500, 'internal_server_error', unknownOutcome('unavailable')],
    ];
    for (const [status, code, rule] of rows)
      it(`should read Kalshi's ${status} ${code} as ${rule.outcome} / ${rule.kind}`, () => {
        const answer = kalshiRefusal(status, code);
        assert.deepEqual(
          ruleFor(kalshiErrorTable, answer.status, kalshiErrorCode(JSON.stringify(answer.body))),
          rule,
        );
      });

    it('should read error.code, else a top-level code (a body Kalshi cannot parse), else none', () => {
      assert.equal(
        kalshiErrorCode(
          '{"error":{"code":"invalid_order","message":"invalid order","details":"post only cross"}}',
        ),
        'invalid_order',
      );
      assert.equal(
        kalshiErrorCode('{"code":"bad_request","message":"bad request","details":"..."}'),
        'bad_request',
      );
      assert.equal(kalshiErrorCode('{"error":"unauthorized"}'), undefined);
      assert.equal(kalshiErrorCode('<html>bad gateway</html>'), undefined);
    });

    it("should refuse to build an answer that is not kalshi-typescript's ErrorResponse", () => {
      assert.deepEqual(kalshiRefusal(400, 'invalid_order', 'post only cross').body, {
        error: { code: 'invalid_order', message: 'invalid order', details: 'post only cross' },
      });
      assert.throws(
        () => kalshiRefusal(400, 'invalid_order', 7 as unknown as string),
        /not kalshi-typescript's ErrorResponse/,
      );
    });
  });

  describe('DFlow and Solana (venue_b)', () => {
    const rows: Array<[number, string, VenueErrorRule]> = [
      [400, '{"code":"route_not_found","msg":"Route not found"}', refused('invalid_order')],
      [400, '{"code":"price_impact_too_high","msg":"Price impact too high"}', refused('rejected_by_risk')],
      [429, '{"msg":"Rate limit exceeded"}', unknownOutcome('rate_limited')],
      [400, '{"code":"something_new","msg":"?"}', refused('unknown')],
      [403, 'Forbidden', refused('unknown')],
      [408, '', unknownOutcome('unavailable')],
      [500, '{"msg":"internal"}', unknownOutcome('unavailable')],
      [502, '<html>bad gateway</html>', unknownOutcome('unavailable')],
      [302, '', unknownOutcome('unavailable')],
    ];
    for (const [status, body, rule] of rows)
      it(`should read DFlow's ${status} ${body || '(empty)'} as ${rule.outcome} / ${rule.kind}`, () => {
        assert.deepEqual(ruleFor(dflowErrorTable, status, dflowErrorCode(body)), rule);
      });

    it('should read the code of a DFlow answer, and none of a body without one', () => {
      assert.equal(dflowErrorCode('{"code":"route_not_found","msg":"Route not found"}'), 'route_not_found');
      assert.equal(dflowErrorCode('{"msg":"Rate limit exceeded"}'), undefined);
      assert.equal(dflowErrorCode('not json'), undefined);
    });

    const solana: Array<[string, string[], VenueErrorRule['kind']]> = [
      [
        'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
        [],
        'insufficient_funds',
      ],
      ['Transaction simulation failed: Insufficient funds for fee', [], 'insufficient_funds'],
      [
        'Transaction simulation failed: Transaction results in an account (0) with insufficient funds for rent',
        [],
        'insufficient_funds',
      ],
      [
        'Transaction simulation failed: Error processing Instruction 2: custom program error: 0x1',
        [
          'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA invoke [1]',
          'Program log: Error: insufficient funds',
        ],
        'insufficient_funds',
      ],
      [
        'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
        ['Transfer: insufficient lamports 10, need 20'],
        'insufficient_funds',
      ],
      ['Transaction simulation failed: Blockhash not found', [], 'unavailable'],
      [
        'Transaction simulation failed: Error processing Instruction 1: custom program error: 0x1771',
        ['Program log: slippage'],
        'unknown',
      ],
    ];
    for (const [message, logs, kind] of solana)
      it(`should read Solana's "${message}"${logs.length ? ' with its logs' : ''} as ${kind}`, () => {
        assert.equal(solanaRefusalKind(message, logs), kind);
      });

    it("should tell Solana's repeat of a landed transaction from a refusal", () => {
      assert.ok(
        SOLANA_ALREADY_PROCESSED.test(
          'Transaction simulation failed: This transaction has already been processed',
        ),
      );
      assert.ok(SOLANA_ALREADY_PROCESSED.test('AlreadyProcessed'));
      assert.ok(
        !SOLANA_ALREADY_PROCESSED.test(
          'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
        ),
      );
    });
  });

  describe('what the API answers', () => {
    const rows: Array<[VenueErrorRule['kind'], string, number]> = [
      ['invalid_order', 'venue_invalid_order', 400],
      ['insufficient_funds', 'venue_insufficient_funds', 400],
      ['rate_limited', 'venue_rate_limited', 503],
      ['unavailable', 'venue_unavailable', 503],
      ['rejected_by_risk', 'venue_rejected', 400],
      ['unknown', 'venue_rejected', 400],
    ];
    for (const [kind, code, status] of rows)
      it(`should answer a refusal of kind ${kind} with ${status} ${code}, the venue's words kept`, () => {
        const answer = refusalAnswer(
          new VenueRejectedError('not enough balance / allowance', null, kind),
          'the venue refused the order',
        );
        assert.deepEqual(
          [answer.status, answer.code, answer.message],
          [status, code, 'the venue refused the order: not enough balance / allowance'],
        );
        assert.equal(ERROR_CODES[answer.code].status, status);
      });

    it('should fall back on the status table when a venue says nothing', () => {
      assert.deepEqual(ruleForStatus(clobErrorTable, 451), refused('unknown'));
    });
  });
});
