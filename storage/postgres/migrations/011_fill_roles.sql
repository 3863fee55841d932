-- Who each fill took liquidity from (GET …/order/{order_id}/fills): a taker crossed the book, a
-- maker's resting order was crossed. Fills recorded before this column: a market or stoploss
-- order's are takers; a limit order's stay unknown (NULL), since a limit order may fill either way.
ALTER TABLE fills ADD COLUMN role text CHECK (role IN ('maker', 'taker'));
UPDATE fills f SET role = 'taker' FROM orders o WHERE o.order_id = f.order_id AND o.type <> 'LIMIT';
