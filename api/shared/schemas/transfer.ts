// The wire form of a transfer (a deposit or a withdrawal on chain) and the status it shares with
// its withdrawal: the wallet routes answer them, account events carry them.
import { Type } from '@sinclair/typebox';

const Timestamp = Type.String({ description: 'ISO 8601, UTC, with Z' });

/** Every enumerated status on the wire is upper case; a withdrawal and its transfer entry share one. */
const TRANSFER_STATUSES = ['PENDING', 'CONFIRMED', 'FAILED', 'DROPPED'];
const TRANSFER_STATUS_DOC =
  'PENDING: recorded, not final yet (tx_hash null while queued, set once sent); CONFIRMED; FAILED (reverted, funds returned); DROPPED (never mined, funds returned).';

export const TransferStatus = Type.String({ enum: TRANSFER_STATUSES, description: TRANSFER_STATUS_DOC });

export const TransferOut = Type.Object(
  {
    tx_hash: Type.Union([Type.String(), Type.Null()]),
    transfer_type: Type.String({ enum: ['DEPOSIT', 'WITHDRAWAL'] }),
    type: Type.String({ enum: ['DEPOSIT', 'WITHDRAWAL'] }),
    asset_type: Type.String({ enum: ['ERC20', 'SPL_TOKEN'] }),
    asset_id: Type.String(),
    address: Type.String(),
    from_address: Type.String(),
    to_address: Type.String(),
    amount: Type.String(),
    status: TransferStatus,
    created_at: Timestamp,
    withdrawal_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: 'The withdrawal this transfer is (GET …/withdrawal/{withdrawal_id}); null for a deposit.',
    }),
  },
  { title: 'Transfer' },
);
