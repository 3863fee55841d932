// Schemas of the reconciliation routes: a pass's report (what each live chain was read at, what was
// skipped, the findings) and the withdrawal holds it raised. Amounts are base units (every token
// here has 6 decimals: 1000000 = 1 token), signed decimal integers as strings.
import { Type } from '@sinclair/typebox';
import { Nullable, stringEnum } from '../../core/schema-types.ts';

const BaseUnits = (description: string) =>
  Type.String({ pattern: '^-?\\d+$', description: `${description}, base units (1000000 = 1 token).` });
const Chain = stringEnum(['POL', 'SOL']);

export const ReconciliationFindingOut = Type.Object(
  {
    wallet_id: Type.String({ format: 'uuid' }),
    chain: Chain,
    asset: Type.String({
      description:
        '`USDC.e`, `pUSD`, `USDC`, or an outcome token: its ERC-1155 position id (POL) or SPL mint (SOL).',
    }),
    address: Type.String({ description: "The wallet's address on the chain." }),
    read_at: Type.String({
      description: 'Where the chain balance was read: `block N` (POL) or `slot N` (SOL).',
    }),
    chain_balance: BaseUnits('What the chain holds at the address'),
    ledger_balance: BaseUnits('What the ledger owes the wallet (all its accounts; paper trading taken out)'),
    in_flight_out: BaseUnits(
      'How much less the chain may hold while transfers are in flight (sent withdrawals, escrowed live orders, recent live fills)',
    ),
    in_flight_in: BaseUnits(
      'How much more the chain may hold while transfers are in flight (recent live fills)',
    ),
    difference: BaseUnits('chain_balance - ledger_balance'),
    unexplained: BaseUnits('How far chain_balance lies outside the in-flight band (never 0 here)'),
    consecutive: Type.Integer({ minimum: 1, description: 'Passes in a row that found this difference.' }),
    confirmed: Type.Boolean({
      description:
        'A mismatch: found in RECONCILIATION_CONFIRM_PASSES passes in a row (metric, warning, hold).',
    }),
  },
  { title: 'ReconciliationFinding' },
);

export const WithdrawalHoldOut = Type.Object(
  {
    wallet_id: Type.String({ format: 'uuid' }),
    pass_id: Nullable(Type.String({ description: 'The pass whose confirmed finding held the wallet.' })),
    chain: Chain,
    asset: Type.String(),
    unexplained: BaseUnits(
      'The unexplained amount of the finding that held the wallet: a release stands while it grows no larger',
    ),
    reason: Type.String(),
    held_at: Type.String({ format: 'date-time' }),
    released_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { title: 'WithdrawalHold' },
);

export const ReconciliationReportOut = Type.Object(
  {
    pass: Type.Union(
      [
        Type.Object(
          {
            pass_id: Type.String(),
            started_at: Type.String({ format: 'date-time' }),
            finished_at: Type.String({ format: 'date-time' }),
            chains: Type.Array(
              Type.Object({
                chain: Chain,
                read_at: Type.String({ description: '`block N` (POL: the safe head) or `slot N` (SOL).' }),
                checked: Type.Integer({ minimum: 0, description: '(address, asset) balances read.' }),
              }),
            ),
            skipped: Type.Array(Type.Object({ chain: Chain, reason: Type.String() }), {
              description: 'Chains not compared: paper chains.',
            }),
            errors: Type.Array(
              Type.Object({
                chain: Chain,
                address: Type.String(),
                asset: Type.String(),
                error: Type.String(),
              }),
              { description: 'Balances the chain did not answer; tried again next pass.' },
            ),
          },
          { title: 'ReconciliationPass' },
        ),
        Type.Null(),
      ],
      { description: 'The pass reported; null before the first pass.' },
    ),
    findings: Type.Array(ReconciliationFindingOut, {
      description:
        'Every (wallet, chain, asset) whose chain balance lies outside the ledger plus what is in flight; none: the chains agree.',
    }),
    holds: Type.Array(WithdrawalHoldOut, { description: 'Wallets whose withdrawals are held now.' }),
  },
  { title: 'ReconciliationReport' },
);

export const HoldReleaseOut = Type.Object(
  {
    wallet_id: Type.String({ format: 'uuid' }),
    released: Type.Boolean({ description: 'false: the wallet was not held (a repeat changes nothing).' }),
    hold: Nullable(WithdrawalHoldOut),
  },
  { title: 'WithdrawalHoldRelease' },
);
