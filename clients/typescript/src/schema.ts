// Generated from the service's /openapi.json by openapi-typescript: do not edit.
// Regenerate: `npm run client:generate` in the repository (or `npm run generate -- <url>` here).
export interface paths {
    "/api/v1/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events with their markets from both venues: filters, sort and paging
         * @description No credential needed.
         */
        get: operations["listMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/markets/sparklines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sparklines of tokens: 24 hourly prices each, oldest first
         * @description Unknown tokens are left out. A token the engine holds no state for (nothing streamed or recorded) gets its sparkline from the venue's backfilled prices, and `X-Data-Source` then names `backfill` (after `live` or `recording; recorded_at=…` for the others, as for prices).
         *
         *     No credential needed.
         */
        post: operations["getSparklines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/markets/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Current prices of tokens; unknown tokens are left out
         * @description The answer is the bare map the reference fixes; its freshness is in headers: `X-Prices-As-Of` (ISO 8601, the time of the oldest price in the answer) and `X-Data-Source` (`live`, or `recording; recorded_at=<ISO 8601>` when a price comes from the replayed order-book dataset, `sandbox; seed=<SANDBOX_SEED>` when one is simulated: docs/sandbox.md). A token with neither a book the engine holds nor a price in the venue's listing gets the venue's latest backfilled price, and `X-Data-Source` then names `backfill` too, last.
         *
         *     No credential needed.
         */
        post: operations["getPrices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/markets/orderbooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Historical order books of a token, raw or in time buckets
         * @description A bucketed read answers the book at each bucket's end. A token of which no book was ever streamed or recorded answers the venue's latest backfilled price within the range instead: one entry with `price`, empty `bids` and `asks`, null `best_bid` and `best_ask` (never invented levels), `created_at` the price's time, and `X-Data-Source: backfill`.
         *
         *     No credential needed.
         */
        get: operations["listOrderbooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/markets/search/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search events of both venues, best match first
         * @description Matches titles, questions, tags and descriptions.
         *
         *     No credential needed.
         */
        get: operations["searchMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/markets/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Markets, open markets and total volume per venue
         * @description No credential needed.
         */
        get: operations["getMarketStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/venue_a/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List venue_a events with their markets
         * @description No credential needed.
         */
        get: operations["listVenueAMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/venue_a/market/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One venue_a event with its markets, by slug
         * @description The slug of the event, or the slug of one of its markets.
         *
         *     No credential needed.
         */
        get: operations["getVenueAEventBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/markets/candles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Candles of a token: open, high, low, close, volume and trade count per bucket
         * @description From the trades stored in the range where it holds any (`basis: trades`), else from its prices (`basis: prices`: volume and trades are null). `sources` and the `X-Data-Source` header name where the records came from (live, recording, backfill). At most 5,000 buckets per answer (`too_many_buckets` beyond). Asking moves the token's market to the front of the backfill, which fetches its past from the venue.
         *
         *     No credential needed.
         */
        get: operations["getCandles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/markets/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trades of a token, newest first, with the venue's trade id and the source
         * @description A trade seen live and again in the venue's history is listed once (the live record). Asking moves the token's market to the front of the backfill.
         *
         *     No credential needed.
         */
        get: operations["listTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/venue_a/market/condition/{condition_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One venue_a market with its event, by condition id
         * @description No credential needed.
         */
        get: operations["getVenueAMarketByConditionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/venue_b/market/ticker/{ticker}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One venue_b market with its event, by ticker
         * @description No credential needed.
         */
        get: operations["getVenueBMarketByTicker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/markets/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live prices and tops of book of tokens (server-sent events)
         * @description A snapshot per known token, then price and book events as they change.
         *
         *     No credential needed.
         */
        get: operations["streamMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/markets/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of both venues similar to a market, best first
         * @description The market's own event is left out.
         *
         *     No credential needed.
         */
        get: operations["listSimilarEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/markets/similar-pairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Equivalent contracts across the two venues, with their arbitrage
         * @description The arbitrage is the guaranteed profit of buying both sides at the best asks, after fees.
         *
         *     No credential needed.
         */
        get: operations["listSimilarPairs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/order/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a venue_a order: the current book walked for an amount
         * @description The amount is in USDC or shares (`units`).
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        post: operations["quoteVenueAOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/sol/{wallet_id}/order/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a venue_b order (a swap) under a slippage tolerance
         * @description BUY spends `amount` USDC; SELL sells `amount` shares.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        post: operations["quoteVenueBOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a venue_a order: MARKET, LIMIT or STOPLOSS
         * @description MARKET: `amount` in `units`, fill-or-kill within the slippage. LIMIT: `shares` at a `price`; rests until filled, cancelled or expired. STOPLOSS: sells `shares` once the price falls to its `price`. Send an `Idempotency-Key` header: a repeated request places once.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        post: operations["placeVenueAOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/order/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One venue_a order of the wallet
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["getVenueAOrder"];
        /**
         * Amend an open LIMIT or STOPLOSS order: its price or shares
         * @description A LIMIT order's limit price or shares; an active STOPLOSS order's trigger price or shares. Answers the whole order as it now stands (`order_id` first, as the reference answers it, then every field of the single order). A live order is amended by cancel-and-replace, as the CLOB has no amendment: the venue order is cancelled (its fills stay), a new one is signed for the new price and the shares left, under the same `order_id`; a refused replacement ends the order CANCELLED and answers the venue's code (docs/live-trading.md).
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        put: operations["amendVenueAOrder"];
        post?: never;
        /**
         * Cancel an open venue_a order
         * @description What it still holds goes back to the wallet; its fills stay.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        delete: operations["cancelVenueAOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/orders/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's open venue_a orders, newest first, with event and market
         * @description Open: ACTIVE, PARTIALLY_FILLED or PENDING.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listActiveOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/order/{order_id}/fills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fills of one venue_a order, oldest first
         * @description Each fill with its price, shares, USDC, fee and role (maker or taker). Paged with `limit` and `offset`.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listVenueAOrderFills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/sol/{wallet_id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a venue_b order (a swap) within the slippage tolerances
         * @description BUY spends `amount` USDC; SELL sells `amount` shares. Send an `Idempotency-Key` header: a repeated request places once.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        post: operations["placeVenueBOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/sol/{wallet_id}/order/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One venue_b order of the wallet
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["getVenueBOrder"];
        put?: never;
        post?: never;
        /**
         * Cancel an open venue_b order
         * @description What it still holds goes back to the wallet; its fills stay.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        delete: operations["cancelVenueBOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/sol/{wallet_id}/order/{order_id}/fills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fills of one venue_b order, oldest first
         * @description Each fill with its price, shares, USDC, fee and role (maker or taker). Paged with `limit` and `offset`.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listVenueBOrderFills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/{wallet_id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's orders on both venues, newest first, with event and market
         * @description Narrowed by `status` (one or several, comma-separated), `venue`, `token_id`, `side` and creation time (`created_from` inclusive, `created_before` exclusive); every filter given must hold. Paged with `limit` and `offset` over what the filters keep.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/{wallet_id}/fills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's fills across its orders on both venues, newest first
         * @description Each fill with its order, price, shares, USDC, fee and role. Narrowed by `venue`, `token_id`, `side`, `order_id` and time (`from` inclusive, `before` exclusive); every filter given must hold. Paged with `limit` and `offset` over what the filters keep.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listWalletFills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's open venue_a positions, marked to the current price
         * @description Each at its average cost.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listVenueAPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/pnl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's venue_a PNL over time
         * @description A point after each fill, and one for now at current prices.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["getVenueAPnl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/sol/{wallet_id}/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's open venue_b positions, marked to the current price
         * @description Each at its average cost.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listVenueBPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/sol/{wallet_id}/pnl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's venue_b PNL over time
         * @description A point after each fill, and one for now at current prices.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["getVenueBPnl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's wallets with their address on each chain
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listWallets"];
        put?: never;
        /**
         * Create another wallet for the account
         * @description Every account gets one wallet when it is created.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        post: operations["createWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/{wallet_id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's balances (available, held, total): one object per chain
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["getBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's POL balance per asset: available, held and total
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["getPolBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's POL deposits and withdrawals, newest first
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listPolTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/withdrawal/{withdrawal_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One POL withdrawal of the wallet, as the transfer list shows it
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["getPolWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw tokens to an outside POL address
         * @description Send an `Idempotency-Key` header: a repeated request withdraws once.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        post: operations["withdrawPol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/sol/{wallet_id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's SOL balance per asset: available, held and total
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["getSolBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/sol/{wallet_id}/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's SOL deposits and withdrawals, newest first
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listSolTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/sol/{wallet_id}/withdrawal/{withdrawal_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One SOL withdrawal of the wallet, as the transfer list shows it
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["getSolWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/sol/{wallet_id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw tokens to an outside SOL address
         * @description Send an `Idempotency-Key` header: a repeated request withdraws once.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        post: operations["withdrawSol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/copytrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow an address on venue_a in COPY or COUNTER mode (HTTP 201)
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        post: operations["createCopytrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/copytrades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet's copytrades, newest first (stopped ones too)
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listCopytrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/copytrade/{copytrade_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One copytrade, with the health of its target’s reads
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["getCopytrade"];
        put?: never;
        post?: never;
        /**
         * Stop a copytrade for good (status STOPPED; its decisions and orders stay)
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        delete: operations["stopCopytrade"];
        options?: never;
        head?: never;
        /**
         * Change a copytrade's mode or settings (only the fields given)
         * @description The settings take the fields of the create body, each optional: given ones replace the stored ones (inside `sizing` and `filters` one field at a time), `null` lifts a cap or a filter, and switching `sizing.mode` drops the other mode’s size. Checked as new settings are; the same change twice changes nothing. A STOPPED copytrade cannot change (409).
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        patch: operations["amendCopytrade"];
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/copytrade/{copytrade_id}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The copytrade's decisions on the target's trades, newest first
         * @description Each is PLACED (with the order), SKIPPED or FAILED (with why).
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listCopytradeDecisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/copytrade/{copytrade_id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a copytrade: the target’s trades are recorded as skipped
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        post: operations["pauseCopytrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/pol/{wallet_id}/copytrade/{copytrade_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused copytrade
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        post: operations["resumeCopytrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events for the account: its interest tags first, then popular ones
         * @description Events matched to the account's interest tags, then a blend of volume, liquidity, recency and time to close.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the request carries a live session (or an active account API key)
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`). Optional: without one the answer says so.
         */
        get: operations["getSessionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/session/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: expire the session that carries this request
         * @description Credential: a session (cookie or `Authorization: Bearer`); an account API key is refused.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List this account's API keys (no secrets)
         * @description Revoked keys show `active: false`.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["listOwnApiKeys"];
        put?: never;
        /**
         * Create an API key for this account (requires a session; secret shown once)
         * @description Credential: a session (cookie or `Authorization: Bearer`); an account API key is refused.
         */
        post: operations["createOwnApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/api-key/{public_key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of this account’s API keys, permanently
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        delete: operations["revokeOwnApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/interests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The interest tags recommendations use, as last replaced
         * @description Normalized: trimmed and lower case.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["getInterests"];
        put?: never;
        /**
         * Replace the whole set of interest tags used by recommendations
         * @description Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        post: operations["replaceInterests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's events as server-sent events, resumable with Last-Event-ID
         * @description Each event is a `data:` line holding the event (id, type, created_at, project_id, account_id, wallet_id, data) with its `id:`; `: ping` every 15 s. Without Last-Event-ID the stream starts with the next event; with it, the account's events after that id come first (nothing is lost across reconnects or restarts). See docs/api/events.md.
         *
         *     Credential: an account API key (`X-API-KEY`) or a session (cookie or `Authorization: Bearer`).
         */
        get: operations["streamAccountEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create another project API key (secret shown once)
         * @description Optionally restricted to a domain: browser requests whose Origin is another host are refused.
         *
         *     Credential: a project secret key (`X-API-Key`).
         */
        post: operations["createProjectApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the project's API keys, oldest first (no secrets)
         * @description Revoked keys show `active: false` and `revoked_at`.
         *
         *     Credential: a project secret key (`X-API-Key`).
         */
        get: operations["listProjectApiKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/api-key/{public_key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a project API key, permanently and on every API process
         * @description Repeating it succeeds. The key making the request may revoke itself only while another active key remains (409 otherwise).
         *
         *     Credential: a project secret key (`X-API-Key`).
         */
        delete: operations["revokeProjectApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the project's settings object
         * @description Credential: a project secret key (`X-API-Key`).
         */
        get: operations["getProjectSettings"];
        /**
         * Replace the project's settings object
         * @description Free-form, except `cors_origins`: the browser origins (`https://app.example.com`, at most 50) allowed to call the account and wallet routes from a web page with a session or key of this project.
         *
         *     Credential: a project secret key (`X-API-Key`).
         */
        put: operations["replaceProjectSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the project's accounts, oldest first
         * @description Credential: a project secret key (`X-API-Key`).
         */
        get: operations["listAccounts"];
        put?: never;
        /**
         * Create an account (one per end user) with optional metadata (at most 8 KB)
         * @description Credential: a project secret key (`X-API-Key`).
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/account/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an account of this project
         * @description Credential: a project secret key (`X-API-Key`).
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/account/{account_id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace an account's metadata (at most 8 KB)
         * @description Credential: a project secret key (`X-API-Key`).
         */
        put: operations["replaceAccountMetadata"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/account/{account_id}/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a session for an account; it expires after a period of inactivity
         * @description Credential: a project secret key (`X-API-Key`).
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/account/{account_id}/session/{session_id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a live session with a new one; the old id expires
         * @description Credential: a project secret key (`X-API-Key`).
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/account/{account_id}/session/{session_id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expire one session of an account
         * @description Credential: a project secret key (`X-API-Key`).
         */
        post: operations["expireSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/account/{account_id}/sessions/expire-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expire every live session of an account; answers how many were expired
         * @description Credential: a project secret key (`X-API-Key`).
         */
        post: operations["expireAllSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/account/{account_id}/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an account's API keys (no secrets)
         * @description Revoked keys show `active: false`.
         *
         *     Credential: a project secret key (`X-API-Key`).
         */
        get: operations["listAccountApiKeys"];
        put?: never;
        /**
         * Create an account API key (secret shown once)
         * @description Credential: a project secret key (`X-API-Key`).
         */
        post: operations["createAccountApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/account/{account_id}/api-key/{public_key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an account's API key, permanently
         * @description Credential: a project secret key (`X-API-Key`).
         */
        delete: operations["revokeAccountApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/account/{account_id}/faucet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the faucet may still credit the account today, and on which chains
         * @description Credential: a project secret key (`X-API-Key`).
         */
        get: operations["getAccountFaucetAllowance"];
        put?: never;
        /**
         * Paper chains: credit sandbox money to one of the account's wallets
         * @description Test funds without the admin key: `pUSD` on POL for venue_a orders, `USDC` on SOL for venue_b. At most FAUCET_DAILY_CAP_USDC dollars per account and UTC day, over all its wallets and chains; a request past it is refused whole. Refused on a chain connected to its real network. The credit is a deposit `faucet:<uuid>` in the wallet's transfer list. Send an `Idempotency-Key` header: a repeated request credits once.
         *
         *     Credential: a project secret key (`X-API-Key`).
         */
        post: operations["creditAccountFromFaucet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the project's webhook endpoints, oldest first (no secrets)
         * @description Credential: a project secret key (`X-API-Key`).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint; its signing secret is shown once
         * @description The project's account events (all types, or `event_types`) are POSTed to `url`, signed with X-PME-Signature, retried with back-off until answered 2xx. `url` must be https and reach a public address (checked again at every delivery). See docs/api/events.md.
         *
         *     Credential: a project secret key (`X-API-Key`).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint (no secret)
         * @description Credential: a project secret key (`X-API-Key`).
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint: nothing more is sent to it
         * @description Credential: a project secret key (`X-API-Key`).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/webhooks/{webhook_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret; the previous one still signs for a grace period
         * @description The new secret is shown once. Until `previous_secret_expires_at` every delivery carries two v1 signatures (new and previous secret), so receivers can switch without losing a delivery.
         *
         *     Credential: a project secret key (`X-API-Key`).
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/webhooks/{webhook_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the endpoint a signed test event now and answer what came of it
         * @description POSTs a `webhook.test` event (id `test_…`, `account_id` and `wallet_id` null) to the endpoint with the headers and X-PME-Signature of a real delivery, and answers the endpoint's status code, or the error when it did not answer within WEBHOOK_TIMEOUT_MS. Sent whatever the endpoint's `event_types`; not retried and not in the delivery log. A receiver that answers 2xx has `delivered: true`. See docs/api/events.md.
         *
         *     Credential: a project secret key (`X-API-Key`).
         */
        post: operations["sendWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/project/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's delivery attempts, newest first, with the answer of each
         * @description Credential: a project secret key (`X-API-Key`).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a project and its first project API key (bootstrap)
         * @description Credential: the admin key (`X-Admin-Key`).
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/wallets/{wallet_id}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Paper mode: credit test funds to a wallet
         * @description Only on a chain that is not connected to its real network; refused on a live chain.
         *
         *     Credential: the admin key (`X-Admin-Key`).
         */
        post: operations["creditWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/data-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the data keys, revoked ones included (no secrets)
         * @description Credential: the admin key (`X-Admin-Key`).
         */
        get: operations["listDataKeys"];
        put?: never;
        /**
         * Create a data key: read-only SQL for a data team
         * @description The secret is shown once. The key opens `POST /api/v1/data/sql` and no other route. `max_execution_s` gives its queries a time limit of their own (docs/data.md).
         *
         *     Credential: the admin key (`X-Admin-Key`).
         */
        post: operations["createDataKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/data-keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a data key, at once on every process
         * @description Credential: the admin key (`X-Admin-Key`).
         */
        delete: operations["revokeDataKey"];
        options?: never;
        head?: never;
        /**
         * Set a data key's own time limit for its queries
         * @description Holds from the key's next query on every process. `max_execution_s: null` returns the key to SQL_MAX_EXECUTION_S; more than SQL_KEY_MAX_EXECUTION_S is refused.
         *
         *     Credential: the admin key (`X-Admin-Key`).
         */
        patch: operations["amendDataKey"];
        trace?: never;
    };
    "/api/v1/admin/projects/{project_id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's API keys, revoked ones included (no secrets)
         * @description An unknown project has no keys: an empty list.
         *
         *     Credential: the admin key (`X-Admin-Key`).
         */
        get: operations["listAnyProjectApiKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys/{public_key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke any project's API key, permanently and at once on every API process
         * @description Repeating it succeeds. Also a project's last active key (the operator's call).
         *
         *     Credential: the admin key (`X-Admin-Key`).
         */
        delete: operations["revokeAnyProjectApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/wallet-keys/rewrap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * KEK rotation: re-seal every wallet's data key under the current WALLET_KEK
         * @description Run after a restart with the new `WALLET_KEK` and the old one in `WALLET_KEKS_RETIRED`; the chain keys are untouched. Repeating it re-seals nothing more (`rewrapped: 0`).
         *
         *     Credential: the admin key (`X-Admin-Key`).
         */
        post: operations["rotateWalletKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/sql": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a read-only SQL query on the market-data store (admin key)
         * @description Credential: the admin key (`X-Admin-Key`).
         */
        post: operations["runSqlQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/data/sql": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a read-only SQL query on the market-data store
         * @description Credential: a data key (`X-Data-Key`, read-only) or the admin key (`X-Admin-Key`).
         */
        post: operations["runDataSqlQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Stable and machine-readable: the error codes table (docs/concepts.md); codes are only ever added.
         * @enum {string}
         */
        ErrorCode: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed" | "unauthorized" | "credential_expired" | "credential_revoked" | "forbidden" | "wrong_credential_kind" | "origin_not_allowed" | "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found" | "method_not_allowed" | "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks" | "events_expired" | "payload_too_large" | "rate_limited" | "faucet_cap_reached" | "too_many_streams" | "client_closed_request" | "internal_error" | "unavailable" | "venue_unavailable" | "venue_rate_limited";
        Error: {
            /** @constant */
            success: false;
            /** @description What went wrong, for a person to read (the text may change; match on `code`). */
            error: string;
            code: components["schemas"]["ErrorCode"];
            /** @description The one input field at fault, dotted from the top of its part (`settings`, `settings.sizing.amount`, `limit`), when there is one. */
            param?: string;
        };
        /** VenueAEvent */
        VenueAEvent: {
            event_id: number;
            title: string;
            slug: string;
            description: string;
            image: string;
            tags: string[];
            labels: string[];
            neg_risk: boolean;
            active: boolean;
            liquidity: number;
            volume: number;
            volume24hr: number;
            volume1wk: number;
            volume1mo: number;
            volume1yr: number;
            live: {
                live: boolean;
                ended: boolean;
            };
            created_at: string | null;
            updated_at: string | null;
            ends_at: string | null;
        };
        /** VenueAMarket */
        VenueAMarket: {
            event_id: number;
            condition_id: string;
            question: string;
            outcome: string;
            slug: string;
            description: string;
            image: string;
            left_outcome: string;
            right_outcome: string;
            left_price: number | null;
            right_price: number | null;
            left_token_id: string;
            right_token_id: string;
            winner_token_id: string;
            active: boolean;
            resolved: boolean;
            /**
             * @description Where this record came from: `live` (the venue), `recording` (the replayed 2026-07-11 order-book dataset), `backfill` (the venue's history) or `sandbox` (simulated prices, never a forecast: docs/sandbox.md).
             * @enum {string}
             */
            data_source: "live" | "recording" | "backfill" | "sandbox";
            fees: boolean;
            decimals: number | null;
            liquidity: number;
            volume: number;
            volume24hr: number;
            volume1wk: number;
            volume1mo: number;
            volume1yr: number;
            rewards: {
                rewards: boolean;
            };
            created_at: string | null;
            updated_at: string | null;
            ends_at: string | null;
            tick_size: string | null;
            min_order_size: string | null;
            fee_schedule: {
                /** @description Rate of a taker (an order that crosses the book). */
                taker_rate: string;
                /** @description Rate of a maker (a resting order that is crossed); 0 on venue_a. */
                maker_rate: string;
                /** @description Power of p·(1−p) in the fee curve. */
                exponent: number;
                /** @description When the venue was read for these parameters (ISO 8601, UTC). */
                read_at: string;
            } | null;
        };
        /** VenueBEvent */
        VenueBEvent: {
            series_id: string;
            event_id: string;
            title: string;
            sub_title: string;
            slug: string;
            image: string;
            tags: string[];
            labels: string[];
            category: string;
            active: boolean;
            liquidity: number;
            volume: number;
            live: {
                is_active: boolean;
            };
            created_at: string | null;
            updated_at: string | null;
            ends_at: string | null;
        };
        /** VenueBMarket */
        VenueBMarket: {
            series_id: string;
            event_id: string;
            market_id: string;
            /** @description The venue_b market ticker (short market code). */
            kalshi_id: string;
            title: string;
            outcome: string;
            description: string;
            image: string;
            left_outcome: string;
            right_outcome: string;
            left_price: number | null;
            right_price: number | null;
            left_token_id: string;
            right_token_id: string;
            winner_token_id: string;
            active: boolean;
            resolved: boolean;
            /**
             * @description Where this record came from: `live` (the venue), `recording` (the replayed 2026-07-11 order-book dataset), `backfill` (the venue's history) or `sandbox` (simulated prices, never a forecast: docs/sandbox.md).
             * @enum {string}
             */
            data_source: "live" | "recording" | "backfill" | "sandbox";
            claimable: boolean;
            liquidity: number;
            open_interest: number;
            volume: number;
            volume24hr: number;
            router_a: {
                enabled: boolean;
            };
            router_b: boolean;
            created_at: string | null;
            updated_at: string | null;
            ends_at: string | null;
            tick_size: string | null;
            min_order_size: string | null;
            fee_schedule: {
                /** @description Rate of a taker (an order that crosses the book). */
                taker_rate: string;
                /** @description Rate of a maker (a resting order that is crossed); 0 on venue_a. */
                maker_rate: string;
                /** @description Power of p·(1−p) in the fee curve. */
                exponent: number;
                /** @description When the venue was read for these parameters (ISO 8601, UTC). */
                read_at: string;
            } | null;
        };
        /** ListingEntry */
        ListingEntry: {
            /** @constant */
            venue: "venue_a";
            event: components["schemas"]["VenueAEvent"];
            markets: components["schemas"]["VenueAMarket"][];
            /**
             * @description Where the entry's records came from, per entry because a listing mixes them: `sandbox` when any of its markets is simulated (docs/sandbox.md), else `recording` when any is replayed from the recorded dataset, else `live`.
             * @enum {string}
             */
            data_source: "live" | "recording" | "backfill" | "sandbox";
        } | {
            /** @constant */
            venue: "venue_b";
            event: components["schemas"]["VenueBEvent"];
            markets: components["schemas"]["VenueBMarket"][];
            /**
             * @description Where the entry's records came from, per entry because a listing mixes them: `sandbox` when any of its markets is simulated (docs/sandbox.md), else `recording` when any is replayed from the recorded dataset, else `live`.
             * @enum {string}
             */
            data_source: "live" | "recording" | "backfill" | "sandbox";
        };
        /** OrderbookSnapshot */
        OrderbookSnapshot: {
            /** @description The market: condition id (venue_a) or ticker (venue_b). */
            condition_id: string;
            token_id: string;
            /** @description price → size */
            bids: {
                [key: string]: number;
            };
            /** @description price → size */
            asks: {
                [key: string]: number;
            };
            best_bid: number | null;
            best_ask: number | null;
            /** @description Only where no book of the token was ever recorded: the venue's latest backfilled price (X-Data-Source: backfill), with empty bids and asks. Absent on a recorded book. */
            price?: number;
            /** @description Snapshot time; for bucketed reads the end of the bucket. */
            created_at: string;
        };
        /** VenueStatistics */
        VenueStatistics: {
            total_markets: number;
            active_markets: number;
            total_volume: number;
        };
        /** MarketStatistics */
        MarketStatistics: {
            venue_a: components["schemas"]["VenueStatistics"];
            venue_b: components["schemas"]["VenueStatistics"];
        };
        /** VenueAEntry */
        VenueAEntry: {
            event: components["schemas"]["VenueAEvent"];
            markets: components["schemas"]["VenueAMarket"][];
            /**
             * @description Where the entry's records came from, per entry because a listing mixes them: `sandbox` when any of its markets is simulated (docs/sandbox.md), else `recording` when any is replayed from the recorded dataset, else `live`.
             * @enum {string}
             */
            data_source: "live" | "recording" | "backfill" | "sandbox";
        };
        /** Candle */
        Candle: {
            /** @description The bucket's start, ISO 8601 UTC. */
            start: string;
            open: number;
            high: number;
            low: number;
            close: number;
            volume: number | null;
            trades: number | null;
        };
        /** Candles */
        Candles: {
            /** @enum {string} */
            venue: "venue_a" | "venue_b";
            /** @description The market: condition id (venue_a) or ticker (venue_b). */
            market_id: string;
            token_id: string;
            interval: string;
            /**
             * @description `trades`: from the stored trades in the range (volume and count given); `prices`: the range holds no trade, the candles come from its prices (the book's mid where both sides are quoted, the stream's mids, backfilled prices), volume and trades null.
             * @enum {string}
             */
            basis: "trades" | "prices";
            /** @description The sources of the records the candles were made from. */
            sources: ("live" | "recording" | "backfill" | "sandbox")[];
            start: string | null;
            end: string | null;
            /** @description Oldest first; buckets without a record are left out; at most 5000. */
            candles: components["schemas"]["Candle"][];
        };
        /** Trade */
        Trade: {
            trade_id: string | null;
            token_id: string;
            side: ("buy" | "sell") | null;
            price: number;
            size: number | null;
            /** @description ISO 8601 UTC, milliseconds. */
            time: string;
            /**
             * @description Where the record came from: `live` (the venue as it happened), `recording` (the replayed order-book dataset), `backfill` (the venue's history, fetched afterwards) or `sandbox` (simulated).
             * @enum {string}
             */
            source: "live" | "recording" | "backfill" | "sandbox";
        };
        /** VenueAMarketEntry */
        VenueAMarketEntry: {
            event: components["schemas"]["VenueAEvent"];
            market: components["schemas"]["VenueAMarket"];
        };
        /** VenueBMarketEntry */
        VenueBMarketEntry: {
            event: components["schemas"]["VenueBEvent"];
            market: components["schemas"]["VenueBMarket"];
        };
        /**
         * ArbitrageDepth
         * @description Extra field (not in the interface spec): how much of the arbitrage the order books hold, walked level by level on both legs of the profitable box; exact decimals. null when `arbitrage` is 0 or a leg's depth is unknown (a top-of-book-only source).
         */
        ArbitrageDepth: {
            /** @description Contracts per leg at both books' best asks, the prices `arbitrage` is computed from. */
            top_contracts: string;
            /** @description Contracts (shares) per leg buyable while each further fill on both legs stays profitable after fees. */
            contracts: string;
            /** @description USDC laid out for `contracts` on both legs, fees included. */
            cost: string;
            /** @description `contracts` − `cost`: the guaranteed profit in USDC (each contract pays $1 on exactly one leg). */
            profit: string;
        };
        /** SimilarPair */
        SimilarPair: {
            venue_a: {
                event: components["schemas"]["VenueAEvent"];
                market: components["schemas"]["VenueAMarket"];
            };
            venue_b: {
                event: components["schemas"]["VenueBEvent"];
                market: components["schemas"]["VenueBMarket"];
            };
            similarity: number;
            /** @description Guaranteed profit per $1 of payout at the best asks after fees, on the outcomes that pay together; 0 when none. */
            arbitrage: number;
            /**
             * @description `same`: venue_a's left outcome pays with venue_b's YES; `inverted`: with its NO.
             * @enum {string}
             */
            alignment: "same" | "inverted";
            outcomes: {
                /** @description The venue_a token that pays when venue_b's YES pays. */
                yes: string;
                /** @description The venue_a token that pays when venue_b's NO pays. */
                no: string;
            };
            /**
             * @description Extra field (not in the interface spec): whether the two markets are one contract by the resolution terms each venue publishes (settlement source, threshold and direction, bucket bounds, deadline and zone, what YES pays on). Only same_contract and same_contract_inverted carry an arbitrage; the others are similar markets with `arbitrage` 0.
             * @enum {string}
             */
            verdict: "same_contract" | "same_contract_inverted" | "different_contract" | "unreadable";
            /** @description Extra field: the clause that decided `verdict`, e.g. "settlement source: venue_a wunderground.com, venue_b weather.gov". */
            verdict_reason: string;
            /**
             * @description Extra field (not in the interface spec): where the pair's records came from, the less real of its two markets' `data_source`: `sandbox` when either is simulated (docs/sandbox.md), else `recording`, else `live`.
             * @enum {string}
             */
            data_source: "live" | "recording" | "backfill" | "sandbox";
            arbitrage_depth: components["schemas"]["ArbitrageDepth"] | null;
        };
        /** VenueAQuoteRequest */
        VenueAQuoteRequest: {
            /** @description Outcome token id of the venue. */
            token_id: string;
            side: "BUY" | "SELL";
            /** @description A positive decimal with at most 6 decimals and 30 digits before the point, as a string (or a JSON number). */
            amount: string | number;
            /** @description What amount counts: USDC to spend/receive, or shares. */
            units: "USDC" | "SHARES";
        };
        /** VenueAQuote */
        VenueAQuote: {
            amount: string;
            shares: string;
            average_price: string;
            best_price: string;
            slippage: string;
            /** @description The taker fee of the quoted fills, in USDC, as the venue charges it. */
            fee?: string;
            fee_schedule?: {
                /** @description Rate of a taker (an order that crosses the book). */
                taker_rate: string;
                /** @description Rate of a maker (a resting order that is crossed); 0 on venue_a. */
                maker_rate: string;
                /** @description Power of p·(1−p) in the fee curve. */
                exponent: number;
                /** @description When the venue was read for these parameters (ISO 8601, UTC). */
                read_at: string;
            } | null;
            tick_size: string | null;
            min_order_size: string | null;
        };
        /** VenueBQuoteRequest */
        VenueBQuoteRequest: {
            /** @description Outcome token id of the venue. */
            token_id: string;
            side: "BUY" | "SELL";
            /** @description A positive decimal with at most 6 decimals and 30 digits before the point, as a string (or a JSON number). */
            amount: string | number;
            /** @description Tolerance (default 50) in basis points (a non-negative integer). */
            slippage?: number;
        };
        /** VenueBQuote */
        VenueBQuote: {
            amount: string;
            shares: string;
            min_shares: string;
            min_amount?: string;
            average_price: string;
            price_impact: string;
            /** @description The taker fee of the quoted fills, in USDC, as the venue charges it. */
            fee?: string;
            fee_schedule?: {
                /** @description Rate of a taker (an order that crosses the book). */
                taker_rate: string;
                /** @description Rate of a maker (a resting order that is crossed); 0 on venue_a. */
                maker_rate: string;
                /** @description Power of p·(1−p) in the fee curve. */
                exponent: number;
                /** @description When the venue was read for these parameters (ISO 8601, UTC). */
                read_at: string;
            } | null;
            tick_size: string | null;
            min_order_size: string | null;
        };
        /** VenueAOrderRequest */
        VenueAOrderRequest: {
            /** @description Outcome token id of the venue. */
            token_id: string;
            side: "BUY" | "SELL";
            /** @description Default: LIMIT when a price is given, else MARKET. */
            type?: "MARKET" | "LIMIT" | "STOPLOSS";
            /** @description A positive decimal with at most 6 decimals and 30 digits before the point, as a string (or a JSON number). */
            amount?: string | number;
            /** @description What amount counts: USDC to spend/receive, or shares. */
            units?: "USDC" | "SHARES";
            /** @description A positive decimal with at most 6 decimals and 30 digits before the point, as a string (or a JSON number). */
            shares?: string | number;
            /** @description USDC per share, strictly between 0 and 1, a multiple of the market’s tick size. */
            price?: string | number;
            /** @description LIMIT: unix seconds the order is good till (GTD), 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z; absent: good till cancelled. */
            expires_at?: number;
            /** @description MARKET: how much worse than the best price the order may fill (default 50) in basis points (a non-negative integer). */
            slippage?: number;
        };
        /** Order */
        Order: {
            order_id: string;
            /** @enum {string} */
            venue: "venue_a" | "venue_b";
            token_id: string;
            side: "BUY" | "SELL";
            type: "MARKET" | "LIMIT" | "STOPLOSS";
            /** @description USDC: the amount asked (units USDC), else what the order fills for (MARKET) or would at its price. */
            amount: string;
            /** @description Shares asked (units SHARES), else shares filled. */
            shares: string;
            /** @description Shares filled. */
            filled: string;
            /** @description USDC paid or received so far, fees excluded. */
            filled_amount: string;
            /** @description LIMIT: limit price; STOPLOSS: trigger price; MARKET: average fill price (the worst accepted while unfilled). */
            price: string;
            average_price: string | null;
            fee: {
                amount: string;
                asset: string;
            };
            /** @description What amount counts: USDC to spend/receive, or shares. */
            units: "USDC" | "SHARES";
            /** @enum {string} */
            status: "PENDING" | "ACTIVE" | "PARTIALLY_FILLED" | "FILLED" | "CANCELLED" | "EXPIRED" | "REJECTED";
            reason: string | null;
            /** @enum {string} */
            execution: "paper" | "live";
            expires_at: string | null;
            /** @description ISO 8601, UTC, with Z */
            created_at: string;
            /** @description ISO 8601, UTC, with Z */
            updated_at: string;
        };
        /** OrderAmendment */
        OrderAmendment: {
            /** @description The order’s own type. */
            type: "LIMIT" | "STOPLOSS";
            /** @description USDC per share, strictly between 0 and 1, a multiple of the market’s tick size. */
            price?: string | number;
            /** @description A positive decimal with at most 6 decimals and 30 digits before the point, as a string (or a JSON number). */
            shares?: string | number;
        };
        /** ActiveOrder */
        ActiveOrder: {
            order: {
                order_id: string;
                token_id: string;
                type: "MARKET" | "LIMIT" | "STOPLOSS";
                side: "BUY" | "SELL";
                shares: string;
                filled: string;
                price: string;
                /** @enum {string} */
                status: "PENDING" | "ACTIVE" | "PARTIALLY_FILLED" | "FILLED" | "CANCELLED" | "EXPIRED" | "REJECTED";
                /** @description Unix seconds */
                created_at: number;
            };
            /** @description The event as in the market listing (`VenueAEvent`, `VenueBEvent`), with volume and liquidity fields as decimal strings; null when the catalog no longer lists the token. */
            event: {
                [key: string]: unknown;
            } | null;
            /** @description The market as in the market listing (`VenueAMarket`, `VenueBMarket`), with left_price/right_price (null when unknown), volume, liquidity and open-interest fields as decimal strings; null when the catalog no longer lists the token. */
            market: {
                [key: string]: unknown;
            } | null;
        };
        /** Fill */
        Fill: {
            /** @description Unique per order: the venue’s trade id (live) or the order id and the fill’s number (paper). */
            fill_id: string;
            order_id: string;
            token_id: string;
            side: "BUY" | "SELL";
            /** @description USDC per share. */
            price: string;
            shares: string;
            /** @description USDC paid (BUY) or received (SELL), fees excluded. */
            usdc: string;
            /** @description USDC of fees charged on this fill. */
            fee: string;
            /** @description taker: the order crossed the book; maker: its resting order was crossed. null: a limit order’s fill recorded before roles were kept. */
            role: ("maker" | "taker") | null;
            /** @description ISO 8601, UTC, with Z */
            at: string;
        };
        /** VenueBOrderRequest */
        VenueBOrderRequest: {
            /** @description Outcome token id of the venue. */
            token_id: string;
            side: "BUY" | "SELL";
            /** @description A positive decimal with at most 6 decimals and 30 digits before the point, as a string (or a JSON number). */
            amount: string | number;
            /** @description Swap slippage (live: passed to the venue; absent: automatic) in basis points (a non-negative integer). */
            slippage?: number;
            /** @description Market slippage: how much worse than the best price the order may fill (default 50) in basis points (a non-negative integer). */
            prediction_slippage?: number;
        };
        /** VenueBOrder */
        VenueBOrder: {
            order_id: string;
            /** @description What the swap brought: shares (BUY) or USDC (SELL). */
            amount: string;
            /** @description The least it could have brought under the slippage tolerance. */
            min_amount: string;
            /** @enum {string} */
            status: "PENDING" | "ACTIVE" | "PARTIALLY_FILLED" | "FILLED" | "CANCELLED" | "EXPIRED" | "REJECTED";
        };
        /** WalletOrder */
        WalletOrder: {
            /** @enum {string} */
            venue: "venue_a" | "venue_b";
            order: components["schemas"]["Order"];
            /** @description The event as in the market listing (`VenueAEvent`, `VenueBEvent`), with volume and liquidity fields as decimal strings; null when the catalog no longer lists the token. */
            event: {
                [key: string]: unknown;
            } | null;
            /** @description The market as in the market listing (`VenueAMarket`, `VenueBMarket`), with left_price/right_price (null when unknown), volume, liquidity and open-interest fields as decimal strings; null when the catalog no longer lists the token. */
            market: {
                [key: string]: unknown;
            } | null;
        };
        /** Position */
        Position: {
            position: {
                token_id: string;
                outcome: string;
                shares: string;
                avg_price: string;
                current_price: string;
                initial_value: string;
                current_value: string;
                amount_pnl: string;
                percent_pnl: string;
                realized_pnl: string;
                redeemable: boolean;
                /** @description ISO 8601, UTC, with Z */
                created_at: string;
            };
            /** @description The event as in the market listing (`VenueAEvent`, `VenueBEvent`), with volume and liquidity fields as decimal strings; null when the catalog no longer lists the token. */
            event: {
                [key: string]: unknown;
            } | null;
            /** @description The market as in the market listing (`VenueAMarket`, `VenueBMarket`), with left_price/right_price (null when unknown), volume, liquidity and open-interest fields as decimal strings; null when the catalog no longer lists the token. */
            market: {
                [key: string]: unknown;
            } | null;
        };
        /** PnlPoint */
        PnlPoint: {
            /** @description Unix seconds */
            ts: number;
            realized: string;
            unrealized: string;
            total: string;
        };
        /** Wallet */
        Wallet: {
            /** Format: uuid */
            wallet_id: string;
            addresses: {
                POL: string;
                SOL: string;
            };
            /** @description ISO 8601, UTC, with Z */
            created_at: string;
        };
        /** Balance */
        Balance: {
            /** Format: uuid */
            wallet_id: string;
            /** @enum {string} */
            chain_id: "POL" | "SOL";
            address: string;
            /** @description Available: what an order or a withdrawal can use now. */
            balance: {
                [key: string]: string;
            };
            /** @description Held by open orders (their unfilled part and its fees) and by withdrawals under way. */
            held: {
                [key: string]: string;
            };
            /** @description balance + held, per asset, exactly. */
            total: {
                [key: string]: string;
            };
        };
        /** Transfer */
        Transfer: {
            tx_hash: string | null;
            /** @enum {string} */
            transfer_type: "DEPOSIT" | "WITHDRAWAL";
            /** @enum {string} */
            type: "DEPOSIT" | "WITHDRAWAL";
            /** @enum {string} */
            asset_type: "ERC20" | "SPL_TOKEN";
            asset_id: string;
            address: string;
            from_address: string;
            to_address: string;
            amount: string;
            /**
             * @description PENDING: recorded, not final yet (tx_hash null while queued, set once sent); CONFIRMED; FAILED (reverted, funds returned); DROPPED (never mined, funds returned).
             * @enum {string}
             */
            status: "PENDING" | "CONFIRMED" | "FAILED" | "DROPPED";
            /** @description ISO 8601, UTC, with Z */
            created_at: string;
            /** @description The withdrawal this transfer is (GET …/withdrawal/{withdrawal_id}); null for a deposit. */
            withdrawal_id: string | null;
        };
        /** Withdrawal */
        Withdrawal: {
            tx_hash: string | null;
            /** Format: uuid */
            withdrawal_id: string;
            /**
             * @description PENDING: recorded, not final yet (tx_hash null while queued, set once sent); CONFIRMED; FAILED (reverted, funds returned); DROPPED (never mined, funds returned).
             * @enum {string}
             */
            status: "PENDING" | "CONFIRMED" | "FAILED" | "DROPPED";
        };
        /**
         * CopytradeSettings
         * @description Every field is optional (`{}` takes every default); the defaults are filled in and returned.
         */
        CopytradeSettings: {
            /** @description Default: FIXED, 10 USDC per trade, no caps. */
            sizing?: {
                /** @description FIXED (default): `amount` USDC per mirrored trade; PROPORTIONAL: `fraction` of the target trade’s USDC. */
                mode?: "FIXED" | "PROPORTIONAL";
                /** @description USDC, a positive decimal with at most 6 decimals */
                amount?: string;
                /** @description e.g. "0.1" = a tenth of the target’s size (above 0, at most 10; default 1) */
                fraction?: string;
                /** @description USDC, a positive decimal with at most 6 decimals */
                max_per_trade?: string;
                /** @description USDC, a positive decimal with at most 6 decimals */
                max_per_day?: string;
            };
            filters?: {
                /** @description allow: only these (when given); deny: never these */
                markets?: {
                    allow?: string[];
                    deny?: string[];
                };
                /** @description allow: only these (when given); deny: never these */
                tags?: {
                    allow?: string[];
                    deny?: string[];
                };
                /** @description A price from 0 to 1 */
                min_price?: string;
                /** @description A price from 0 to 1 */
                max_price?: string;
                /** @description USDC, a positive decimal with at most 6 decimals */
                min_target_usdc?: string;
            };
            /** @description FOLLOW (default): mirror the target’s sells out of the wallet’s shares of the token; IGNORE: buys only. */
            sells?: "FOLLOW" | "IGNORE";
            /** @description Basis points a mirrored market order may fill worse than the best price (default 100). */
            slippage?: number;
        };
        /** CopytradeRequest */
        CopytradeRequest: {
            /** @description The EVM address to follow (any case), not the wallet’s own. */
            target: string;
            /** @description COPY buys the same outcome; COUNTER the other outcome of the same market. */
            mode: "COPY" | "COUNTER";
            settings: components["schemas"]["CopytradeSettings"];
        };
        /** CopytradeTargetHealth */
        CopytradeTargetHealth: {
            /**
             * @description ok: the latest read of the target’s trades succeeded; degraded: it failed, and the target’s trades are not followed until a read succeeds again (then from where reading stopped); unknown: not read yet.
             * @enum {string}
             */
            state: "ok" | "degraded" | "unknown";
            /** @description The last successful read of the target’s trades. */
            last_read_at: string | null;
            /** @description Why the last failed read failed (kept after a recovery). */
            last_error: string | null;
            /** @description When the last failed read failed. */
            last_error_at: string | null;
        };
        /** Copytrade */
        Copytrade: {
            /** Format: uuid */
            copytrade_id: string;
            target: string;
            /** @enum {string} */
            mode: "COPY" | "COUNTER";
            /** @enum {string} */
            status: "ACTIVE" | "PAUSED" | "STOPPED";
            settings: components["schemas"]["CopytradeSettings"];
            /** @description ISO 8601, UTC, with Z */
            created_at: string;
            /** @description ISO 8601, UTC, with Z */
            updated_at: string;
            target_health: components["schemas"]["CopytradeTargetHealth"];
        };
        /** CopytradeDecision */
        CopytradeDecision: {
            trade_id: string;
            /** @enum {string} */
            decision: "PLACED" | "SKIPPED" | "FAILED";
            /** @description Why it was skipped or failed (a stable code first). */
            reason: string | null;
            order_id: string | null;
            /** @description USDC a placed buy committed (counts against max_per_day). */
            amount: string;
            /** @description The target trade as received. */
            trade: {
                [key: string]: unknown;
            };
            /** @description ISO 8601, UTC, with Z */
            created_at: string;
        };
        /**
         * CopytradeSettingsPatch
         * @description Only the fields to change; null lifts a cap or a filter.
         */
        CopytradeSettingsPatch: {
            sizing?: {
                /** @description FIXED (default): `amount` USDC per mirrored trade; PROPORTIONAL: `fraction` of the target trade’s USDC. */
                mode?: "FIXED" | "PROPORTIONAL";
                /** @description USDC, a positive decimal with at most 6 decimals */
                amount?: string;
                /** @description e.g. "0.1" = a tenth of the target’s size (above 0, at most 10; default 1) */
                fraction?: string;
                /** @description null lifts the cap */
                max_per_trade?: string | null;
                /** @description null lifts the cap */
                max_per_day?: string | null;
            };
            filters?: {
                /** @description Market (condition) ids; null: every market */
                markets?: {
                    allow?: string[];
                    deny?: string[];
                } | null;
                /** @description Event tags; null: every tag */
                tags?: {
                    allow?: string[];
                    deny?: string[];
                } | null;
                /** @description null lifts it */
                min_price?: string | null;
                /** @description null lifts it */
                max_price?: string | null;
                /** @description null lifts it */
                min_target_usdc?: string | null;
            };
            /** @description FOLLOW (default): mirror the target’s sells out of the wallet’s shares of the token; IGNORE: buys only. */
            sells?: "FOLLOW" | "IGNORE";
            /** @description Basis points a mirrored market order may fill worse than the best price (default 100). */
            slippage?: number;
        };
        /** CopytradeAmendment */
        CopytradeAmendment: {
            /** @description COPY buys the same outcome; COUNTER the other outcome of the same market. */
            mode?: "COPY" | "COUNTER";
            settings?: components["schemas"]["CopytradeSettingsPatch"];
        };
        /** KeyPair */
        KeyPair: {
            public_key: string;
            secret_key: string;
        };
        /** Account */
        Account: {
            /** Format: uuid */
            account_id: string;
            metadata: {
                [key: string]: unknown;
            };
        };
        /** Session */
        Session: {
            /** Format: uuid */
            account_id: string;
            session_id: string;
            /** @description ISO 8601, UTC, with Z */
            created_at: string;
            /** @description ISO 8601, UTC, with Z */
            expires_at: string;
        };
        /** FaucetRequest */
        FaucetRequest: {
            /** @description One of the account's wallets; its first wallet when left out. */
            wallet_id?: string;
            /**
             * @description `POL` (venue_a: pUSD, USDC.e) or `SOL` (venue_b: USDC).
             * @enum {string}
             */
            chain: "POL" | "SOL";
            /** @description `pUSD` or `USDC.e` on POL, `USDC` on SOL (any case). */
            asset: string;
            /** @description Token units, e.g. "100", as a decimal string (or a JSON number); at most 6 decimals. */
            amount: string | number;
        };
        /** FaucetCredit */
        FaucetCredit: {
            /** @description The credit's deposit in the wallet's transfer list: `faucet:<uuid>`. */
            tx_hash: string;
            /** Format: uuid */
            wallet_id: string;
            /**
             * @description `POL` (venue_a: pUSD, USDC.e) or `SOL` (venue_b: USDC).
             * @enum {string}
             */
            chain: "POL" | "SOL";
            asset: string;
            /** @description Token units credited. */
            amount: string;
            /** Format: date-time */
            created_at: string;
            /** @description Dollars the faucet credits one account per UTC day (FAUCET_DAILY_CAP_USDC). */
            daily_cap: string;
            /** @description What the account was credited since the start of this UTC day. */
            credited_today: string;
            /** @description What it may still be credited today. */
            remaining_today: string;
            /**
             * Format: date-time
             * @description The end of this UTC day, when the cap starts afresh.
             */
            resets_at: string;
            /** @description The chains the faucet credits: those in paper mode (none when both are live). */
            chains: ("POL" | "SOL")[];
        };
        /** FaucetAllowance */
        FaucetAllowance: {
            /** @description Dollars the faucet credits one account per UTC day (FAUCET_DAILY_CAP_USDC). */
            daily_cap: string;
            /** @description What the account was credited since the start of this UTC day. */
            credited_today: string;
            /** @description What it may still be credited today. */
            remaining_today: string;
            /**
             * Format: date-time
             * @description The end of this UTC day, when the cap starts afresh.
             */
            resets_at: string;
            /** @description The chains the faucet credits: those in paper mode (none when both are live). */
            chains: ("POL" | "SOL")[];
        };
        /** CreatedWebhook */
        CreatedWebhook: {
            /** Format: uuid */
            webhook_id: string;
            url: string;
            description: string | null;
            /** @description null: every type. */
            event_types: ("order.accepted" | "order.amended" | "order.filled" | "order.cancelled" | "order.expired" | "order.rejected" | "fill.created" | "deposit.credited" | "withdrawal.status_changed" | "copytrade.decision")[] | null;
            /** @description While ahead, deliveries carry a signature by the previous secret too. */
            previous_secret_expires_at: string | null;
            /** @description ISO 8601, UTC, with Z */
            created_at: string;
            /** @description ISO 8601, UTC, with Z */
            updated_at: string;
            /** @description The signing secret (`whsec_…`), shown only here: keep it to verify X-PME-Signature. */
            secret: string;
        };
        /** Webhook */
        Webhook: {
            /** Format: uuid */
            webhook_id: string;
            url: string;
            description: string | null;
            /** @description null: every type. */
            event_types: ("order.accepted" | "order.amended" | "order.filled" | "order.cancelled" | "order.expired" | "order.rejected" | "fill.created" | "deposit.credited" | "withdrawal.status_changed" | "copytrade.decision")[] | null;
            /** @description While ahead, deliveries carry a signature by the previous secret too. */
            previous_secret_expires_at: string | null;
            /** @description ISO 8601, UTC, with Z */
            created_at: string;
            /** @description ISO 8601, UTC, with Z */
            updated_at: string;
        };
        /** WebhookTestDelivery */
        WebhookTestDelivery: {
            /** Format: uuid */
            webhook_id: string;
            url: string;
            /** @description The test event's id (`test_…`, never a real event's), also in X-PME-Event-Id. */
            event_id: string;
            /** @constant */
            event_type: "webhook.test";
            /** @description The endpoint answered 2xx. */
            delivered: boolean;
            /** @description The endpoint's HTTP status; null when it did not answer (see error). */
            status_code: number | null;
            /** @description Why there was no answer: refused, no answer within WEBHOOK_TIMEOUT_MS, an address not allowed… */
            error: string | null;
            duration_ms: number;
        };
        /** WebhookDeliveryAttempt */
        WebhookDeliveryAttempt: {
            event_id: string;
            /** @enum {string} */
            event_type: "order.accepted" | "order.amended" | "order.filled" | "order.cancelled" | "order.expired" | "order.rejected" | "fill.created" | "deposit.credited" | "withdrawal.status_changed" | "copytrade.decision";
            /** @description The attempt of this event to this endpoint, from 1. */
            attempt: number;
            /** @description The endpoint answered 2xx. */
            succeeded: boolean;
            /** @description The endpoint's HTTP status; null when it did not answer (see error). */
            status_code: number | null;
            error: string | null;
            duration_ms: number;
            /** @description ISO 8601, UTC, with Z */
            at: string;
            /**
             * @description The delivery now: pending (tried again at next_attempt_at), delivered, or failed (attempts used up or endpoint deleted).
             * @enum {string}
             */
            delivery_status: "pending" | "delivered" | "failed";
            next_attempt_at: string | null;
        };
        /** ProjectRequest */
        ProjectRequest: {
            /** @description Letters, digits, hyphens and underscores; at most 64 characters. */
            name: string;
        };
        /** Project */
        Project: {
            /** Format: uuid */
            project_id: string;
            name: string;
            public_key: string;
            secret_key: string;
        };
        /** CreditRequest */
        CreditRequest: {
            /** @enum {string} */
            chain: "POL" | "SOL";
            asset: string;
            /** @description Token units, e.g. "100", as a decimal string (or a JSON number). */
            amount: string | number;
        };
        /** Credit */
        Credit: {
            tx_hash: string;
            amount: string;
            asset: string;
        };
        /** CreatedDataKey */
        CreatedDataKey: {
            /** @description The public name of the key. */
            key_id: string;
            name: string;
            active: boolean;
            /** Format: date-time */
            created_at: string;
            revoked_at: string | null;
            /** @description The key's own time limit for a query, seconds; null: SQL_MAX_EXECUTION_S. */
            max_execution_s: number | null;
            /** @description Shown once: send it as X-Data-Key. Only its digest is kept. */
            secret: string;
        };
        /** DataKey */
        DataKey: {
            /** @description The public name of the key. */
            key_id: string;
            name: string;
            active: boolean;
            /** Format: date-time */
            created_at: string;
            revoked_at: string | null;
            /** @description The key's own time limit for a query, seconds; null: SQL_MAX_EXECUTION_S. */
            max_execution_s: number | null;
        };
        /** DataKeyList */
        DataKeyList: {
            data_keys: components["schemas"]["DataKey"][];
        };
        /** DataKeyUpdate */
        DataKeyUpdate: {
            /** @description Longest one of the key's queries may run, seconds (ClickHouse max_execution_time), in place of SQL_MAX_EXECUTION_S; at most SQL_KEY_MAX_EXECUTION_S. null: SQL_MAX_EXECUTION_S. */
            max_execution_s: number | null;
        };
        /** ProjectApiKeys */
        ProjectApiKeys: {
            /** Format: uuid */
            project_id: string;
            api_keys: {
                public_key: string;
                name: string;
                active: boolean;
                /** @description ISO 8601, UTC, with Z */
                created_at: string;
                /** @description ISO 8601, UTC, with Z */
                updated_at: string;
                /** @description The host the key is restricted to, if any. */
                domain: string | null;
                /** @description When the key was revoked; null while it is active. */
                revoked_at: string | null;
            }[];
        };
        /** ProjectApiKey */
        ProjectApiKey: {
            /** Format: uuid */
            project_id: string;
            public_key: string;
            name: string;
            active: boolean;
            /** @description ISO 8601, UTC, with Z */
            created_at: string;
            /** @description ISO 8601, UTC, with Z */
            updated_at: string;
            /** @description The host the key is restricted to, if any. */
            domain: string | null;
            /** @description When the key was revoked; null while it is active. */
            revoked_at: string | null;
        };
        /** WalletKeysRewrapped */
        WalletKeysRewrapped: {
            /** @description Wallets whose data key was re-sealed now. */
            rewrapped: number;
            /** @description The current key-encryption key (WALLET_KEK_ID) they are sealed under. */
            kek_id: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listMarkets: {
        parameters: {
            query?: {
                venue?: "venue_a" | "venue_b" | "all";
                /** @description `newest`: the most recent creation among the event and its markets (events that just gained a market rise). */
                sort?: "volume" | "liquidity" | "created_at" | "ends_at" | "newest";
                order?: "ASC" | "DESC";
                limit?: number;
                offset?: number;
                /** @description Lowest left (first-outcome) price of a listed market. */
                min_price?: number;
                /** @description Highest left (first-outcome) price of a listed market. */
                max_price?: number;
                /** @description ISO 8601 date or date-time; without a zone it is UTC. */
                min_ends_at?: string;
                /** @description ISO 8601 date or date-time; without a zone it is UTC. */
                max_ends_at?: string;
                /** @description Comma-separated; an event matches when it carries any of them (tag slug or label, any case). */
                tags?: string;
                /** @description Only markets with liquidity rewards. */
                rewards?: boolean;
                /** @description Only events open for trading. */
                live?: boolean;
                /** @description Only high-certainty markets: open, unresolved, leading outcome priced at least 0.95. */
                bonds?: boolean;
                /** @description false: every entry has `markets: []`. */
                markets?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "venue": "venue_a",
                     *           "event": {
                     *             "event_id": 227342406,
                     *             "title": "Arsenal vs. Chelsea",
                     *             "slug": "epl-ars-che-2026-12-05",
                     *             "description": "",
                     *             "image": "",
                     *             "tags": [],
                     *             "labels": [],
                     *             "neg_risk": false,
                     *             "active": true,
                     *             "liquidity": 0,
                     *             "volume": 0,
                     *             "volume24hr": 0,
                     *             "volume1wk": 0,
                     *             "volume1mo": 0,
                     *             "volume1yr": 0,
                     *             "live": {
                     *               "live": true,
                     *               "ended": false
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null
                     *           },
                     *           "markets": [
                     *             {
                     *               "event_id": 227342406,
                     *               "condition_id": "0x05288f8b7a08b1157c4876a425ee9a1477d2f30630f97e5287b69c8c15517cec",
                     *               "question": "Will Arsenal FC vs. Chelsea FC end in a draw?",
                     *               "outcome": "Draw (Arsenal FC vs. Chelsea FC)",
                     *               "slug": "epl-ars-che-2026-12-05-draw",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": null,
                     *               "right_price": null,
                     *               "left_token_id": "86161300144135192444745511784401748",
                     *               "right_token_id": "852442554097850674901887716909509177",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "fees": false,
                     *               "decimals": null,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "volume1wk": 0,
                     *               "volume1mo": 0,
                     *               "volume1yr": 0,
                     *               "rewards": {
                     *                 "rewards": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": null,
                     *               "fee_schedule": {
                     *                 "taker_rate": "0",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.428Z"
                     *               }
                     *             },
                     *             {
                     *               "event_id": 227342406,
                     *               "condition_id": "0x2de4fba0de3e2733f227476d4db8e08fff815214d4af190ab5696f1c24f6b578",
                     *               "question": "Will Arsenal FC win on 2026-12-05?",
                     *               "outcome": "Arsenal FC",
                     *               "slug": "epl-ars-che-2026-12-05-ars",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": null,
                     *               "right_price": null,
                     *               "left_token_id": "578510088632318032981438610059215654",
                     *               "right_token_id": "1108767291214404692215714332551121771",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "fees": false,
                     *               "decimals": null,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "volume1wk": 0,
                     *               "volume1mo": 0,
                     *               "volume1yr": 0,
                     *               "rewards": {
                     *                 "rewards": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": null,
                     *               "fee_schedule": {
                     *                 "taker_rate": "0",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.428Z"
                     *               }
                     *             }
                     *           ],
                     *           "data_source": "live"
                     *         },
                     *         {
                     *           "venue": "venue_b",
                     *           "event": {
                     *             "series_id": "KXEPLGAME",
                     *             "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *             "title": "Arsenal vs Chelsea",
                     *             "sub_title": "",
                     *             "slug": "kxeplgame-26dec05arsche",
                     *             "image": "",
                     *             "tags": [
                     *               "sports"
                     *             ],
                     *             "labels": [
                     *               "Sports"
                     *             ],
                     *             "category": "Sports",
                     *             "active": true,
                     *             "liquidity": 0,
                     *             "volume": 0,
                     *             "live": {
                     *               "is_active": true
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null
                     *           },
                     *           "markets": [
                     *             {
                     *               "series_id": "KXEPLGAME",
                     *               "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *               "market_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *               "kalshi_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *               "title": "Arsenal vs Chelsea Winner?",
                     *               "outcome": "Arsenal",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": 0.46,
                     *               "right_price": 0.54,
                     *               "left_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *               "right_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:no",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "claimable": false,
                     *               "liquidity": 0,
                     *               "open_interest": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "router_a": {
                     *                 "enabled": false
                     *               },
                     *               "router_b": false,
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": "1",
                     *               "fee_schedule": {
                     *                 "taker_rate": "0.07",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.429Z"
                     *               }
                     *             },
                     *             {
                     *               "series_id": "KXEPLGAME",
                     *               "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *               "market_id": "KXEPLGAME-26DEC05ARSCHE-CHE",
                     *               "kalshi_id": "KXEPLGAME-26DEC05ARSCHE-CHE",
                     *               "title": "Arsenal vs Chelsea Winner?",
                     *               "outcome": "Chelsea",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": 0.46,
                     *               "right_price": 0.54,
                     *               "left_token_id": "KXEPLGAME-26DEC05ARSCHE-CHE:yes",
                     *               "right_token_id": "KXEPLGAME-26DEC05ARSCHE-CHE:no",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "claimable": false,
                     *               "liquidity": 0,
                     *               "open_interest": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "router_a": {
                     *                 "enabled": false
                     *               },
                     *               "router_b": false,
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": "1",
                     *               "fee_schedule": {
                     *                 "taker_rate": "0.07",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.430Z"
                     *               }
                     *             }
                     *           ],
                     *           "data_source": "live"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ListingEntry"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getSparklines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token_ids": [
                 *         "578510088632318032981438610059215654"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description At most 500 token ids; unknown ones are left out of the answer. */
                    token_ids: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "578510088632318032981438610059215654": [
                     *           0.475,
                     *           0.475
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description token id → 24 hourly prices, oldest first */
                        data: {
                            [key: string]: number[];
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token_ids": [
                 *         "578510088632318032981438610059215654"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description At most 500 token ids; unknown ones are left out of the answer. */
                    token_ids: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "578510088632318032981438610059215654": 0.475
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description token id → price */
                        data: {
                            [key: string]: number;
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listOrderbooks: {
        parameters: {
            query: {
                venue: "venue_a" | "venue_b";
                /** @description Required for venue_a. */
                token_id?: string;
                /** @description Required for venue_b: the market ticker; its YES (left) token's book is read. */
                market_id?: string;
                /** @description Unix seconds (below 100 000 000 000), unix milliseconds (from 100 000 000 000 on), or ISO 8601 (UTC without a zone); from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
                start?: string;
                /** @description Unix seconds (below 100 000 000 000), unix milliseconds (from 100 000 000 000 on), or ISO 8601 (UTC without a zone); from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
                end?: string;
                /** @description Bucket length: 30s, 5m, 1h, 1d… (at most 1d). */
                bucket?: string;
                /** @description About this many buckets over the range (bucket at most 1d). */
                points?: number;
                order?: "ASC" | "DESC";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "condition_id": "0x2de4fba0de3e2733f227476d4db8e08fff815214d4af190ab5696f1c24f6b578",
                     *           "token_id": "578510088632318032981438610059215654",
                     *           "bids": {},
                     *           "asks": {},
                     *           "best_bid": 0.47,
                     *           "best_ask": 0.48,
                     *           "created_at": "2026-11-20T23:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["OrderbookSnapshot"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    searchMarkets: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                query: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "venue": "venue_b",
                     *           "event": {
                     *             "series_id": "KXEPLGAME",
                     *             "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *             "title": "Arsenal vs Chelsea",
                     *             "sub_title": "",
                     *             "slug": "kxeplgame-26dec05arsche",
                     *             "image": "",
                     *             "tags": [
                     *               "sports"
                     *             ],
                     *             "labels": [
                     *               "Sports"
                     *             ],
                     *             "category": "Sports",
                     *             "active": true,
                     *             "liquidity": 0,
                     *             "volume": 0,
                     *             "live": {
                     *               "is_active": true
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null
                     *           },
                     *           "markets": [
                     *             {
                     *               "series_id": "KXEPLGAME",
                     *               "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *               "market_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *               "kalshi_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *               "title": "Arsenal vs Chelsea Winner?",
                     *               "outcome": "Arsenal",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": 0.46,
                     *               "right_price": 0.54,
                     *               "left_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *               "right_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:no",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "claimable": false,
                     *               "liquidity": 0,
                     *               "open_interest": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "router_a": {
                     *                 "enabled": false
                     *               },
                     *               "router_b": false,
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": "1",
                     *               "fee_schedule": {
                     *                 "taker_rate": "0.07",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.429Z"
                     *               }
                     *             },
                     *             {
                     *               "series_id": "KXEPLGAME",
                     *               "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *               "market_id": "KXEPLGAME-26DEC05ARSCHE-CHE",
                     *               "kalshi_id": "KXEPLGAME-26DEC05ARSCHE-CHE",
                     *               "title": "Arsenal vs Chelsea Winner?",
                     *               "outcome": "Chelsea",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": 0.46,
                     *               "right_price": 0.54,
                     *               "left_token_id": "KXEPLGAME-26DEC05ARSCHE-CHE:yes",
                     *               "right_token_id": "KXEPLGAME-26DEC05ARSCHE-CHE:no",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "claimable": false,
                     *               "liquidity": 0,
                     *               "open_interest": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "router_a": {
                     *                 "enabled": false
                     *               },
                     *               "router_b": false,
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": "1",
                     *               "fee_schedule": {
                     *                 "taker_rate": "0.07",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.430Z"
                     *               }
                     *             }
                     *           ],
                     *           "data_source": "live"
                     *         },
                     *         {
                     *           "venue": "venue_a",
                     *           "event": {
                     *             "event_id": 227342406,
                     *             "title": "Arsenal vs. Chelsea",
                     *             "slug": "epl-ars-che-2026-12-05",
                     *             "description": "",
                     *             "image": "",
                     *             "tags": [],
                     *             "labels": [],
                     *             "neg_risk": false,
                     *             "active": true,
                     *             "liquidity": 0,
                     *             "volume": 0,
                     *             "volume24hr": 0,
                     *             "volume1wk": 0,
                     *             "volume1mo": 0,
                     *             "volume1yr": 0,
                     *             "live": {
                     *               "live": true,
                     *               "ended": false
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null
                     *           },
                     *           "markets": [
                     *             {
                     *               "event_id": 227342406,
                     *               "condition_id": "0x05288f8b7a08b1157c4876a425ee9a1477d2f30630f97e5287b69c8c15517cec",
                     *               "question": "Will Arsenal FC vs. Chelsea FC end in a draw?",
                     *               "outcome": "Draw (Arsenal FC vs. Chelsea FC)",
                     *               "slug": "epl-ars-che-2026-12-05-draw",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": null,
                     *               "right_price": null,
                     *               "left_token_id": "86161300144135192444745511784401748",
                     *               "right_token_id": "852442554097850674901887716909509177",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "fees": false,
                     *               "decimals": null,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "volume1wk": 0,
                     *               "volume1mo": 0,
                     *               "volume1yr": 0,
                     *               "rewards": {
                     *                 "rewards": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": null,
                     *               "fee_schedule": {
                     *                 "taker_rate": "0",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.428Z"
                     *               }
                     *             },
                     *             {
                     *               "event_id": 227342406,
                     *               "condition_id": "0x2de4fba0de3e2733f227476d4db8e08fff815214d4af190ab5696f1c24f6b578",
                     *               "question": "Will Arsenal FC win on 2026-12-05?",
                     *               "outcome": "Arsenal FC",
                     *               "slug": "epl-ars-che-2026-12-05-ars",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": null,
                     *               "right_price": null,
                     *               "left_token_id": "578510088632318032981438610059215654",
                     *               "right_token_id": "1108767291214404692215714332551121771",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "fees": false,
                     *               "decimals": null,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "volume1wk": 0,
                     *               "volume1mo": 0,
                     *               "volume1yr": 0,
                     *               "rewards": {
                     *                 "rewards": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": null,
                     *               "fee_schedule": {
                     *                 "taker_rate": "0",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.428Z"
                     *               }
                     *             }
                     *           ],
                     *           "data_source": "live"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ListingEntry"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getMarketStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "venue_a": {
                     *           "total_markets": 3,
                     *           "active_markets": 3,
                     *           "total_volume": 0
                     *         },
                     *         "venue_b": {
                     *           "total_markets": 3,
                     *           "active_markets": 3,
                     *           "total_volume": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["MarketStatistics"];
                    };
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listVenueAMarkets: {
        parameters: {
            query?: {
                sort?: "volume" | "liquidity" | "created_at" | "ends_at";
                order?: "ASC" | "DESC";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "event": {
                     *             "event_id": 227342406,
                     *             "title": "Arsenal vs. Chelsea",
                     *             "slug": "epl-ars-che-2026-12-05",
                     *             "description": "",
                     *             "image": "",
                     *             "tags": [],
                     *             "labels": [],
                     *             "neg_risk": false,
                     *             "active": true,
                     *             "liquidity": 0,
                     *             "volume": 0,
                     *             "volume24hr": 0,
                     *             "volume1wk": 0,
                     *             "volume1mo": 0,
                     *             "volume1yr": 0,
                     *             "live": {
                     *               "live": true,
                     *               "ended": false
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null
                     *           },
                     *           "markets": [
                     *             {
                     *               "event_id": 227342406,
                     *               "condition_id": "0x05288f8b7a08b1157c4876a425ee9a1477d2f30630f97e5287b69c8c15517cec",
                     *               "question": "Will Arsenal FC vs. Chelsea FC end in a draw?",
                     *               "outcome": "Draw (Arsenal FC vs. Chelsea FC)",
                     *               "slug": "epl-ars-che-2026-12-05-draw",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": null,
                     *               "right_price": null,
                     *               "left_token_id": "86161300144135192444745511784401748",
                     *               "right_token_id": "852442554097850674901887716909509177",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "fees": false,
                     *               "decimals": null,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "volume1wk": 0,
                     *               "volume1mo": 0,
                     *               "volume1yr": 0,
                     *               "rewards": {
                     *                 "rewards": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": null,
                     *               "fee_schedule": {
                     *                 "taker_rate": "0",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.428Z"
                     *               }
                     *             },
                     *             {
                     *               "event_id": 227342406,
                     *               "condition_id": "0x2de4fba0de3e2733f227476d4db8e08fff815214d4af190ab5696f1c24f6b578",
                     *               "question": "Will Arsenal FC win on 2026-12-05?",
                     *               "outcome": "Arsenal FC",
                     *               "slug": "epl-ars-che-2026-12-05-ars",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": null,
                     *               "right_price": null,
                     *               "left_token_id": "578510088632318032981438610059215654",
                     *               "right_token_id": "1108767291214404692215714332551121771",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "fees": false,
                     *               "decimals": null,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "volume1wk": 0,
                     *               "volume1mo": 0,
                     *               "volume1yr": 0,
                     *               "rewards": {
                     *                 "rewards": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": null,
                     *               "fee_schedule": {
                     *                 "taker_rate": "0",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.428Z"
                     *               }
                     *             }
                     *           ],
                     *           "data_source": "live"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["VenueAEntry"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getVenueAEventBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "event": {
                     *           "event_id": 227342406,
                     *           "title": "Arsenal vs. Chelsea",
                     *           "slug": "epl-ars-che-2026-12-05",
                     *           "description": "",
                     *           "image": "",
                     *           "tags": [],
                     *           "labels": [],
                     *           "neg_risk": false,
                     *           "active": true,
                     *           "liquidity": 0,
                     *           "volume": 0,
                     *           "volume24hr": 0,
                     *           "volume1wk": 0,
                     *           "volume1mo": 0,
                     *           "volume1yr": 0,
                     *           "live": {
                     *             "live": true,
                     *             "ended": false
                     *           },
                     *           "created_at": null,
                     *           "updated_at": null,
                     *           "ends_at": null
                     *         },
                     *         "markets": [
                     *           {
                     *             "event_id": 227342406,
                     *             "condition_id": "0x05288f8b7a08b1157c4876a425ee9a1477d2f30630f97e5287b69c8c15517cec",
                     *             "question": "Will Arsenal FC vs. Chelsea FC end in a draw?",
                     *             "outcome": "Draw (Arsenal FC vs. Chelsea FC)",
                     *             "slug": "epl-ars-che-2026-12-05-draw",
                     *             "description": "",
                     *             "image": "",
                     *             "left_outcome": "Yes",
                     *             "right_outcome": "No",
                     *             "left_price": null,
                     *             "right_price": null,
                     *             "left_token_id": "86161300144135192444745511784401748",
                     *             "right_token_id": "852442554097850674901887716909509177",
                     *             "winner_token_id": "",
                     *             "active": true,
                     *             "resolved": false,
                     *             "data_source": "live",
                     *             "fees": false,
                     *             "decimals": null,
                     *             "liquidity": 0,
                     *             "volume": 0,
                     *             "volume24hr": 0,
                     *             "volume1wk": 0,
                     *             "volume1mo": 0,
                     *             "volume1yr": 0,
                     *             "rewards": {
                     *               "rewards": false
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null,
                     *             "tick_size": null,
                     *             "min_order_size": null,
                     *             "fee_schedule": {
                     *               "taker_rate": "0",
                     *               "maker_rate": "0",
                     *               "exponent": 1,
                     *               "read_at": "2026-12-02T18:54:31.428Z"
                     *             }
                     *           },
                     *           {
                     *             "event_id": 227342406,
                     *             "condition_id": "0x2de4fba0de3e2733f227476d4db8e08fff815214d4af190ab5696f1c24f6b578",
                     *             "question": "Will Arsenal FC win on 2026-12-05?",
                     *             "outcome": "Arsenal FC",
                     *             "slug": "epl-ars-che-2026-12-05-ars",
                     *             "description": "",
                     *             "image": "",
                     *             "left_outcome": "Yes",
                     *             "right_outcome": "No",
                     *             "left_price": null,
                     *             "right_price": null,
                     *             "left_token_id": "578510088632318032981438610059215654",
                     *             "right_token_id": "1108767291214404692215714332551121771",
                     *             "winner_token_id": "",
                     *             "active": true,
                     *             "resolved": false,
                     *             "data_source": "live",
                     *             "fees": false,
                     *             "decimals": null,
                     *             "liquidity": 0,
                     *             "volume": 0,
                     *             "volume24hr": 0,
                     *             "volume1wk": 0,
                     *             "volume1mo": 0,
                     *             "volume1yr": 0,
                     *             "rewards": {
                     *               "rewards": false
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null,
                     *             "tick_size": null,
                     *             "min_order_size": null,
                     *             "fee_schedule": {
                     *               "taker_rate": "0",
                     *               "maker_rate": "0",
                     *               "exponent": 1,
                     *               "read_at": "2026-12-02T18:54:31.428Z"
                     *             }
                     *           }
                     *         ],
                     *         "data_source": "live"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["VenueAEntry"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getCandles: {
        parameters: {
            query?: {
                /** @description A token of either venue (venue_a: the CLOB token id). */
                token_id?: string;
                /** @description A venue_b market ticker: its YES (left) token is read. Give token_id or ticker, not both. */
                ticker?: string;
                /** @description Bucket length; buckets are aligned to the unix epoch (a day starts at 00:00 UTC, 4h at 00, 04, 08… UTC). */
                interval?: "1m" | "5m" | "15m" | "1h" | "4h" | "1d";
                /** @description Unix seconds (below 100 000 000 000), unix milliseconds (from 100 000 000 000 on), or ISO 8601 (UTC without a zone); from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
                start?: string;
                /** @description Unix seconds (below 100 000 000 000), unix milliseconds (from 100 000 000 000 on), or ISO 8601 (UTC without a zone); from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
                end?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "venue": "venue_b",
                     *         "market_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *         "token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *         "interval": "1h",
                     *         "basis": "trades",
                     *         "sources": [
                     *           "backfill"
                     *         ],
                     *         "start": "2026-11-20T21:00:00.000Z",
                     *         "end": "2026-11-20T23:00:00.000Z",
                     *         "candles": [
                     *           {
                     *             "start": "2026-11-20T21:00:00.000Z",
                     *             "open": 0.44,
                     *             "high": 0.44,
                     *             "low": 0.44,
                     *             "close": 0.44,
                     *             "volume": 25,
                     *             "trades": 1
                     *           },
                     *           {
                     *             "start": "2026-11-20T22:00:00.000Z",
                     *             "open": 0.46,
                     *             "high": 0.46,
                     *             "low": 0.46,
                     *             "close": 0.46,
                     *             "volume": 10,
                     *             "trades": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Candles"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listTrades: {
        parameters: {
            query?: {
                /** @description A token of either venue (venue_a: the CLOB token id). */
                token_id?: string;
                /** @description A venue_b market ticker: its YES (left) token is read. Give token_id or ticker, not both. */
                ticker?: string;
                /** @description Unix seconds (below 100 000 000 000), unix milliseconds (from 100 000 000 000 on), or ISO 8601 (UTC without a zone); from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
                start?: string;
                /** @description Unix seconds (below 100 000 000 000), unix milliseconds (from 100 000 000 000 on), or ISO 8601 (UTC without a zone); from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
                end?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "trade_id": "6a1f0c52-0000-4000-8000-000000000002",
                     *           "token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *           "side": "sell",
                     *           "price": 0.46,
                     *           "size": 10,
                     *           "time": "2026-11-20T22:30:00.000Z",
                     *           "source": "backfill"
                     *         },
                     *         {
                     *           "trade_id": "6a1f0c52-0000-4000-8000-000000000001",
                     *           "token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *           "side": "buy",
                     *           "price": 0.44,
                     *           "size": 25,
                     *           "time": "2026-11-20T21:30:00.000Z",
                     *           "source": "backfill"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Trade"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getVenueAMarketByConditionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The market's condition id (0x and 64 hex digits). */
                condition_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "event": {
                     *           "event_id": 227342406,
                     *           "title": "Arsenal vs. Chelsea",
                     *           "slug": "epl-ars-che-2026-12-05",
                     *           "description": "",
                     *           "image": "",
                     *           "tags": [],
                     *           "labels": [],
                     *           "neg_risk": false,
                     *           "active": true,
                     *           "liquidity": 0,
                     *           "volume": 0,
                     *           "volume24hr": 0,
                     *           "volume1wk": 0,
                     *           "volume1mo": 0,
                     *           "volume1yr": 0,
                     *           "live": {
                     *             "live": true,
                     *             "ended": false
                     *           },
                     *           "created_at": null,
                     *           "updated_at": null,
                     *           "ends_at": null
                     *         },
                     *         "market": {
                     *           "event_id": 227342406,
                     *           "condition_id": "0x2de4fba0de3e2733f227476d4db8e08fff815214d4af190ab5696f1c24f6b578",
                     *           "question": "Will Arsenal FC win on 2026-12-05?",
                     *           "outcome": "Arsenal FC",
                     *           "slug": "epl-ars-che-2026-12-05-ars",
                     *           "description": "",
                     *           "image": "",
                     *           "left_outcome": "Yes",
                     *           "right_outcome": "No",
                     *           "left_price": null,
                     *           "right_price": null,
                     *           "left_token_id": "578510088632318032981438610059215654",
                     *           "right_token_id": "1108767291214404692215714332551121771",
                     *           "winner_token_id": "",
                     *           "active": true,
                     *           "resolved": false,
                     *           "data_source": "live",
                     *           "fees": false,
                     *           "decimals": null,
                     *           "liquidity": 0,
                     *           "volume": 0,
                     *           "volume24hr": 0,
                     *           "volume1wk": 0,
                     *           "volume1mo": 0,
                     *           "volume1yr": 0,
                     *           "rewards": {
                     *             "rewards": false
                     *           },
                     *           "created_at": null,
                     *           "updated_at": null,
                     *           "ends_at": null,
                     *           "tick_size": null,
                     *           "min_order_size": null,
                     *           "fee_schedule": {
                     *             "taker_rate": "0",
                     *             "maker_rate": "0",
                     *             "exponent": 1,
                     *             "read_at": "2026-12-02T18:54:31.428Z"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["VenueAMarketEntry"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getVenueBMarketByTicker: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The Kalshi market ticker. */
                ticker: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "event": {
                     *           "series_id": "KXEPLGAME",
                     *           "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *           "title": "Arsenal vs Chelsea",
                     *           "sub_title": "",
                     *           "slug": "kxeplgame-26dec05arsche",
                     *           "image": "",
                     *           "tags": [
                     *             "sports"
                     *           ],
                     *           "labels": [
                     *             "Sports"
                     *           ],
                     *           "category": "Sports",
                     *           "active": true,
                     *           "liquidity": 0,
                     *           "volume": 0,
                     *           "live": {
                     *             "is_active": true
                     *           },
                     *           "created_at": null,
                     *           "updated_at": null,
                     *           "ends_at": null
                     *         },
                     *         "market": {
                     *           "series_id": "KXEPLGAME",
                     *           "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *           "market_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *           "kalshi_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *           "title": "Arsenal vs Chelsea Winner?",
                     *           "outcome": "Arsenal",
                     *           "description": "",
                     *           "image": "",
                     *           "left_outcome": "Yes",
                     *           "right_outcome": "No",
                     *           "left_price": 0.46,
                     *           "right_price": 0.54,
                     *           "left_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *           "right_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:no",
                     *           "winner_token_id": "",
                     *           "active": true,
                     *           "resolved": false,
                     *           "data_source": "live",
                     *           "claimable": false,
                     *           "liquidity": 0,
                     *           "open_interest": 0,
                     *           "volume": 0,
                     *           "volume24hr": 0,
                     *           "router_a": {
                     *             "enabled": false
                     *           },
                     *           "router_b": false,
                     *           "created_at": null,
                     *           "updated_at": null,
                     *           "ends_at": null,
                     *           "tick_size": null,
                     *           "min_order_size": "1",
                     *           "fee_schedule": {
                     *             "taker_rate": "0.07",
                     *             "maker_rate": "0",
                     *             "exponent": 1,
                     *             "read_at": "2026-12-02T18:54:31.429Z"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["VenueBMarketEntry"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    streamMarkets: {
        parameters: {
            query: {
                /** @description Comma-separated token ids, at most 500 (each at most 128 characters). */
                token_ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Events `snapshot`, `price`, `book` (JSON data with token_id, venue, price or best_bid/best_ask/bid_size/ask_size, ts), `: ping` every 15 s. No replay: a reconnect gets a fresh snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listSimilarEvents: {
        parameters: {
            query: {
                /** @description venue_a condition id or venue_b ticker */
                market_id: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "venue": "venue_b",
                     *           "event": {
                     *             "series_id": "KXEPLGAME",
                     *             "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *             "title": "Arsenal vs Chelsea",
                     *             "sub_title": "",
                     *             "slug": "kxeplgame-26dec05arsche",
                     *             "image": "",
                     *             "tags": [
                     *               "sports"
                     *             ],
                     *             "labels": [
                     *               "Sports"
                     *             ],
                     *             "category": "Sports",
                     *             "active": true,
                     *             "liquidity": 0,
                     *             "volume": 0,
                     *             "live": {
                     *               "is_active": true
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null
                     *           },
                     *           "similarity": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: ({
                            /** @constant */
                            venue: "venue_a";
                            event: components["schemas"]["VenueAEvent"];
                            similarity: number;
                        } | {
                            /** @constant */
                            venue: "venue_b";
                            event: components["schemas"]["VenueBEvent"];
                            similarity: number;
                        })[];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listSimilarPairs: {
        parameters: {
            query?: {
                limit?: number;
                min_similarity?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "venue_a": {
                     *             "event": {
                     *               "event_id": 227342406,
                     *               "title": "Arsenal vs. Chelsea",
                     *               "slug": "epl-ars-che-2026-12-05",
                     *               "description": "",
                     *               "image": "",
                     *               "tags": [],
                     *               "labels": [],
                     *               "neg_risk": false,
                     *               "active": true,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "volume1wk": 0,
                     *               "volume1mo": 0,
                     *               "volume1yr": 0,
                     *               "live": {
                     *                 "live": true,
                     *                 "ended": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null
                     *             },
                     *             "market": {
                     *               "event_id": 227342406,
                     *               "condition_id": "0x05288f8b7a08b1157c4876a425ee9a1477d2f30630f97e5287b69c8c15517cec",
                     *               "question": "Will Arsenal FC vs. Chelsea FC end in a draw?",
                     *               "outcome": "Draw (Arsenal FC vs. Chelsea FC)",
                     *               "slug": "epl-ars-che-2026-12-05-draw",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": null,
                     *               "right_price": null,
                     *               "left_token_id": "86161300144135192444745511784401748",
                     *               "right_token_id": "852442554097850674901887716909509177",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "fees": false,
                     *               "decimals": null,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "volume1wk": 0,
                     *               "volume1mo": 0,
                     *               "volume1yr": 0,
                     *               "rewards": {
                     *                 "rewards": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": null,
                     *               "fee_schedule": {
                     *                 "taker_rate": "0",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.428Z"
                     *               }
                     *             }
                     *           },
                     *           "venue_b": {
                     *             "event": {
                     *               "series_id": "KXEPLGAME",
                     *               "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *               "title": "Arsenal vs Chelsea",
                     *               "sub_title": "",
                     *               "slug": "kxeplgame-26dec05arsche",
                     *               "image": "",
                     *               "tags": [
                     *                 "sports"
                     *               ],
                     *               "labels": [
                     *                 "Sports"
                     *               ],
                     *               "category": "Sports",
                     *               "active": true,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "live": {
                     *                 "is_active": true
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null
                     *             },
                     *             "market": {
                     *               "series_id": "KXEPLGAME",
                     *               "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *               "market_id": "KXEPLGAME-26DEC05ARSCHE-TIE",
                     *               "kalshi_id": "KXEPLGAME-26DEC05ARSCHE-TIE",
                     *               "title": "Arsenal vs Chelsea Winner?",
                     *               "outcome": "Tie",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": 0.46,
                     *               "right_price": 0.54,
                     *               "left_token_id": "KXEPLGAME-26DEC05ARSCHE-TIE:yes",
                     *               "right_token_id": "KXEPLGAME-26DEC05ARSCHE-TIE:no",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "claimable": false,
                     *               "liquidity": 0,
                     *               "open_interest": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "router_a": {
                     *                 "enabled": false
                     *               },
                     *               "router_b": false,
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": "1",
                     *               "fee_schedule": {
                     *                 "taker_rate": "0.07",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.429Z"
                     *               }
                     *             }
                     *           },
                     *           "similarity": 1,
                     *           "arbitrage": 0,
                     *           "alignment": "same",
                     *           "outcomes": {
                     *             "yes": "86161300144135192444745511784401748",
                     *             "no": "852442554097850674901887716909509177"
                     *           },
                     *           "verdict": "same_contract",
                     *           "verdict_reason": "game contract agrees (sport, teams, day, kind, period, line)",
                     *           "arbitrage_depth": null,
                     *           "data_source": "live"
                     *         },
                     *         {
                     *           "venue_a": {
                     *             "event": {
                     *               "event_id": 227342406,
                     *               "title": "Arsenal vs. Chelsea",
                     *               "slug": "epl-ars-che-2026-12-05",
                     *               "description": "",
                     *               "image": "",
                     *               "tags": [],
                     *               "labels": [],
                     *               "neg_risk": false,
                     *               "active": true,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "volume1wk": 0,
                     *               "volume1mo": 0,
                     *               "volume1yr": 0,
                     *               "live": {
                     *                 "live": true,
                     *                 "ended": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null
                     *             },
                     *             "market": {
                     *               "event_id": 227342406,
                     *               "condition_id": "0x2de4fba0de3e2733f227476d4db8e08fff815214d4af190ab5696f1c24f6b578",
                     *               "question": "Will Arsenal FC win on 2026-12-05?",
                     *               "outcome": "Arsenal FC",
                     *               "slug": "epl-ars-che-2026-12-05-ars",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": null,
                     *               "right_price": null,
                     *               "left_token_id": "578510088632318032981438610059215654",
                     *               "right_token_id": "1108767291214404692215714332551121771",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "fees": false,
                     *               "decimals": null,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "volume1wk": 0,
                     *               "volume1mo": 0,
                     *               "volume1yr": 0,
                     *               "rewards": {
                     *                 "rewards": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": null,
                     *               "fee_schedule": {
                     *                 "taker_rate": "0",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.428Z"
                     *               }
                     *             }
                     *           },
                     *           "venue_b": {
                     *             "event": {
                     *               "series_id": "KXEPLGAME",
                     *               "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *               "title": "Arsenal vs Chelsea",
                     *               "sub_title": "",
                     *               "slug": "kxeplgame-26dec05arsche",
                     *               "image": "",
                     *               "tags": [
                     *                 "sports"
                     *               ],
                     *               "labels": [
                     *                 "Sports"
                     *               ],
                     *               "category": "Sports",
                     *               "active": true,
                     *               "liquidity": 0,
                     *               "volume": 0,
                     *               "live": {
                     *                 "is_active": true
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null
                     *             },
                     *             "market": {
                     *               "series_id": "KXEPLGAME",
                     *               "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *               "market_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *               "kalshi_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *               "title": "Arsenal vs Chelsea Winner?",
                     *               "outcome": "Arsenal",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": 0.46,
                     *               "right_price": 0.54,
                     *               "left_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *               "right_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:no",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "claimable": false,
                     *               "liquidity": 0,
                     *               "open_interest": 0,
                     *               "volume": 0,
                     *               "volume24hr": 0,
                     *               "router_a": {
                     *                 "enabled": false
                     *               },
                     *               "router_b": false,
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": "1",
                     *               "fee_schedule": {
                     *                 "taker_rate": "0.07",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.429Z"
                     *               }
                     *             }
                     *           },
                     *           "similarity": 1,
                     *           "arbitrage": 0,
                     *           "alignment": "same",
                     *           "outcomes": {
                     *             "yes": "578510088632318032981438610059215654",
                     *             "no": "1108767291214404692215714332551121771"
                     *           },
                     *           "verdict": "same_contract",
                     *           "verdict_reason": "game contract agrees (sport, teams, day, kind, period, line)",
                     *           "arbitrage_depth": null,
                     *           "data_source": "live"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["SimilarPair"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    quoteVenueAOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token_id": "578510088632318032981438610059215654",
                 *       "side": "BUY",
                 *       "amount": "10",
                 *       "units": "USDC"
                 *     }
                 */
                "application/json": components["schemas"]["VenueAQuoteRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "amount": "10",
                     *         "shares": "20.833333",
                     *         "average_price": "0.48",
                     *         "best_price": "0.48",
                     *         "slippage": "0",
                     *         "fee": "0",
                     *         "fee_schedule": {
                     *           "taker_rate": "0",
                     *           "maker_rate": "0",
                     *           "exponent": 1,
                     *           "read_at": "2026-12-02T18:54:31.428Z"
                     *         },
                     *         "tick_size": null,
                     *         "min_order_size": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["VenueAQuote"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    quoteVenueBOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                 *       "side": "BUY",
                 *       "amount": "5",
                 *       "slippage": 50
                 *     }
                 */
                "application/json": components["schemas"]["VenueBQuoteRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "amount": "5",
                     *         "shares": "10.638297",
                     *         "min_shares": "10.585105",
                     *         "average_price": "0.47",
                     *         "price_impact": "0",
                     *         "fee": "0.19",
                     *         "fee_schedule": {
                     *           "taker_rate": "0.07",
                     *           "maker_rate": "0",
                     *           "exponent": 1,
                     *           "read_at": "2026-12-02T18:54:31.429Z"
                     *         },
                     *         "tick_size": null,
                     *         "min_order_size": "1"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["VenueBQuote"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    placeVenueAOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeated request with the same key (at most 255 characters) is done once; the same key with another body answers 409. A repeat answers the first result with the header `Idempotent-Replayed: true`. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token_id": "578510088632318032981438610059215654",
                 *       "side": "BUY",
                 *       "type": "MARKET",
                 *       "amount": "48",
                 *       "units": "USDC"
                 *     }
                 */
                "application/json": components["schemas"]["VenueAOrderRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "order_id": "0x359ca6be57d54dfbd485cd9f94587ec7c3089c6a86a134881627e254bfa279ba",
                     *         "venue": "venue_a",
                     *         "token_id": "578510088632318032981438610059215654",
                     *         "side": "BUY",
                     *         "type": "MARKET",
                     *         "amount": "48",
                     *         "shares": "100",
                     *         "filled": "100",
                     *         "filled_amount": "48",
                     *         "price": "0.48",
                     *         "average_price": "0.48",
                     *         "fee": {
                     *           "amount": "0",
                     *           "asset": "pUSD"
                     *         },
                     *         "units": "USDC",
                     *         "status": "FILLED",
                     *         "reason": null,
                     *         "execution": "paper",
                     *         "expires_at": null,
                     *         "created_at": "2026-12-02T18:54:33.501Z",
                     *         "updated_at": "2026-12-02T18:54:33.501Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Order"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another order. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "this Idempotency-Key was used for another order",
                     *       "code": "idempotency_conflict"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getVenueAOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "order_id": "0x4a3eeef03bd98c98cc173efb4743662ee01180d8c1041bcf7c5304bd84dcc3a2",
                     *         "venue": "venue_a",
                     *         "token_id": "578510088632318032981438610059215654",
                     *         "side": "BUY",
                     *         "type": "LIMIT",
                     *         "amount": "3.1",
                     *         "shares": "10",
                     *         "filled": "0",
                     *         "filled_amount": "0",
                     *         "price": "0.31",
                     *         "average_price": null,
                     *         "fee": {
                     *           "amount": "0",
                     *           "asset": "pUSD"
                     *         },
                     *         "units": "SHARES",
                     *         "status": "ACTIVE",
                     *         "reason": null,
                     *         "execution": "paper",
                     *         "expires_at": null,
                     *         "created_at": "2026-12-02T18:54:33.702Z",
                     *         "updated_at": "2026-12-02T18:54:33.730Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Order"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    amendVenueAOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "LIMIT",
                 *       "price": "0.31"
                 *     }
                 */
                "application/json": components["schemas"]["OrderAmendment"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "order_id": "0x4a3eeef03bd98c98cc173efb4743662ee01180d8c1041bcf7c5304bd84dcc3a2",
                     *         "venue": "venue_a",
                     *         "token_id": "578510088632318032981438610059215654",
                     *         "side": "BUY",
                     *         "type": "LIMIT",
                     *         "amount": "3.1",
                     *         "shares": "10",
                     *         "filled": "0",
                     *         "filled_amount": "0",
                     *         "price": "0.31",
                     *         "average_price": null,
                     *         "fee": {
                     *           "amount": "0",
                     *           "asset": "pUSD"
                     *         },
                     *         "units": "SHARES",
                     *         "status": "ACTIVE",
                     *         "reason": null,
                     *         "execution": "paper",
                     *         "expires_at": null,
                     *         "created_at": "2026-12-02T18:54:33.702Z",
                     *         "updated_at": "2026-12-02T18:54:33.730Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Order"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The order is no longer open (or, live, not at the venue yet / not amendable there). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "the order is FILLED: it cannot be cancelled",
                     *       "code": "order_state"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    cancelVenueAOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "order_id": "0x4a3eeef03bd98c98cc173efb4743662ee01180d8c1041bcf7c5304bd84dcc3a2",
                     *         "venue": "venue_a",
                     *         "token_id": "578510088632318032981438610059215654",
                     *         "side": "BUY",
                     *         "type": "LIMIT",
                     *         "amount": "3.1",
                     *         "shares": "10",
                     *         "filled": "0",
                     *         "filled_amount": "0",
                     *         "price": "0.31",
                     *         "average_price": null,
                     *         "fee": {
                     *           "amount": "0",
                     *           "asset": "pUSD"
                     *         },
                     *         "units": "SHARES",
                     *         "status": "CANCELLED",
                     *         "reason": null,
                     *         "execution": "paper",
                     *         "expires_at": null,
                     *         "created_at": "2026-12-02T18:54:33.702Z",
                     *         "updated_at": "2026-12-02T18:54:33.819Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Order"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The order is no longer open (or, live, not at the venue yet / not amendable there). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "the order is FILLED: it cannot be cancelled",
                     *       "code": "order_state"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listActiveOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "order": {
                     *             "order_id": "0x4a3eeef03bd98c98cc173efb4743662ee01180d8c1041bcf7c5304bd84dcc3a2",
                     *             "token_id": "578510088632318032981438610059215654",
                     *             "type": "LIMIT",
                     *             "side": "BUY",
                     *             "shares": "10",
                     *             "filled": "0",
                     *             "price": "0.31",
                     *             "status": "ACTIVE",
                     *             "created_at": 1796237673
                     *           },
                     *           "event": {
                     *             "event_id": 227342406,
                     *             "title": "Arsenal vs. Chelsea",
                     *             "slug": "epl-ars-che-2026-12-05",
                     *             "description": "",
                     *             "image": "",
                     *             "tags": [],
                     *             "labels": [],
                     *             "neg_risk": false,
                     *             "active": true,
                     *             "liquidity": "0",
                     *             "volume": "0",
                     *             "volume24hr": "0",
                     *             "volume1wk": "0",
                     *             "volume1mo": "0",
                     *             "volume1yr": "0",
                     *             "live": {
                     *               "live": true,
                     *               "ended": false
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null
                     *           },
                     *           "market": {
                     *             "event_id": 227342406,
                     *             "condition_id": "0x2de4fba0de3e2733f227476d4db8e08fff815214d4af190ab5696f1c24f6b578",
                     *             "question": "Will Arsenal FC win on 2026-12-05?",
                     *             "outcome": "Arsenal FC",
                     *             "slug": "epl-ars-che-2026-12-05-ars",
                     *             "description": "",
                     *             "image": "",
                     *             "left_outcome": "Yes",
                     *             "right_outcome": "No",
                     *             "left_price": null,
                     *             "right_price": null,
                     *             "left_token_id": "578510088632318032981438610059215654",
                     *             "right_token_id": "1108767291214404692215714332551121771",
                     *             "winner_token_id": "",
                     *             "active": true,
                     *             "resolved": false,
                     *             "data_source": "live",
                     *             "fees": false,
                     *             "decimals": null,
                     *             "liquidity": "0",
                     *             "volume": "0",
                     *             "volume24hr": "0",
                     *             "volume1wk": "0",
                     *             "volume1mo": "0",
                     *             "volume1yr": "0",
                     *             "rewards": {
                     *               "rewards": false
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null,
                     *             "tick_size": null,
                     *             "min_order_size": null,
                     *             "fee_schedule": {
                     *               "taker_rate": "0",
                     *               "maker_rate": "0",
                     *               "exponent": 1,
                     *               "read_at": "2026-12-02T18:54:31.428Z"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["ActiveOrder"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listVenueAOrderFills: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "fill_id": "0x359ca6be57d54dfbd485cd9f94587ec7c3089c6a86a134881627e254bfa279ba:0001",
                     *           "order_id": "0x359ca6be57d54dfbd485cd9f94587ec7c3089c6a86a134881627e254bfa279ba",
                     *           "token_id": "578510088632318032981438610059215654",
                     *           "side": "BUY",
                     *           "price": "0.48",
                     *           "shares": "100",
                     *           "usdc": "48",
                     *           "fee": "0",
                     *           "role": "taker",
                     *           "at": "2026-12-02T18:54:33.501Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Fill"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    placeVenueBOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeated request with the same key (at most 255 characters) is done once; the same key with another body answers 409. A repeat answers the first result with the header `Idempotent-Replayed: true`. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                 *       "side": "BUY",
                 *       "amount": "10"
                 *     }
                 */
                "application/json": components["schemas"]["VenueBOrderRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "order_id": "0x996491abc3f8e146d94e2ee4135b435bb5e36ca0f06c119c011322111bba6c1b",
                     *         "amount": "21.276595",
                     *         "min_amount": "20.833333",
                     *         "status": "FILLED"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["VenueBOrder"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for another order. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "this Idempotency-Key was used for another order",
                     *       "code": "idempotency_conflict"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getVenueBOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "order_id": "0x996491abc3f8e146d94e2ee4135b435bb5e36ca0f06c119c011322111bba6c1b",
                     *         "venue": "venue_b",
                     *         "token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *         "side": "BUY",
                     *         "type": "MARKET",
                     *         "amount": "10",
                     *         "shares": "21.276595",
                     *         "filled": "21.276595",
                     *         "filled_amount": "10",
                     *         "price": "0.47",
                     *         "average_price": "0.47",
                     *         "fee": {
                     *           "amount": "0.38",
                     *           "asset": "USDC"
                     *         },
                     *         "units": "USDC",
                     *         "status": "FILLED",
                     *         "reason": null,
                     *         "execution": "paper",
                     *         "expires_at": null,
                     *         "created_at": "2026-12-02T18:54:33.873Z",
                     *         "updated_at": "2026-12-02T18:54:33.873Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Order"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    cancelVenueBOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Order"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The order is no longer open (or, live, not at the venue yet / not amendable there). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "the order is FILLED: it cannot be cancelled",
                     *       "code": "order_state"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listVenueBOrderFills: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "fill_id": "0x996491abc3f8e146d94e2ee4135b435bb5e36ca0f06c119c011322111bba6c1b:0001",
                     *           "order_id": "0x996491abc3f8e146d94e2ee4135b435bb5e36ca0f06c119c011322111bba6c1b",
                     *           "token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *           "side": "BUY",
                     *           "price": "0.47",
                     *           "shares": "21.276595",
                     *           "usdc": "10",
                     *           "fee": "0.38",
                     *           "role": "taker",
                     *           "at": "2026-12-02T18:54:33.873Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Fill"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                /** @description Only orders in this status; several comma-separated (`ACTIVE,PARTIALLY_FILLED`). One of PENDING, ACTIVE, PARTIALLY_FILLED, FILLED, CANCELLED, EXPIRED, REJECTED. */
                status?: string;
                /** @description Only this venue’s. */
                venue?: "venue_a" | "venue_b";
                /** @description Only orders of this outcome token. */
                token_id?: string;
                /** @description Only buys or only sells. */
                side?: "BUY" | "SELL";
                /** @description Unix seconds (below 100 000 000 000), unix milliseconds (from 100 000 000 000 on), or ISO 8601 (UTC without a zone); from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
                created_from?: string;
                /** @description Unix seconds (below 100 000 000 000), unix milliseconds (from 100 000 000 000 on), or ISO 8601 (UTC without a zone); from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
                created_before?: string;
            };
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "venue": "venue_b",
                     *           "order": {
                     *             "order_id": "0x996491abc3f8e146d94e2ee4135b435bb5e36ca0f06c119c011322111bba6c1b",
                     *             "venue": "venue_b",
                     *             "token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *             "side": "BUY",
                     *             "type": "MARKET",
                     *             "amount": "10",
                     *             "shares": "21.276595",
                     *             "filled": "21.276595",
                     *             "filled_amount": "10",
                     *             "price": "0.47",
                     *             "average_price": "0.47",
                     *             "fee": {
                     *               "amount": "0.38",
                     *               "asset": "USDC"
                     *             },
                     *             "units": "USDC",
                     *             "status": "FILLED",
                     *             "reason": null,
                     *             "execution": "paper",
                     *             "expires_at": null,
                     *             "created_at": "2026-12-02T18:54:33.873Z",
                     *             "updated_at": "2026-12-02T18:54:33.873Z"
                     *           },
                     *           "event": {
                     *             "series_id": "KXEPLGAME",
                     *             "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *             "title": "Arsenal vs Chelsea",
                     *             "sub_title": "",
                     *             "slug": "kxeplgame-26dec05arsche",
                     *             "image": "",
                     *             "tags": [
                     *               "sports"
                     *             ],
                     *             "labels": [
                     *               "Sports"
                     *             ],
                     *             "category": "Sports",
                     *             "active": true,
                     *             "liquidity": "0",
                     *             "volume": "0",
                     *             "live": {
                     *               "is_active": true
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null
                     *           },
                     *           "market": {
                     *             "series_id": "KXEPLGAME",
                     *             "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *             "market_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *             "kalshi_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *             "title": "Arsenal vs Chelsea Winner?",
                     *             "outcome": "Arsenal",
                     *             "description": "",
                     *             "image": "",
                     *             "left_outcome": "Yes",
                     *             "right_outcome": "No",
                     *             "left_price": "0.46",
                     *             "right_price": "0.54",
                     *             "left_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *             "right_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:no",
                     *             "winner_token_id": "",
                     *             "active": true,
                     *             "resolved": false,
                     *             "data_source": "live",
                     *             "claimable": false,
                     *             "liquidity": "0",
                     *             "open_interest": "0",
                     *             "volume": "0",
                     *             "volume24hr": "0",
                     *             "router_a": {
                     *               "enabled": false
                     *             },
                     *             "router_b": false,
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null,
                     *             "tick_size": null,
                     *             "min_order_size": "1",
                     *             "fee_schedule": {
                     *               "taker_rate": "0.07",
                     *               "maker_rate": "0",
                     *               "exponent": 1,
                     *               "read_at": "2026-12-02T18:54:31.429Z"
                     *             }
                     *           }
                     *         },
                     *         {
                     *           "venue": "venue_a",
                     *           "order": {
                     *             "order_id": "0x4a3eeef03bd98c98cc173efb4743662ee01180d8c1041bcf7c5304bd84dcc3a2",
                     *             "venue": "venue_a",
                     *             "token_id": "578510088632318032981438610059215654",
                     *             "side": "BUY",
                     *             "type": "LIMIT",
                     *             "amount": "3.1",
                     *             "shares": "10",
                     *             "filled": "0",
                     *             "filled_amount": "0",
                     *             "price": "0.31",
                     *             "average_price": null,
                     *             "fee": {
                     *               "amount": "0",
                     *               "asset": "pUSD"
                     *             },
                     *             "units": "SHARES",
                     *             "status": "CANCELLED",
                     *             "reason": null,
                     *             "execution": "paper",
                     *             "expires_at": null,
                     *             "created_at": "2026-12-02T18:54:33.702Z",
                     *             "updated_at": "2026-12-02T18:54:33.819Z"
                     *           },
                     *           "event": {
                     *             "event_id": 227342406,
                     *             "title": "Arsenal vs. Chelsea",
                     *             "slug": "epl-ars-che-2026-12-05",
                     *             "description": "",
                     *             "image": "",
                     *             "tags": [],
                     *             "labels": [],
                     *             "neg_risk": false,
                     *             "active": true,
                     *             "liquidity": "0",
                     *             "volume": "0",
                     *             "volume24hr": "0",
                     *             "volume1wk": "0",
                     *             "volume1mo": "0",
                     *             "volume1yr": "0",
                     *             "live": {
                     *               "live": true,
                     *               "ended": false
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null
                     *           },
                     *           "market": {
                     *             "event_id": 227342406,
                     *             "condition_id": "0x2de4fba0de3e2733f227476d4db8e08fff815214d4af190ab5696f1c24f6b578",
                     *             "question": "Will Arsenal FC win on 2026-12-05?",
                     *             "outcome": "Arsenal FC",
                     *             "slug": "epl-ars-che-2026-12-05-ars",
                     *             "description": "",
                     *             "image": "",
                     *             "left_outcome": "Yes",
                     *             "right_outcome": "No",
                     *             "left_price": null,
                     *             "right_price": null,
                     *             "left_token_id": "578510088632318032981438610059215654",
                     *             "right_token_id": "1108767291214404692215714332551121771",
                     *             "winner_token_id": "",
                     *             "active": true,
                     *             "resolved": false,
                     *             "data_source": "live",
                     *             "fees": false,
                     *             "decimals": null,
                     *             "liquidity": "0",
                     *             "volume": "0",
                     *             "volume24hr": "0",
                     *             "volume1wk": "0",
                     *             "volume1mo": "0",
                     *             "volume1yr": "0",
                     *             "rewards": {
                     *               "rewards": false
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null,
                     *             "tick_size": null,
                     *             "min_order_size": null,
                     *             "fee_schedule": {
                     *               "taker_rate": "0",
                     *               "maker_rate": "0",
                     *               "exponent": 1,
                     *               "read_at": "2026-12-02T18:54:31.428Z"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["WalletOrder"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listWalletFills: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                /** @description Only this venue’s. */
                venue?: "venue_a" | "venue_b";
                /** @description Only fills of this outcome token. */
                token_id?: string;
                /** @description Only fills of buys or only of sells. */
                side?: "BUY" | "SELL";
                /** @description Only the fills of this order. */
                order_id?: string;
                /** @description Unix seconds (below 100 000 000 000), unix milliseconds (from 100 000 000 000 on), or ISO 8601 (UTC without a zone); from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
                from?: string;
                /** @description Unix seconds (below 100 000 000 000), unix milliseconds (from 100 000 000 000 on), or ISO 8601 (UTC without a zone); from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z. */
                before?: string;
            };
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "fill_id": "0x996491abc3f8e146d94e2ee4135b435bb5e36ca0f06c119c011322111bba6c1b:0001",
                     *           "order_id": "0x996491abc3f8e146d94e2ee4135b435bb5e36ca0f06c119c011322111bba6c1b",
                     *           "token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *           "side": "BUY",
                     *           "price": "0.47",
                     *           "shares": "21.276595",
                     *           "usdc": "10",
                     *           "fee": "0.38",
                     *           "role": "taker",
                     *           "at": "2026-12-02T18:54:33.873Z"
                     *         },
                     *         {
                     *           "fill_id": "0x359ca6be57d54dfbd485cd9f94587ec7c3089c6a86a134881627e254bfa279ba:0001",
                     *           "order_id": "0x359ca6be57d54dfbd485cd9f94587ec7c3089c6a86a134881627e254bfa279ba",
                     *           "token_id": "578510088632318032981438610059215654",
                     *           "side": "BUY",
                     *           "price": "0.48",
                     *           "shares": "100",
                     *           "usdc": "48",
                     *           "fee": "0",
                     *           "role": "taker",
                     *           "at": "2026-12-02T18:54:33.501Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Fill"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listVenueAPositions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "position": {
                     *             "token_id": "578510088632318032981438610059215654",
                     *             "outcome": "Yes",
                     *             "shares": "100",
                     *             "avg_price": "0.48",
                     *             "current_price": "0.475",
                     *             "initial_value": "48",
                     *             "current_value": "47.5",
                     *             "amount_pnl": "-0.5",
                     *             "percent_pnl": "-1.04",
                     *             "realized_pnl": "0",
                     *             "redeemable": false,
                     *             "created_at": "2026-12-02T18:54:33.500Z"
                     *           },
                     *           "event": {
                     *             "event_id": 227342406,
                     *             "title": "Arsenal vs. Chelsea",
                     *             "slug": "epl-ars-che-2026-12-05",
                     *             "description": "",
                     *             "image": "",
                     *             "tags": [],
                     *             "labels": [],
                     *             "neg_risk": false,
                     *             "active": true,
                     *             "liquidity": "0",
                     *             "volume": "0",
                     *             "volume24hr": "0",
                     *             "volume1wk": "0",
                     *             "volume1mo": "0",
                     *             "volume1yr": "0",
                     *             "live": {
                     *               "live": true,
                     *               "ended": false
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null
                     *           },
                     *           "market": {
                     *             "event_id": 227342406,
                     *             "condition_id": "0x2de4fba0de3e2733f227476d4db8e08fff815214d4af190ab5696f1c24f6b578",
                     *             "question": "Will Arsenal FC win on 2026-12-05?",
                     *             "outcome": "Arsenal FC",
                     *             "slug": "epl-ars-che-2026-12-05-ars",
                     *             "description": "",
                     *             "image": "",
                     *             "left_outcome": "Yes",
                     *             "right_outcome": "No",
                     *             "left_price": null,
                     *             "right_price": null,
                     *             "left_token_id": "578510088632318032981438610059215654",
                     *             "right_token_id": "1108767291214404692215714332551121771",
                     *             "winner_token_id": "",
                     *             "active": true,
                     *             "resolved": false,
                     *             "data_source": "live",
                     *             "fees": false,
                     *             "decimals": null,
                     *             "liquidity": "0",
                     *             "volume": "0",
                     *             "volume24hr": "0",
                     *             "volume1wk": "0",
                     *             "volume1mo": "0",
                     *             "volume1yr": "0",
                     *             "rewards": {
                     *               "rewards": false
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null,
                     *             "tick_size": null,
                     *             "min_order_size": null,
                     *             "fee_schedule": {
                     *               "taker_rate": "0",
                     *               "maker_rate": "0",
                     *               "exponent": 1,
                     *               "read_at": "2026-12-02T18:54:31.428Z"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Position"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getVenueAPnl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "ts": 1796237673,
                     *           "realized": "0",
                     *           "unrealized": "0",
                     *           "total": "0"
                     *         },
                     *         {
                     *           "ts": 1796237674,
                     *           "realized": "0",
                     *           "unrealized": "-0.5",
                     *           "total": "-0.5"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["PnlPoint"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listVenueBPositions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "position": {
                     *             "token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *             "outcome": "Yes",
                     *             "shares": "21.276595",
                     *             "avg_price": "0.48786",
                     *             "current_price": "0.46",
                     *             "initial_value": "10.38",
                     *             "current_value": "9.787234",
                     *             "amount_pnl": "-0.592766",
                     *             "percent_pnl": "-5.71",
                     *             "realized_pnl": "0",
                     *             "redeemable": false,
                     *             "created_at": "2026-12-02T18:54:33.872Z"
                     *           },
                     *           "event": {
                     *             "series_id": "KXEPLGAME",
                     *             "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *             "title": "Arsenal vs Chelsea",
                     *             "sub_title": "",
                     *             "slug": "kxeplgame-26dec05arsche",
                     *             "image": "",
                     *             "tags": [
                     *               "sports"
                     *             ],
                     *             "labels": [
                     *               "Sports"
                     *             ],
                     *             "category": "Sports",
                     *             "active": true,
                     *             "liquidity": "0",
                     *             "volume": "0",
                     *             "live": {
                     *               "is_active": true
                     *             },
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null
                     *           },
                     *           "market": {
                     *             "series_id": "KXEPLGAME",
                     *             "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *             "market_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *             "kalshi_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *             "title": "Arsenal vs Chelsea Winner?",
                     *             "outcome": "Arsenal",
                     *             "description": "",
                     *             "image": "",
                     *             "left_outcome": "Yes",
                     *             "right_outcome": "No",
                     *             "left_price": "0.46",
                     *             "right_price": "0.54",
                     *             "left_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *             "right_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:no",
                     *             "winner_token_id": "",
                     *             "active": true,
                     *             "resolved": false,
                     *             "data_source": "live",
                     *             "claimable": false,
                     *             "liquidity": "0",
                     *             "open_interest": "0",
                     *             "volume": "0",
                     *             "volume24hr": "0",
                     *             "router_a": {
                     *               "enabled": false
                     *             },
                     *             "router_b": false,
                     *             "created_at": null,
                     *             "updated_at": null,
                     *             "ends_at": null,
                     *             "tick_size": null,
                     *             "min_order_size": "1",
                     *             "fee_schedule": {
                     *               "taker_rate": "0.07",
                     *               "maker_rate": "0",
                     *               "exponent": 1,
                     *               "read_at": "2026-12-02T18:54:31.429Z"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Position"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getVenueBPnl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "ts": 1796237673,
                     *           "realized": "0",
                     *           "unrealized": "-0.38",
                     *           "total": "-0.38"
                     *         },
                     *         {
                     *           "ts": 1796237674,
                     *           "realized": "0",
                     *           "unrealized": "-0.592766",
                     *           "total": "-0.592766"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["PnlPoint"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listWallets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "wallet_id": "c2ee745e-7269-4e22-b399-6104d1b721aa",
                     *           "addresses": {
                     *             "POL": "0x8901a5f62838FA0b43b446323a3Cf1aAb6b2E217",
                     *             "SOL": "9ebjTKub5AQxvrm4SXkZUj3rCf4Rt4m1aZ11dh6uSiV8"
                     *           },
                     *           "created_at": "2026-12-02T18:54:32.263Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Wallet"][];
                    };
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    createWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "wallet_id": "d43484c5-74ac-46ba-bacf-47556736164c",
                     *         "addresses": {
                     *           "POL": "0xaEe0476D4A3208580D1e32B88D051Ea72f7B7364",
                     *           "SOL": "45Mkhrn22b2tNdeuV3nDSAmNeN4i3xTDkwCsyGnc6SuB"
                     *         },
                     *         "created_at": "2026-12-02T18:54:33.284Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Wallet"];
                    };
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getBalances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "wallet_id": "c2ee745e-7269-4e22-b399-6104d1b721aa",
                     *           "chain_id": "POL",
                     *           "address": "0x8901a5f62838FA0b43b446323a3Cf1aAb6b2E217",
                     *           "balance": {
                     *             "USDC.e": "0",
                     *             "pUSD": "500"
                     *           },
                     *           "held": {
                     *             "USDC.e": "0",
                     *             "pUSD": "0"
                     *           },
                     *           "total": {
                     *             "USDC.e": "0",
                     *             "pUSD": "500"
                     *           }
                     *         },
                     *         {
                     *           "wallet_id": "c2ee745e-7269-4e22-b399-6104d1b721aa",
                     *           "chain_id": "SOL",
                     *           "address": "9ebjTKub5AQxvrm4SXkZUj3rCf4Rt4m1aZ11dh6uSiV8",
                     *           "balance": {
                     *             "USDC": "500"
                     *           },
                     *           "held": {
                     *             "USDC": "0"
                     *           },
                     *           "total": {
                     *             "USDC": "500"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Balance"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getPolBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "wallet_id": "c2ee745e-7269-4e22-b399-6104d1b721aa",
                     *         "chain_id": "POL",
                     *         "address": "0x8901a5f62838FA0b43b446323a3Cf1aAb6b2E217",
                     *         "balance": {
                     *           "USDC.e": "0",
                     *           "pUSD": "500"
                     *         },
                     *         "held": {
                     *           "USDC.e": "0",
                     *           "pUSD": "0"
                     *         },
                     *         "total": {
                     *           "USDC.e": "0",
                     *           "pUSD": "500"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Balance"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listPolTransfers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "tx_hash": "paper:a9705f21-eba6-42f3-9531-f4f6595ef78d",
                     *           "transfer_type": "WITHDRAWAL",
                     *           "asset_type": "ERC20",
                     *           "asset_id": "pUSD",
                     *           "address": "0x8901a5f62838FA0b43b446323a3Cf1aAb6b2E217",
                     *           "from_address": "0x8901a5f62838FA0b43b446323a3Cf1aAb6b2E217",
                     *           "to_address": "0x8ba1f109551bD432803012645Ac136ddd64DBA72",
                     *           "amount": "1.5",
                     *           "type": "WITHDRAWAL",
                     *           "status": "CONFIRMED",
                     *           "created_at": "2026-12-02T18:54:33.312Z",
                     *           "withdrawal_id": "adf1a157-e7d5-4b0f-ace5-e5af0f0e0e6e"
                     *         },
                     *         {
                     *           "tx_hash": "paper:7f79dc59-2c02-4e30-8425-2a6707508d24",
                     *           "transfer_type": "DEPOSIT",
                     *           "asset_type": "ERC20",
                     *           "asset_id": "pUSD",
                     *           "address": "0x8901a5f62838FA0b43b446323a3Cf1aAb6b2E217",
                     *           "from_address": "paper:faucet",
                     *           "to_address": "0x8901a5f62838FA0b43b446323a3Cf1aAb6b2E217",
                     *           "amount": "500",
                     *           "type": "DEPOSIT",
                     *           "status": "CONFIRMED",
                     *           "created_at": "2026-12-02T18:54:33.244Z",
                     *           "withdrawal_id": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Transfer"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getPolWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                withdrawal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "tx_hash": "paper:a9705f21-eba6-42f3-9531-f4f6595ef78d",
                     *         "transfer_type": "WITHDRAWAL",
                     *         "asset_type": "ERC20",
                     *         "asset_id": "pUSD",
                     *         "address": "0x8901a5f62838FA0b43b446323a3Cf1aAb6b2E217",
                     *         "from_address": "0x8901a5f62838FA0b43b446323a3Cf1aAb6b2E217",
                     *         "to_address": "0x8ba1f109551bD432803012645Ac136ddd64DBA72",
                     *         "amount": "1.5",
                     *         "type": "WITHDRAWAL",
                     *         "status": "CONFIRMED",
                     *         "created_at": "2026-12-02T18:54:33.312Z",
                     *         "withdrawal_id": "adf1a157-e7d5-4b0f-ace5-e5af0f0e0e6e"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Transfer"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    withdrawPol: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeated request with the same key (at most 255 characters) is done once; the same key with another body answers 409. A repeat answers the first result with the header `Idempotent-Replayed: true`. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "pUSD",
                 *       "amount": "1.5",
                 *       "address": "0x8ba1f109551bD432803012645Ac136ddd64DBA72"
                 *     }
                 */
                "application/json": {
                    /** @description Asset id: `USDC.e` or `pUSD` on pol, `USDC` on sol. */
                    token: string;
                    /** @description Token units, e.g. "12.5" (at most the token’s decimals: 6 for USDC; at most 30 digits before the point). */
                    amount: string | number;
                    /** @description Destination address (EVM: any case, checksum verified when mixed; Solana: base58). */
                    address: string;
                    /**
                     * @description The chain of this route; optional.
                     * @enum {string}
                     */
                    chain?: "POLYGON" | "POL" | "polygon" | "pol";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "tx_hash": "paper:a9705f21-eba6-42f3-9531-f4f6595ef78d",
                     *         "withdrawal_id": "adf1a157-e7d5-4b0f-ace5-e5af0f0e0e6e",
                     *         "status": "CONFIRMED"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Withdrawal"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for a different withdrawal. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Idempotency-Key was already used for a different withdrawal",
                     *       "code": "idempotency_conflict"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getSolBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "wallet_id": "c2ee745e-7269-4e22-b399-6104d1b721aa",
                     *         "chain_id": "SOL",
                     *         "address": "9ebjTKub5AQxvrm4SXkZUj3rCf4Rt4m1aZ11dh6uSiV8",
                     *         "balance": {
                     *           "USDC": "500"
                     *         },
                     *         "held": {
                     *           "USDC": "0"
                     *         },
                     *         "total": {
                     *           "USDC": "500"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Balance"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listSolTransfers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "tx_hash": "paper:4ef2865d-0425-4cde-a033-447907ed90e1",
                     *           "transfer_type": "WITHDRAWAL",
                     *           "asset_type": "SPL_TOKEN",
                     *           "asset_id": "USDC",
                     *           "address": "9ebjTKub5AQxvrm4SXkZUj3rCf4Rt4m1aZ11dh6uSiV8",
                     *           "from_address": "9ebjTKub5AQxvrm4SXkZUj3rCf4Rt4m1aZ11dh6uSiV8",
                     *           "to_address": "Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS",
                     *           "amount": "2",
                     *           "type": "WITHDRAWAL",
                     *           "status": "CONFIRMED",
                     *           "created_at": "2026-12-02T18:54:33.360Z",
                     *           "withdrawal_id": "b77dbd2a-06e8-43fb-91b4-18a61fc5ce48"
                     *         },
                     *         {
                     *           "tx_hash": "paper:9b430277-6aab-43be-8c41-c87fc86727b3",
                     *           "transfer_type": "DEPOSIT",
                     *           "asset_type": "SPL_TOKEN",
                     *           "asset_id": "USDC",
                     *           "address": "9ebjTKub5AQxvrm4SXkZUj3rCf4Rt4m1aZ11dh6uSiV8",
                     *           "from_address": "paper:faucet",
                     *           "to_address": "9ebjTKub5AQxvrm4SXkZUj3rCf4Rt4m1aZ11dh6uSiV8",
                     *           "amount": "500",
                     *           "type": "DEPOSIT",
                     *           "status": "CONFIRMED",
                     *           "created_at": "2026-12-02T18:54:33.270Z",
                     *           "withdrawal_id": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Transfer"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getSolWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                withdrawal_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "tx_hash": "paper:4ef2865d-0425-4cde-a033-447907ed90e1",
                     *         "transfer_type": "WITHDRAWAL",
                     *         "asset_type": "SPL_TOKEN",
                     *         "asset_id": "USDC",
                     *         "address": "9ebjTKub5AQxvrm4SXkZUj3rCf4Rt4m1aZ11dh6uSiV8",
                     *         "from_address": "9ebjTKub5AQxvrm4SXkZUj3rCf4Rt4m1aZ11dh6uSiV8",
                     *         "to_address": "Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS",
                     *         "amount": "2",
                     *         "type": "WITHDRAWAL",
                     *         "status": "CONFIRMED",
                     *         "created_at": "2026-12-02T18:54:33.360Z",
                     *         "withdrawal_id": "b77dbd2a-06e8-43fb-91b4-18a61fc5ce48"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Transfer"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    withdrawSol: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeated request with the same key (at most 255 characters) is done once; the same key with another body answers 409. A repeat answers the first result with the header `Idempotent-Replayed: true`. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "USDC",
                 *       "amount": "2",
                 *       "address": "Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS"
                 *     }
                 */
                "application/json": {
                    /** @description Asset id: `USDC.e` or `pUSD` on pol, `USDC` on sol. */
                    token: string;
                    /** @description Token units, e.g. "12.5" (at most the token’s decimals: 6 for USDC; at most 30 digits before the point). */
                    amount: string | number;
                    /** @description Destination address (EVM: any case, checksum verified when mixed; Solana: base58). */
                    address: string;
                    /**
                     * @description The chain of this route; optional.
                     * @enum {string}
                     */
                    chain?: "SOLANA" | "SOL" | "solana" | "sol";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "tx_hash": "paper:4ef2865d-0425-4cde-a033-447907ed90e1",
                     *         "withdrawal_id": "b77dbd2a-06e8-43fb-91b4-18a61fc5ce48",
                     *         "status": "CONFIRMED"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Withdrawal"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used before for a different withdrawal. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "Idempotency-Key was already used for a different withdrawal",
                     *       "code": "idempotency_conflict"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    createCopytrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "target": "0x8ba1f109551bD432803012645Ac136ddd64DBA72",
                 *       "mode": "COPY",
                 *       "settings": {}
                 *     }
                 */
                "application/json": components["schemas"]["CopytradeRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "copytrade_id": "2dbd399f-ef08-469a-a3b8-660979fdbbd1",
                     *         "target": "0x8ba1f109551bd432803012645ac136ddd64dba72",
                     *         "mode": "COPY",
                     *         "status": "ACTIVE",
                     *         "settings": {
                     *           "sells": "FOLLOW",
                     *           "sizing": {
                     *             "mode": "FIXED",
                     *             "amount": "10"
                     *           },
                     *           "filters": {},
                     *           "slippage": 100
                     *         },
                     *         "created_at": "2026-12-02T18:54:34.273Z",
                     *         "updated_at": "2026-12-02T18:54:34.273Z",
                     *         "target_health": {
                     *           "state": "unknown",
                     *           "last_read_at": null,
                     *           "last_error": null,
                     *           "last_error_at": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Copytrade"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listCopytrades: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "copytrade_id": "2dbd399f-ef08-469a-a3b8-660979fdbbd1",
                     *           "target": "0x8ba1f109551bd432803012645ac136ddd64dba72",
                     *           "mode": "COPY",
                     *           "status": "ACTIVE",
                     *           "settings": {
                     *             "sells": "FOLLOW",
                     *             "sizing": {
                     *               "mode": "FIXED",
                     *               "amount": "10"
                     *             },
                     *             "filters": {},
                     *             "slippage": 100
                     *           },
                     *           "created_at": "2026-12-02T18:54:34.273Z",
                     *           "updated_at": "2026-12-02T18:54:34.273Z",
                     *           "target_health": {
                     *             "state": "unknown",
                     *             "last_read_at": null,
                     *             "last_error": null,
                     *             "last_error_at": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Copytrade"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getCopytrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                copytrade_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "copytrade_id": "2dbd399f-ef08-469a-a3b8-660979fdbbd1",
                     *         "target": "0x8ba1f109551bd432803012645ac136ddd64dba72",
                     *         "mode": "COPY",
                     *         "status": "ACTIVE",
                     *         "settings": {
                     *           "sells": "FOLLOW",
                     *           "sizing": {
                     *             "mode": "FIXED",
                     *             "amount": "10"
                     *           },
                     *           "filters": {},
                     *           "slippage": 100
                     *         },
                     *         "created_at": "2026-12-02T18:54:34.273Z",
                     *         "updated_at": "2026-12-02T18:54:34.273Z",
                     *         "target_health": {
                     *           "state": "unknown",
                     *           "last_read_at": null,
                     *           "last_error": null,
                     *           "last_error_at": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Copytrade"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    stopCopytrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                copytrade_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "copytrade_id": "2dbd399f-ef08-469a-a3b8-660979fdbbd1",
                     *         "target": "0x8ba1f109551bd432803012645ac136ddd64dba72",
                     *         "mode": "COPY",
                     *         "status": "STOPPED",
                     *         "settings": {
                     *           "sells": "FOLLOW",
                     *           "sizing": {
                     *             "mode": "FIXED",
                     *             "amount": "10",
                     *             "max_per_day": "50"
                     *           },
                     *           "filters": {},
                     *           "slippage": 100
                     *         },
                     *         "created_at": "2026-12-02T18:54:34.273Z",
                     *         "updated_at": "2026-12-02T18:54:34.586Z",
                     *         "target_health": {
                     *           "state": "unknown",
                     *           "last_read_at": null,
                     *           "last_error": null,
                     *           "last_error_at": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Copytrade"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The copytrade is not in a state that allows this (a stopped one cannot resume). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "the copytrade is STOPPED: it cannot resume",
                     *       "code": "copytrade_state"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    amendCopytrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                copytrade_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "settings": {
                 *         "sizing": {
                 *           "max_per_day": "50"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CopytradeAmendment"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "copytrade_id": "2dbd399f-ef08-469a-a3b8-660979fdbbd1",
                     *         "target": "0x8ba1f109551bd432803012645ac136ddd64dba72",
                     *         "mode": "COPY",
                     *         "status": "ACTIVE",
                     *         "settings": {
                     *           "sells": "FOLLOW",
                     *           "sizing": {
                     *             "mode": "FIXED",
                     *             "amount": "10",
                     *             "max_per_day": "50"
                     *           },
                     *           "filters": {},
                     *           "slippage": 100
                     *         },
                     *         "created_at": "2026-12-02T18:54:34.273Z",
                     *         "updated_at": "2026-12-02T18:54:34.385Z",
                     *         "target_health": {
                     *           "state": "unknown",
                     *           "last_read_at": null,
                     *           "last_error": null,
                     *           "last_error_at": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Copytrade"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The copytrade is not in a state that allows this (a stopped one cannot resume). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "the copytrade is STOPPED: it cannot resume",
                     *       "code": "copytrade_state"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listCopytradeDecisions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                copytrade_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": []
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["CopytradeDecision"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    pauseCopytrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                copytrade_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "copytrade_id": "2dbd399f-ef08-469a-a3b8-660979fdbbd1",
                     *         "target": "0x8ba1f109551bd432803012645ac136ddd64dba72",
                     *         "mode": "COPY",
                     *         "status": "PAUSED",
                     *         "settings": {
                     *           "sells": "FOLLOW",
                     *           "sizing": {
                     *             "mode": "FIXED",
                     *             "amount": "10",
                     *             "max_per_day": "50"
                     *           },
                     *           "filters": {},
                     *           "slippage": 100
                     *         },
                     *         "created_at": "2026-12-02T18:54:34.273Z",
                     *         "updated_at": "2026-12-02T18:54:34.484Z",
                     *         "target_health": {
                     *           "state": "unknown",
                     *           "last_read_at": null,
                     *           "last_error": null,
                     *           "last_error_at": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Copytrade"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The copytrade is not in a state that allows this (a stopped one cannot resume). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "the copytrade is STOPPED: it cannot resume",
                     *       "code": "copytrade_state"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    resumeCopytrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
                copytrade_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": {
                     *         "copytrade_id": "2dbd399f-ef08-469a-a3b8-660979fdbbd1",
                     *         "target": "0x8ba1f109551bd432803012645ac136ddd64dba72",
                     *         "mode": "COPY",
                     *         "status": "ACTIVE",
                     *         "settings": {
                     *           "sells": "FOLLOW",
                     *           "sizing": {
                     *             "mode": "FIXED",
                     *             "amount": "10",
                     *             "max_per_day": "50"
                     *           },
                     *           "filters": {},
                     *           "slippage": 100
                     *         },
                     *         "created_at": "2026-12-02T18:54:34.273Z",
                     *         "updated_at": "2026-12-02T18:54:34.543Z",
                     *         "target_health": {
                     *           "state": "unknown",
                     *           "last_read_at": null,
                     *           "last_error": null,
                     *           "last_error_at": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: components["schemas"]["Copytrade"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The copytrade is not in a state that allows this (a stopped one cannot resume). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "the copytrade is STOPPED: it cannot resume",
                     *       "code": "copytrade_state"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listRecommendations: {
        parameters: {
            query?: {
                /** @description Events per page (at most 100). */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         {
                     *           "venue": "venue_b",
                     *           "event": {
                     *             "series_id": "KXEPLGAME",
                     *             "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *             "title": "Arsenal vs Chelsea",
                     *             "sub_title": "",
                     *             "slug": "kxeplgame-26dec05arsche",
                     *             "image": "",
                     *             "tags": [
                     *               "sports"
                     *             ],
                     *             "labels": [
                     *               "Sports"
                     *             ],
                     *             "category": "Sports",
                     *             "active": true,
                     *             "liquidity": 0,
                     *             "volume": 0,
                     *             "live": {
                     *               "is_active": true
                     *             },
                     *             "created_at": null,
                     *             "ends_at": null
                     *           },
                     *           "markets": [
                     *             {
                     *               "series_id": "KXEPLGAME",
                     *               "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *               "market_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *               "kalshi_id": "KXEPLGAME-26DEC05ARSCHE-ARS",
                     *               "title": "Arsenal vs Chelsea Winner?",
                     *               "outcome": "Arsenal",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": "0.46",
                     *               "right_price": "0.54",
                     *               "left_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:yes",
                     *               "right_token_id": "KXEPLGAME-26DEC05ARSCHE-ARS:no",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "claimable": false,
                     *               "liquidity": "0",
                     *               "open_interest": "0",
                     *               "volume": "0",
                     *               "volume24hr": "0",
                     *               "router_a": {
                     *                 "enabled": false
                     *               },
                     *               "router_b": false,
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": "1",
                     *               "fee_schedule": {
                     *                 "taker_rate": "0.07",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.429Z"
                     *               }
                     *             },
                     *             {
                     *               "series_id": "KXEPLGAME",
                     *               "event_id": "KXEPLGAME-26DEC05ARSCHE",
                     *               "market_id": "KXEPLGAME-26DEC05ARSCHE-CHE",
                     *               "kalshi_id": "KXEPLGAME-26DEC05ARSCHE-CHE",
                     *               "title": "Arsenal vs Chelsea Winner?",
                     *               "outcome": "Chelsea",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": "0.46",
                     *               "right_price": "0.54",
                     *               "left_token_id": "KXEPLGAME-26DEC05ARSCHE-CHE:yes",
                     *               "right_token_id": "KXEPLGAME-26DEC05ARSCHE-CHE:no",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "claimable": false,
                     *               "liquidity": "0",
                     *               "open_interest": "0",
                     *               "volume": "0",
                     *               "volume24hr": "0",
                     *               "router_a": {
                     *                 "enabled": false
                     *               },
                     *               "router_b": false,
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": "1",
                     *               "fee_schedule": {
                     *                 "taker_rate": "0.07",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.430Z"
                     *               }
                     *             }
                     *           ],
                     *           "data_source": "live"
                     *         },
                     *         {
                     *           "venue": "venue_a",
                     *           "event": {
                     *             "event_id": 227342406,
                     *             "title": "Arsenal vs. Chelsea",
                     *             "slug": "epl-ars-che-2026-12-05",
                     *             "description": "",
                     *             "image": "",
                     *             "tags": [],
                     *             "labels": [],
                     *             "neg_risk": false,
                     *             "active": true,
                     *             "liquidity": 0,
                     *             "volume": 0,
                     *             "volume24hr": 0,
                     *             "volume1wk": 0,
                     *             "volume1mo": 0,
                     *             "volume1yr": 0,
                     *             "live": {
                     *               "live": true,
                     *               "ended": false
                     *             },
                     *             "created_at": null,
                     *             "ends_at": null
                     *           },
                     *           "markets": [
                     *             {
                     *               "event_id": 227342406,
                     *               "condition_id": "0x05288f8b7a08b1157c4876a425ee9a1477d2f30630f97e5287b69c8c15517cec",
                     *               "question": "Will Arsenal FC vs. Chelsea FC end in a draw?",
                     *               "outcome": "Draw (Arsenal FC vs. Chelsea FC)",
                     *               "slug": "epl-ars-che-2026-12-05-draw",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": null,
                     *               "right_price": null,
                     *               "left_token_id": "86161300144135192444745511784401748",
                     *               "right_token_id": "852442554097850674901887716909509177",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "fees": false,
                     *               "decimals": null,
                     *               "liquidity": "0",
                     *               "volume": "0",
                     *               "volume24hr": "0",
                     *               "volume1wk": "0",
                     *               "volume1mo": "0",
                     *               "volume1yr": "0",
                     *               "rewards": {
                     *                 "rewards": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": null,
                     *               "fee_schedule": {
                     *                 "taker_rate": "0",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.428Z"
                     *               }
                     *             },
                     *             {
                     *               "event_id": 227342406,
                     *               "condition_id": "0x2de4fba0de3e2733f227476d4db8e08fff815214d4af190ab5696f1c24f6b578",
                     *               "question": "Will Arsenal FC win on 2026-12-05?",
                     *               "outcome": "Arsenal FC",
                     *               "slug": "epl-ars-che-2026-12-05-ars",
                     *               "description": "",
                     *               "image": "",
                     *               "left_outcome": "Yes",
                     *               "right_outcome": "No",
                     *               "left_price": null,
                     *               "right_price": null,
                     *               "left_token_id": "578510088632318032981438610059215654",
                     *               "right_token_id": "1108767291214404692215714332551121771",
                     *               "winner_token_id": "",
                     *               "active": true,
                     *               "resolved": false,
                     *               "data_source": "live",
                     *               "fees": false,
                     *               "decimals": null,
                     *               "liquidity": "0",
                     *               "volume": "0",
                     *               "volume24hr": "0",
                     *               "volume1wk": "0",
                     *               "volume1mo": "0",
                     *               "volume1yr": "0",
                     *               "rewards": {
                     *                 "rewards": false
                     *               },
                     *               "created_at": null,
                     *               "updated_at": null,
                     *               "ends_at": null,
                     *               "tick_size": null,
                     *               "min_order_size": null,
                     *               "fee_schedule": {
                     *                 "taker_rate": "0",
                     *                 "maker_rate": "0",
                     *                 "exponent": 1,
                     *                 "read_at": "2026-12-02T18:54:31.428Z"
                     *               }
                     *             }
                     *           ],
                     *           "data_source": "live"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: unknown;
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getSessionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "authenticated": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            authenticated: boolean;
                        };
                    };
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "expired": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            expired: true;
                        };
                    };
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listOwnApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "api_keys": [
                     *           {
                     *             "public_key": "pk_n3d2S7BCarg7cZ9K13z7nA",
                     *             "name": "mobile",
                     *             "active": true,
                     *             "created_at": "2026-12-02T18:54:32.599Z",
                     *             "updated_at": "2026-12-02T18:54:32.599Z"
                     *           },
                     *           {
                     *             "public_key": "pk_XauP3pD-oZRoK4puxu8AOQ",
                     *             "name": "spare",
                     *             "active": false,
                     *             "created_at": "2026-12-02T18:54:32.633Z",
                     *             "updated_at": "2026-12-02T18:54:32.647Z"
                     *           }
                     *         ]
                     *       },
                     *       "response": [
                     *         {
                     *           "public_key": "pk_n3d2S7BCarg7cZ9K13z7nA",
                     *           "name": "mobile",
                     *           "active": true,
                     *           "created_at": "2026-12-02T18:54:32.599",
                     *           "updated_at": "2026-12-02T18:54:32.599"
                     *         },
                     *         {
                     *           "public_key": "pk_XauP3pD-oZRoK4puxu8AOQ",
                     *           "name": "spare",
                     *           "active": false,
                     *           "created_at": "2026-12-02T18:54:32.633",
                     *           "updated_at": "2026-12-02T18:54:32.647"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            api_keys: {
                                public_key: string;
                                name: string;
                                active: boolean;
                                /** @description ISO 8601, UTC, with Z */
                                created_at: string;
                                /** @description ISO 8601, UTC, with Z */
                                updated_at: string;
                            }[];
                        } | {
                            public_key: string;
                            name: string;
                            active: boolean;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            created_at: string;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            updated_at: string;
                        }[];
                        response: {
                            api_keys: {
                                public_key: string;
                                name: string;
                                active: boolean;
                                /** @description ISO 8601, UTC, with Z */
                                created_at: string;
                                /** @description ISO 8601, UTC, with Z */
                                updated_at: string;
                            }[];
                        } | {
                            public_key: string;
                            name: string;
                            active: boolean;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            created_at: string;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    createOwnApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "laptop"
                 *     }
                 */
                "application/json": {
                    /** @description Letters, digits, hyphens and underscores; at most 64 characters. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "public_key": "pk_rexjnWR8XgLjBkHwjYlTHw",
                     *         "secret_key": "sk_bacSWCfAxbTh7a6_2Cy3wCiRSwG4FxahcJIhER9SVFE"
                     *       },
                     *       "response": {
                     *         "public_key": "pk_rexjnWR8XgLjBkHwjYlTHw",
                     *         "secret_key": "sk_bacSWCfAxbTh7a6_2Cy3wCiRSwG4FxahcJIhER9SVFE",
                     *         "name": "laptop",
                     *         "active": true,
                     *         "created_at": "2026-12-02T18:54:32.743",
                     *         "updated_at": "2026-12-02T18:54:32.743"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["KeyPair"] | {
                            public_key: string;
                            name: string;
                            active: boolean;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            created_at: string;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            updated_at: string;
                            secret_key: string;
                        };
                        response: components["schemas"]["KeyPair"] | {
                            public_key: string;
                            name: string;
                            active: boolean;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            created_at: string;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            updated_at: string;
                            secret_key: string;
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    revokeOwnApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Public part of a key (pk_…). */
                public_key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "deleted": true
                     *       },
                     *       "response": {
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            deleted: true;
                        };
                        response: {
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getInterests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         "politics",
                     *         "sports"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: string[];
                    };
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    replaceInterests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "interests": [
                 *         "politics",
                 *         "sports"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Interest tags (at most 100, each at most 64 characters); stored trimmed, lower-case and de-duplicated. */
                    interests: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "response": [
                     *         "politics",
                     *         "sports"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        response: string[];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    streamAccountEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description Resume after this event id: the events of the account after it are sent first (what an EventSource sends when it reconnects). */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account events (see AccountEvent), one per `data:` line with its `id:`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Last-Event-ID is older than the events kept (ACCOUNT_EVENTS_RETENTION_DAYS): events after it were deleted. Re-read the state, then reconnect without Last-Event-ID. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "events after 1041 are no longer kept (this account's events up to 1200 have been deleted by retention); re-read the account's state, then reconnect without Last-Event-ID",
                     *       "code": "events_expired"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "events_expired";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The account already holds as many open event streams on this server as allowed. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "this account already has 5 open event streams on this server (at most 5); close one first",
                     *       "code": "too_many_streams"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    createProjectApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "backend",
                 *       "domain": "example.com"
                 *     }
                 */
                "application/json": {
                    /** @description Letters, digits, hyphens and underscores; at most 64 characters. */
                    name?: string;
                    /**
                     * Format: hostname
                     * @description Host name (at most 255 characters). Browser requests whose Origin is another host are refused.
                     */
                    domain?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "public_key": "pk_AC43IGbTdpQAy7EH6FzkUA",
                     *         "secret_key": "sk_f-jqeerys_ENhP6w6k7oNNSVSOY_t9i1xB0pdYobhxw"
                     *       },
                     *       "response": {
                     *         "public_key": "pk_AC43IGbTdpQAy7EH6FzkUA",
                     *         "secret_key": "sk_f-jqeerys_ENhP6w6k7oNNSVSOY_t9i1xB0pdYobhxw",
                     *         "name": "backend",
                     *         "domain": "example.com",
                     *         "active": true,
                     *         "created_at": "2026-12-02T18:54:31.951",
                     *         "updated_at": "2026-12-02T18:54:31.951"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["KeyPair"] | {
                            [key: string]: unknown;
                        };
                        response: components["schemas"]["KeyPair"] | {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listProjectApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "api_keys": [
                     *           {
                     *             "public_key": "pk_pGK78vmbegM-iup80LTTbg",
                     *             "name": "default",
                     *             "active": true,
                     *             "created_at": "2026-12-02T18:54:31.929Z",
                     *             "updated_at": "2026-12-02T18:54:31.929Z",
                     *             "domain": null,
                     *             "revoked_at": null
                     *           },
                     *           {
                     *             "public_key": "pk_AC43IGbTdpQAy7EH6FzkUA",
                     *             "name": "backend",
                     *             "active": true,
                     *             "created_at": "2026-12-02T18:54:31.951Z",
                     *             "updated_at": "2026-12-02T18:54:31.951Z",
                     *             "domain": "example.com",
                     *             "revoked_at": null
                     *           }
                     *         ]
                     *       },
                     *       "response": [
                     *         {
                     *           "public_key": "pk_pGK78vmbegM-iup80LTTbg",
                     *           "name": "default",
                     *           "active": true,
                     *           "created_at": "2026-12-02T18:54:31.929",
                     *           "updated_at": "2026-12-02T18:54:31.929",
                     *           "domain": null,
                     *           "revoked_at": null
                     *         },
                     *         {
                     *           "public_key": "pk_AC43IGbTdpQAy7EH6FzkUA",
                     *           "name": "backend",
                     *           "active": true,
                     *           "created_at": "2026-12-02T18:54:31.951",
                     *           "updated_at": "2026-12-02T18:54:31.951",
                     *           "domain": "example.com",
                     *           "revoked_at": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            api_keys: {
                                public_key: string;
                                name: string;
                                active: boolean;
                                /** @description ISO 8601, UTC, with Z */
                                created_at: string;
                                /** @description ISO 8601, UTC, with Z */
                                updated_at: string;
                                /** @description The host the key is restricted to, if any. */
                                domain: string | null;
                                /** @description When the key was revoked; null while it is active. */
                                revoked_at: string | null;
                            }[];
                        } | {
                            public_key: string;
                            name: string;
                            active: boolean;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            created_at: string;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            updated_at: string;
                            /** @description The host the key is restricted to, if any. */
                            domain: string | null;
                            /** @description When the key was revoked; null while it is active. */
                            revoked_at: string | null;
                        }[];
                        response: {
                            api_keys: {
                                public_key: string;
                                name: string;
                                active: boolean;
                                /** @description ISO 8601, UTC, with Z */
                                created_at: string;
                                /** @description ISO 8601, UTC, with Z */
                                updated_at: string;
                                /** @description The host the key is restricted to, if any. */
                                domain: string | null;
                                /** @description When the key was revoked; null while it is active. */
                                revoked_at: string | null;
                            }[];
                        } | {
                            public_key: string;
                            name: string;
                            active: boolean;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            created_at: string;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            updated_at: string;
                            /** @description The host the key is restricted to, if any. */
                            domain: string | null;
                            /** @description When the key was revoked; null while it is active. */
                            revoked_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    revokeProjectApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Public part of a key (pk_…). */
                public_key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "deleted": true
                     *       },
                     *       "response": {
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            deleted: true;
                        };
                        response: {
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The key making the request is the project's last active key. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "cannot revoke the project's last active API key with itself: create another key first",
                     *       "code": "conflict"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "settings": {
                     *           "theme": "dark",
                     *           "cors_origins": [
                     *             "https://app.example.com"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            settings: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    replaceProjectSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "settings": {
                 *         "theme": "dark",
                 *         "cors_origins": [
                 *           "https://app.example.com"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    settings: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "settings": {
                     *           "theme": "dark",
                     *           "cors_origins": [
                     *             "https://app.example.com"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            settings: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "accounts": [
                     *           {
                     *             "account_id": "8eb64a9b-4bdd-4f8a-a9ff-f7399875a4d3",
                     *             "metadata": {
                     *               "user_id": "u-123"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            accounts: components["schemas"]["Account"][];
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "metadata": {
                 *         "user_id": "u-123"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Free-form JSON object, at most 8192 bytes serialized. */
                    metadata?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "account_id": "8eb64a9b-4bdd-4f8a-a9ff-f7399875a4d3",
                     *         "metadata": {
                     *           "user_id": "u-123"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Account id (UUID). */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "account_id": "8eb64a9b-4bdd-4f8a-a9ff-f7399875a4d3",
                     *         "metadata": {
                     *           "user_id": "u-123"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    replaceAccountMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Account id (UUID). */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "metadata": {
                 *         "user_id": "u-123",
                 *         "tier": "gold"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Free-form JSON object, at most 8192 bytes serialized. */
                    metadata: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "account_id": "8eb64a9b-4bdd-4f8a-a9ff-f7399875a4d3",
                     *         "metadata": {
                     *           "tier": "gold",
                     *           "user_id": "u-123"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Account id (UUID). */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "account_id": "8eb64a9b-4bdd-4f8a-a9ff-f7399875a4d3",
                     *         "session_id": "sess_6z81G_5OO6xr530n-4QY8XyR3doNyW5GGbduE7pFuKA",
                     *         "created_at": "2026-12-02T18:54:32.680Z",
                     *         "expires_at": "2026-12-02T19:24:32.680Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Session"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Account id (UUID). */
                account_id: string;
                /** @description Session id (sess_…). */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "session_id": "sess_Xc43k8pJUKxs7TgaiVihFaFeaGFI8SxavuGI1unItvA"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            session_id: string;
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    expireSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Account id (UUID). */
                account_id: string;
                /** @description Session id (sess_…). */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "expired": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            expired: true;
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    expireAllSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Account id (UUID). */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "expired": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            expired: number;
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listAccountApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Account id (UUID). */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "api_keys": [
                     *           {
                     *             "public_key": "pk_n3d2S7BCarg7cZ9K13z7nA",
                     *             "name": "mobile",
                     *             "active": true,
                     *             "created_at": "2026-12-02T18:54:32.599Z",
                     *             "updated_at": "2026-12-02T18:54:32.599Z"
                     *           }
                     *         ]
                     *       },
                     *       "response": [
                     *         {
                     *           "public_key": "pk_n3d2S7BCarg7cZ9K13z7nA",
                     *           "name": "mobile",
                     *           "active": true,
                     *           "created_at": "2026-12-02T18:54:32.599",
                     *           "updated_at": "2026-12-02T18:54:32.599"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            api_keys: {
                                public_key: string;
                                name: string;
                                active: boolean;
                                /** @description ISO 8601, UTC, with Z */
                                created_at: string;
                                /** @description ISO 8601, UTC, with Z */
                                updated_at: string;
                            }[];
                        } | {
                            public_key: string;
                            name: string;
                            active: boolean;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            created_at: string;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            updated_at: string;
                        }[];
                        response: {
                            api_keys: {
                                public_key: string;
                                name: string;
                                active: boolean;
                                /** @description ISO 8601, UTC, with Z */
                                created_at: string;
                                /** @description ISO 8601, UTC, with Z */
                                updated_at: string;
                            }[];
                        } | {
                            public_key: string;
                            name: string;
                            active: boolean;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            created_at: string;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    createAccountApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Account id (UUID). */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "mobile"
                 *     }
                 */
                "application/json": {
                    /** @description Letters, digits, hyphens and underscores; at most 64 characters. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "public_key": "pk_n3d2S7BCarg7cZ9K13z7nA",
                     *         "secret_key": "sk_A_CBVETMtOUE8vSWMeYprUm5s-sZKQZq_YTUYP3OxV4"
                     *       },
                     *       "response": {
                     *         "public_key": "pk_n3d2S7BCarg7cZ9K13z7nA",
                     *         "secret_key": "sk_A_CBVETMtOUE8vSWMeYprUm5s-sZKQZq_YTUYP3OxV4",
                     *         "name": "mobile",
                     *         "active": true,
                     *         "created_at": "2026-12-02T18:54:32.599",
                     *         "updated_at": "2026-12-02T18:54:32.599"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["KeyPair"] | {
                            public_key: string;
                            name: string;
                            active: boolean;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            created_at: string;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            updated_at: string;
                            secret_key: string;
                        };
                        response: components["schemas"]["KeyPair"] | {
                            public_key: string;
                            name: string;
                            active: boolean;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            created_at: string;
                            /** @description ISO 8601, UTC, without zone suffix (account guide form) */
                            updated_at: string;
                            secret_key: string;
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    revokeAccountApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Account id (UUID). */
                account_id: string;
                /** @description Public part of a key (pk_…). */
                public_key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "deleted": true
                     *       },
                     *       "response": {
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            deleted: true;
                        };
                        response: {
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountFaucetAllowance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Account id (UUID). */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "daily_cap": "10000",
                     *         "credited_today": "250",
                     *         "remaining_today": "9750",
                     *         "resets_at": "2026-12-03T00:00:00.000Z",
                     *         "chains": [
                     *           "POL",
                     *           "SOL"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["FaucetAllowance"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    creditAccountFromFaucet: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeated request with the same key (at most 255 characters) is done once; the same key with another body answers 409. A repeat answers the first result with the header `Idempotent-Replayed: true`. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Account id (UUID). */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "chain": "SOL",
                 *       "asset": "USDC",
                 *       "amount": "250"
                 *     }
                 */
                "application/json": components["schemas"]["FaucetRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "tx_hash": "faucet:33ca2f5f-e4c1-45fc-a3b1-2f05780f96bb",
                     *         "wallet_id": "7493a3a3-58bc-4423-8094-09be89cc86e8",
                     *         "chain": "SOL",
                     *         "asset": "USDC",
                     *         "amount": "250",
                     *         "created_at": "2026-12-02T18:31:45.778Z",
                     *         "daily_cap": "10000",
                     *         "credited_today": "250",
                     *         "remaining_today": "9750",
                     *         "resets_at": "2026-12-03T00:00:00.000Z",
                     *         "chains": [
                     *           "POL",
                     *           "SOL"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["FaucetCredit"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The chain is connected to its real network (`faucet_live`), or the Idempotency-Key was used for another credit (`idempotency_conflict`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "POL is connected to its chain: the faucet credits paper chains only",
                     *       "code": "faucet_live"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The account's credits of this UTC day would pass the cap (`faucet_cap_reached`: the message says what is left; Retry-After is the end of the day), or the key's rate limit is used up. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "the faucet credits at most 10000 USDC per account and UTC day: 2500 left today, 5000 asked; the cap resets at 2026-12-03T00:00:00.000Z",
                     *       "code": "faucet_cap_reached"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "webhook_id": "a9a13d2a-8157-4d02-a231-ba448db0bb98",
                     *           "url": "https://example.com/pme-webhooks",
                     *           "description": "fills",
                     *           "event_types": [
                     *             "fill.created",
                     *             "order.filled"
                     *           ],
                     *           "previous_secret_expires_at": null,
                     *           "created_at": "2026-12-02T18:54:32.086Z",
                     *           "updated_at": "2026-12-02T18:54:32.086Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Webhook"][];
                    };
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.com/pme-webhooks",
                 *       "description": "fills",
                 *       "event_types": [
                 *         "fill.created",
                 *         "order.filled"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description An https URL that takes POST requests, on a public address (http, and private addresses, only where the service allows them for development).
                     */
                    url: string;
                    /** @description Free text without control characters. */
                    description?: string;
                    /** @description The event types sent to the endpoint; every type when left out. */
                    event_types?: ("order.accepted" | "order.amended" | "order.filled" | "order.cancelled" | "order.expired" | "order.rejected" | "fill.created" | "deposit.credited" | "withdrawal.status_changed" | "copytrade.decision")[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "webhook_id": "a9a13d2a-8157-4d02-a231-ba448db0bb98",
                     *         "url": "https://example.com/pme-webhooks",
                     *         "description": "fills",
                     *         "event_types": [
                     *           "fill.created",
                     *           "order.filled"
                     *         ],
                     *         "previous_secret_expires_at": null,
                     *         "created_at": "2026-12-02T18:54:32.086Z",
                     *         "updated_at": "2026-12-02T18:54:32.086Z",
                     *         "secret": "whsec_k2anXAxns58hmd9SfUqajew8zThh9tlTEcM5mK4rasY"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CreatedWebhook"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The project already has WEBHOOK_MAX_ENDPOINTS endpoints. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "this project already has 10 webhook endpoints (at most 10); delete one first",
                     *       "code": "too_many_webhooks"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "conflict" | "idempotency_conflict" | "order_state" | "order_pending" | "not_amendable" | "cancel_refused" | "last_active_key" | "copytrade_state" | "faucet_live" | "too_many_webhooks";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "webhook_id": "a9a13d2a-8157-4d02-a231-ba448db0bb98",
                     *         "url": "https://example.com/pme-webhooks",
                     *         "description": "fills",
                     *         "event_types": [
                     *           "fill.created",
                     *           "order.filled"
                     *         ],
                     *         "previous_secret_expires_at": null,
                     *         "created_at": "2026-12-02T18:54:32.086Z",
                     *         "updated_at": "2026-12-02T18:54:32.086Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such webhook endpoint of the project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "webhook endpoint not found",
                     *       "code": "webhook_not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such webhook endpoint of the project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "webhook endpoint not found",
                     *       "code": "webhook_not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grace_seconds": 3600
                 *     }
                 */
                "application/json": {
                    /** @description How long the previous secret still signs (default WEBHOOK_SECRET_GRACE_S, 24 h); 0 ends it at once. */
                    grace_seconds?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "webhook_id": "a9a13d2a-8157-4d02-a231-ba448db0bb98",
                     *         "url": "https://example.com/pme-webhooks",
                     *         "description": "fills",
                     *         "event_types": [
                     *           "fill.created",
                     *           "order.filled"
                     *         ],
                     *         "previous_secret_expires_at": "2026-12-02T19:54:32.134Z",
                     *         "created_at": "2026-12-02T18:54:32.086Z",
                     *         "updated_at": "2026-12-02T18:54:32.134Z",
                     *         "secret": "whsec_tq431ycfBgpwXlFMCwtupvyL878zW4KgWouhPnf24-Q"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CreatedWebhook"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such webhook endpoint of the project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "webhook endpoint not found",
                     *       "code": "webhook_not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    sendWebhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "webhook_id": "8653e21c-ab3b-4670-a282-9d030c1e8c69",
                     *         "url": "http://127.0.0.1:43441/pme-webhooks",
                     *         "event_id": "test_ea429aa9-718d-4673-ac88-7ec3e2d59751",
                     *         "event_type": "webhook.test",
                     *         "delivered": true,
                     *         "status_code": 200,
                     *         "error": null,
                     *         "duration_ms": 12
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WebhookTestDelivery"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such webhook endpoint of the project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "webhook endpoint not found",
                     *       "code": "webhook_not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": []
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WebhookDeliveryAttempt"][];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such webhook endpoint of the project. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "webhook endpoint not found",
                     *       "code": "webhook_not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "example-project"
                 *     }
                 */
                "application/json": components["schemas"]["ProjectRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "project_id": "ea81ccb0-2d4b-4a26-bfb0-8ce6131a7744",
                     *         "name": "example-project",
                     *         "public_key": "pk_pGK78vmbegM-iup80LTTbg",
                     *         "secret_key": "sk_olubw6vHp_A03ALmZPfC506OfzqyW2BdOjEplQ__gH4"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Project"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    creditWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets). */
                wallet_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "chain": "POL",
                 *       "asset": "pUSD",
                 *       "amount": "500"
                 *     }
                 */
                "application/json": components["schemas"]["CreditRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "tx_hash": "paper:7f79dc59-2c02-4e30-8425-2a6707508d24",
                     *         "asset": "pUSD",
                     *         "amount": "500"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Credit"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listDataKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "data_keys": [
                     *           {
                     *             "key_id": "dk_id_MHZY_PLOuF42",
                     *             "name": "analytics-team",
                     *             "active": true,
                     *             "created_at": "2026-12-02T18:54:34.647Z",
                     *             "revoked_at": null,
                     *             "max_execution_s": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["DataKeyList"];
                    };
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    createDataKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "analytics-team"
                 *     }
                 */
                "application/json": {
                    /** @description Who or what the key is for, e.g. "analytics-team": letters, digits, hyphens and underscores. */
                    name: string;
                    /** @description Longest one of the key's queries may run, seconds (ClickHouse max_execution_time), in place of SQL_MAX_EXECUTION_S; at most SQL_KEY_MAX_EXECUTION_S. null: SQL_MAX_EXECUTION_S. */
                    max_execution_s?: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "key_id": "dk_id_MHZY_PLOuF42",
                     *         "name": "analytics-team",
                     *         "active": true,
                     *         "created_at": "2026-12-02T18:54:34.647Z",
                     *         "revoked_at": null,
                     *         "max_execution_s": null,
                     *         "secret": "dk_TPx_afEZmPGuBc0Eues3s4FP8Yrtz52PFRcgu7613Xw"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CreatedDataKey"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    revokeDataKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "key_id": "dk_id_MHZY_PLOuF42",
                     *         "name": "analytics-team",
                     *         "active": false,
                     *         "created_at": "2026-12-02T18:54:34.647Z",
                     *         "revoked_at": "2026-12-02T18:54:34.735Z",
                     *         "max_execution_s": 120
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["DataKey"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    amendDataKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "max_execution_s": 120
                 *     }
                 */
                "application/json": components["schemas"]["DataKeyUpdate"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "key_id": "dk_id_MHZY_PLOuF42",
                     *         "name": "analytics-team",
                     *         "active": true,
                     *         "created_at": "2026-12-02T18:54:34.647Z",
                     *         "revoked_at": null,
                     *         "max_execution_s": 120
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["DataKey"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    listAnyProjectApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id (UUID). */
                project_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "project_id": "ea81ccb0-2d4b-4a26-bfb0-8ce6131a7744",
                     *         "api_keys": [
                     *           {
                     *             "public_key": "pk_pGK78vmbegM-iup80LTTbg",
                     *             "name": "default",
                     *             "active": true,
                     *             "created_at": "2026-12-02T18:54:31.929Z",
                     *             "updated_at": "2026-12-02T18:54:31.929Z",
                     *             "domain": null,
                     *             "revoked_at": null
                     *           },
                     *           {
                     *             "public_key": "pk_AC43IGbTdpQAy7EH6FzkUA",
                     *             "name": "backend",
                     *             "active": true,
                     *             "created_at": "2026-12-02T18:54:31.951Z",
                     *             "updated_at": "2026-12-02T18:54:31.951Z",
                     *             "domain": "example.com",
                     *             "revoked_at": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ProjectApiKeys"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    revokeAnyProjectApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Public part of a key (pk_…). */
                public_key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "project_id": "ea81ccb0-2d4b-4a26-bfb0-8ce6131a7744",
                     *         "public_key": "pk_2Ke1RWBjlvnDzx5Nyc_PfA",
                     *         "name": "leaked",
                     *         "active": false,
                     *         "created_at": "2026-12-02T18:54:32.022Z",
                     *         "updated_at": "2026-12-02T18:54:32.028Z",
                     *         "domain": null,
                     *         "revoked_at": "2026-12-02T18:54:32.028Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ProjectApiKey"];
                    };
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No such resource, or not one the caller owns. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wallet not found",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "not_found" | "account_not_found" | "api_key_not_found" | "session_not_found" | "wallet_not_found" | "order_not_found" | "copytrade_not_found" | "webhook_not_found";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWalletKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "rewrapped": 0,
                     *         "kek_id": "k1"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WalletKeysRewrapped"];
                    };
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential's rate limit is used up (see Retry-After). */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "rate limit exceeded; retry after 1 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    runSqlQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "SELECT venue, count() AS markets FROM markets GROUP BY venue ORDER BY venue",
                 *       "format": "JSON"
                 *     }
                 */
                "application/json": {
                    /** @description One SELECT, WITH, DESCRIBE, SHOW, EXPLAIN or EXISTS statement, without FORMAT or SETTINGS. */
                    query: string;
                    /**
                     * @description ClickHouse output format of the answer.
                     * @default TabSeparatedWithNames
                     * @enum {string}
                     */
                    format: "TabSeparatedWithNames" | "CSVWithNames" | "JSONEachRow" | "JSON" | "PrettyCompactMonoBlock" | "Markdown" | "Vertical" | "Parquet";
                };
            };
        };
        responses: {
            /** @description The result in body.format (Parquet: application/vnd.apache.parquet), streamed as it is produced. Runs apart from the service's own queries, with readonly = 1 and the limits SQL_MAX_EXECUTION_S (or the data key's own max_execution_s), SQL_MAX_MEMORY_MB, SQL_MAX_THREADS and SQL_MAX_RESULT_MB (docs/data.md); a refused or failing query, or one over a limit within its first MiB, answers 400 naming it; past that the stream is broken off (the answer ends without its last chunk; text formats end with an `__exception__` line). At most SQL_MAX_CONCURRENT run at once: 429 with Retry-After beyond. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/tab-separated-values": string;
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description As many data-team queries as SQL_MAX_CONCURRENT are running (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "2 data-team queries are running, the most this service runs at once (SQL_MAX_CONCURRENT); retry after 2 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    runDataSqlQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "SELECT count() AS markets FROM markets",
                 *       "format": "JSON"
                 *     }
                 */
                "application/json": {
                    /** @description One SELECT, WITH, DESCRIBE, SHOW, EXPLAIN or EXISTS statement, without FORMAT or SETTINGS. */
                    query: string;
                    /**
                     * @description ClickHouse output format of the answer.
                     * @default TabSeparatedWithNames
                     * @enum {string}
                     */
                    format: "TabSeparatedWithNames" | "CSVWithNames" | "JSONEachRow" | "JSON" | "PrettyCompactMonoBlock" | "Markdown" | "Vertical" | "Parquet";
                };
            };
        };
        responses: {
            /** @description The result in body.format (Parquet: application/vnd.apache.parquet), streamed as it is produced. Runs apart from the service's own queries, with readonly = 1 and the limits SQL_MAX_EXECUTION_S (or the data key's own max_execution_s), SQL_MAX_MEMORY_MB, SQL_MAX_THREADS and SQL_MAX_RESULT_MB (docs/data.md); a refused or failing query, or one over a limit within its first MiB, answers 400 naming it; past that the stream is broken off (the answer ends without its last chunk; text formats end with an `__exception__` line). At most SQL_MAX_CONCURRENT run at once: 429 with Retry-After beyond. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/tab-separated-values": string;
                };
            };
            /** @description A parameter, header or the body does not match its schema (the message names the field, `param` too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "body.amount is required",
                     *       "code": "invalid_request",
                     *       "param": "amount"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "invalid_request" | "invalid_amount" | "invalid_price" | "invalid_order" | "unsupported_order" | "invalid_settings" | "invalid_target" | "invalid_address" | "unknown_token" | "market_closed" | "sandbox_market" | "fees_unknown" | "chain_is_live" | "insufficient_funds" | "insufficient_shares" | "insufficient_liquidity" | "withdrawal_refused" | "venue_rejected" | "venue_invalid_order" | "venue_insufficient_funds" | "too_many_buckets" | "sql_time_limit" | "sql_memory_limit" | "sql_result_limit" | "invalid_webhook_url" | "webhook_address_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The credential is missing, unknown, revoked or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "credentials required: an account API key (X-API-KEY header) or a session",
                     *       "code": "unauthorized"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unauthorized" | "credential_expired" | "credential_revoked";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description A credential of the wrong kind for this route, or an origin the API key does not allow. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "wrong credential kind: account routes take an account API key or a session, not a project key",
                     *       "code": "wrong_credential_kind"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "forbidden" | "wrong_credential_kind" | "origin_not_allowed";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "request body exceeds 65536 bytes",
                     *       "code": "payload_too_large"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description As many data-team queries as SQL_MAX_CONCURRENT are running (see Retry-After). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "2 data-team queries are running, the most this service runs at once (SQL_MAX_CONCURRENT); retry after 2 s",
                     *       "code": "rate_limited"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "rate_limited" | "faucet_cap_reached" | "too_many_streams";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description The service is past capacity or shutting down; nothing was done (see Retry-After). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "error": "server overloaded; retry later",
                     *       "code": "unavailable"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description One of the error codes of this status.
                         * @enum {unknown}
                         */
                        code?: "unavailable" | "venue_unavailable" | "venue_rate_limited";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
}
