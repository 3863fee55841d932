-- A wallet's fills across its orders, newest first (GET /api/v1/wallet/{wallet_id}/fills): without
-- this the listing scans every fill of every wallet. Filters by token, side, order and time are
-- applied within the wallet's range.
CREATE INDEX fills_wallet ON fills (wallet_id, created_at DESC, fill_id DESC);
