-- A live order's amendment in flight (engine/trading/orders.ts, amendLive): cancel-and-replace is
-- reserve -> call -> settle. The reserve step records here, in a short transaction, what the order
-- is to become (its new price and shares) and when it was asked; the venue is then called with no
-- transaction open, and the settle step applies the venue's answer and clears these columns. While
-- amend_id is set no other amendment or cancel goes through (409 order_amending), and the live
-- poller leaves the order to its amendment; one left here longer than the grace (its request died
-- between the call and the settle) is finished or rolled back by the poller, asking the venue.
ALTER TABLE orders
  ADD COLUMN amend_id uuid,
  ADD COLUMN amend_price numeric,
  ADD COLUMN amend_shares numeric,
  ADD COLUMN amend_requested_at timestamptz,
  ADD CONSTRAINT orders_amendment_whole CHECK (
    (amend_id IS NULL AND amend_price IS NULL AND amend_shares IS NULL AND amend_requested_at IS NULL)
    OR (amend_id IS NOT NULL AND amend_price IS NOT NULL AND amend_shares IS NOT NULL AND amend_requested_at IS NOT NULL)
  );
