// One schema for every setting: ajv validates it at boot, the settings table of docs/operations.md is printed from it
// (`npm run config:doc`), and the typed Config below is read off it.
import { Ajv } from 'ajv';
import path from 'node:path';
import { ConfigError } from './config-error.ts';
import { DEFAULT_SANDBOX_SEED, DEFAULT_SANDBOX_STEP_MS } from './sandbox.ts';

interface Setting {
  type: 'string' | 'integer' | 'boolean';
  default?: string | number | boolean;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  pattern?: string;
  /** What it is, its unit and why the default is what it is. */
  doc: string;
}

export const settings = {
  PORT: {
    type: 'integer',
    default: 8080,
    minimum: 0,
    maximum: 65535,
    doc: 'HTTP port of the API role (0 = any free port).',
  },
  OPS_PORT: {
    type: 'integer',
    default: 9090,
    minimum: 0,
    maximum: 65535,
    doc: 'Port of the operations server (`/healthz`, `/readyz`, `/metrics`) of the roles that serve no API: `ingest` and `engine` (0 = any free port). The api role (and `all`) serve them on PORT.',
  },
  HOST: { type: 'string', default: '0.0.0.0', doc: 'Interface the HTTP server binds to.' },
  DATA_DIR: {
    type: 'string',
    default: './data',
    doc: 'Directory for the embedded backends (PostgreSQL cluster, chDB, bus log) and the generated admin key hash; one process at a time holds it (DATA_DIR/service.lock).',
  },
  LOG_LEVEL: {
    type: 'string',
    default: 'info',
    enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    doc: 'pino log level.',
  },
  LOG_FORMAT: {
    type: 'string',
    default: 'json',
    enum: ['json', 'pretty'],
    doc: '`json`: one JSON object per line (for log collectors). `pretty`: the same lines made readable in a terminal (time, level, message, key=value fields; colours on a TTY).',
  },
  DATABASE_URL: {
    type: 'string',
    pattern: '^postgres(ql)?://',
    doc: 'PostgreSQL URL. Unset: an embedded PostgreSQL 18 server (npm binaries) with its cluster under DATA_DIR/postgres, started on a free loopback port.',
  },
  PG_POOL_MAX: {
    type: 'integer',
    default: 10,
    minimum: 1,
    maximum: 200,
    doc: 'Connections in the pg pool (per process).',
  },
  PG_LOCK_CONNECTIONS: {
    type: 'integer',
    default: 4,
    minimum: 1,
    maximum: 100,
    doc: "Connections (per process, beside PG_POOL_MAX) that hold an advisory lock while the network is called: a withdrawal's address lock from signing to broadcast. They are never taken from the pool, so a stalled chain cannot starve the routes; a withdrawal that finds none free within 15 s stays queued for the reconciler.",
  },
  PG_PREPARE_STATEMENTS: {
    type: 'boolean',
    default: true,
    doc: 'Run statements with parameters as named prepared statements (parsed once per connection, not per call). Turn off behind a pooler in transaction mode that does not track prepared statements (PgBouncer before 1.21, or with max_prepared_statements = 0).',
  },
  CLICKHOUSE_URL: {
    type: 'string',
    pattern: '^https?://',
    doc: 'ClickHouse HTTP URL (credentials in the URL). Unset: embedded chDB under DATA_DIR/clickhouse.',
  },
  CLICKHOUSE_DATABASE: {
    type: 'string',
    default: 'default',
    pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
    doc: 'ClickHouse database holding the tables.',
  },
  CLICKHOUSE_ASYNC_INSERT: {
    type: 'boolean',
    default: false,
    doc: "With CLICKHOUSE_URL: the engine's inserts use the server's `async_insert` (the server buffers small inserts of several writers into one part; each insert still returns only once its rows are written). For many engine processes writing small batches.",
  },
  KAFKA_BROKERS: {
    type: 'string',
    doc: 'Comma-separated host:port list. Unset: the in-process bus, logged to DATA_DIR/bus.',
  },
  KAFKA_CLIENT_ID: { type: 'string', default: 'pme', doc: 'Kafka client id prefix.' },
  KAFKA_TOPIC_PARTITIONS: {
    type: 'integer',
    default: 4,
    minimum: 1,
    maximum: 1024,
    doc: 'Partitions for topics this service creates (where the broker allows creation).',
  },
  KAFKA_SESSION_TIMEOUT_MS: {
    type: 'integer',
    default: 6000,
    minimum: 1000,
    maximum: 300000,
    doc: "Consumer group session timeout: a member the group coordinator hears no heartbeat from for this long is removed and its partitions go to the others (a SIGKILLed replica's partitions move after this plus the rebalance). 6000 is the floor of a broker's default `group.min.session.timeout.ms` (a broker refuses less); kafkajs's default is 30000. A slow handler keeps its partitions: the consumer heartbeats while it runs (storage/bus/kafka-consumer.ts).",
  },
  KAFKA_HEARTBEAT_INTERVAL_MS: {
    type: 'integer',
    default: 1000,
    minimum: 100,
    maximum: 100000,
    doc: 'Time between heartbeats to the group coordinator (kafkajs heartbeatInterval; kafkajs recommends about a third of the session timeout at most, and a survivor hears of a rebalance at its next heartbeat). Must be below a third of KAFKA_SESSION_TIMEOUT_MS.',
  },
  KAFKA_REBALANCE_TIMEOUT_MS: {
    type: 'integer',
    default: 60000,
    minimum: 1000,
    maximum: 600000,
    doc: "How long the coordinator waits, during a rebalance, for every live member to rejoin (kafkajs rebalanceTimeout, default 60000). A member whose handler is busy rejoins once its batch is done; one that takes longer is removed from the group and its batch's records go to another member. It does not delay a crashed member's takeover (the session timeout removes that member first). Keep it above the longest batch a handler may take.",
  },
  KAFKA_MAX_WAIT_MS: {
    type: 'integer',
    default: 1000,
    minimum: 10,
    maximum: 30000,
    doc: 'Longest fetch long-poll on an idle partition (kafkajs maxWaitTimeInMs, default 5000): an idle consumer heartbeats after each empty fetch, and a stop waits up to this for the fetch under way. At most a third of KAFKA_SESSION_TIMEOUT_MS.',
  },
  KAFKA_SSL: {
    type: 'boolean',
    default: false,
    doc: 'Connect to the brokers over TLS (certificates verified against the system CA store).',
  },
  KAFKA_SASL_MECHANISM: {
    type: 'string',
    enum: ['plain', 'scram-sha-256', 'scram-sha-512'],
    doc: 'SASL authentication to the brokers, with KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD. Unset: none. `plain` sends the password as it is: use it only with KAFKA_SSL.',
  },
  KAFKA_SASL_USERNAME: { type: 'string', doc: 'SASL user name (with KAFKA_SASL_MECHANISM).' },
  KAFKA_SASL_PASSWORD: {
    type: 'string',
    doc: 'SASL password (with KAFKA_SASL_MECHANISM); a secret: keep it in the Secret, not the ConfigMap.',
  },
  REDIS_URL: {
    type: 'string',
    pattern: '^rediss?://',
    doc: 'Redis URL. Unset: the in-process hot-state store (not shared between processes).',
  },
  ADMIN_KEY: {
    type: 'string',
    doc: 'Secret for `X-Admin-Key` on POST /api/v1/admin/projects. Unset: one is generated on first start, printed once, and only its SHA-256 kept in DATA_DIR/admin-key.sha256. Required with DATABASE_URL (processes sharing a database must share it).',
  },
  TRUST_PROXY: {
    type: 'boolean',
    default: false,
    doc: 'Take the client IP from X-Forwarded-For (set only behind a proxy that overwrites it; otherwise clients could spoof the IP that per-IP rate limits count).',
  },
  BODY_LIMIT_BYTES: {
    type: 'integer',
    default: 65536,
    minimum: 1024,
    maximum: 10485760,
    doc: 'Largest JSON request body accepted, in bytes (413 beyond).',
  },
  BOOK_HISTORY_CACHE_MB: {
    type: 'integer',
    default: 64,
    minimum: 0,
    maximum: 65536,
    doc: "Memory per API process for order-book history answers (GET /markets/orderbooks), MB of JSON (0 = none kept). An answer is served again while the token's history stamp, which the engine writes to Redis after each batch of its history is durable, is unchanged; least recently used answers leave first, and an answer over a sixteenth of this is not kept. 64: a few hundred whole-range charts.",
  },
  BOOK_HISTORY_CACHE_TTL_S: {
    type: 'integer',
    default: 300,
    minimum: 1,
    maximum: 86400,
    doc: 'Longest time an order-book history answer is kept, seconds: the bound on staleness after history written around the engine (an import into ClickHouse), which does not change the stamp.',
  },
  CANDLES_CACHE_MB: {
    type: 'integer',
    default: 32,
    minimum: 0,
    maximum: 65536,
    doc: "Memory per API process for candles answers (GET /markets/candles), MB of JSON (0 = none kept). An answer is served again while the token's records stamp (written by the engine to Redis after each batch of its trades, prices or book changes is durable) and the backfill's stamp are both unchanged; least recently used answers leave first, and an answer over a sixteenth of this is not kept. 32: some thousands of whole-life charts in hours.",
  },
  CANDLES_CACHE_TTL_S: {
    type: 'integer',
    default: 300,
    minimum: 1,
    maximum: 86400,
    doc: 'Longest time a candles answer is kept, seconds: the bound on staleness after records written around the engine (an import into ClickHouse), which change no stamp.',
  },
  SQL_MAX_EXECUTION_S: {
    type: 'integer',
    default: 30,
    minimum: 1,
    maximum: 86400,
    doc: "Longest a data team's query (POST /api/v1/data/sql and /api/v1/admin/sql, `npm run sql`) may run, seconds (ClickHouse `max_execution_time`), unless its data key has a `max_execution_s` of its own; beyond it the query is cut with a 400 `sql_time_limit` naming this setting. 30: every example query of docs/data.md answers in well under a second on the shipped data, and a query that holds a core longer beside the service (a cross join held one for 209 s under the old 300) is a mistake or an export; a data team that needs longer is given it on its key (see SQL_KEY_MAX_EXECUTION_S).",
  },
  SQL_KEY_MAX_EXECUTION_S: {
    type: 'integer',
    default: 600,
    minimum: 1,
    maximum: 86400,
    doc: 'Ceiling of the time limit an operator may give one data key (`max_execution_s` of POST and PATCH /api/v1/admin/data-keys), seconds; a larger one is refused with a 400 naming this setting, and a key set higher before the ceiling was lowered runs at the ceiling. 600: a scan of the full recorded dataset takes about a minute here, an export of it by day several; longer belongs on a ClickHouse server of its own.',
  },
  SQL_MAX_MEMORY_MB: {
    type: 'integer',
    default: 1024,
    minimum: 16,
    maximum: 1048576,
    doc: "Most memory one data team's query may use in the engine, MiB (ClickHouse `max_memory_usage`); beyond it the query is refused with a 400 naming this setting. 1024: the embedded default shares its process with the service, which needs about 0.5 GB; a larger GROUP BY can spill (`max_bytes_before_external_group_by`) or run on a server placement with more.",
  },
  SQL_MAX_RESULT_MB: {
    type: 'integer',
    default: 1024,
    minimum: 1,
    maximum: 1048576,
    doc: "Most bytes of one data team's answer, MiB, in its chosen format, counted as it streams; a result over it is cut (a 400 naming this setting when its first MiB is over it, otherwise the stream is broken off: see docs/data.md). 1024: exports of the full dataset's tables by day fit; the service holds at most about 1 MiB of an answer at a time whatever this is.",
  },
  SQL_MAX_THREADS: {
    type: 'integer',
    default: 1,
    minimum: 0,
    maximum: 1024,
    doc: "Threads one data team's query may use in the engine (ClickHouse `max_threads`; 0 = the engine's default, one per core). 1: on the 2 cores the embedded default is sized for, a heavy query leaves the other core to the service's own reads and writes.",
  },
  SQL_MAX_CONCURRENT: {
    type: 'integer',
    default: 2,
    minimum: 1,
    maximum: 64,
    doc: "Data teams' queries running at once per process; a query beyond it waits up to SQL_QUEUE_WAIT_MS, then is answered 429 with Retry-After. On the embedded default each running query holds one of libuv's 4 pool threads (UV_THREADPOOL_SIZE) that the service's own chDB queries, file reads and compression share: 2 leaves them half.",
  },
  SQL_QUEUE_WAIT_MS: {
    type: 'integer',
    default: 2000,
    minimum: 0,
    maximum: 600000,
    doc: "Longest a data team's query waits for one of the SQL_MAX_CONCURRENT places, milliseconds, before it is answered 429. 2000: a short query ahead of it usually ends within that; a long one will not, and the client is better told at once.",
  },
  LOAD_SHED_MAX_IN_FLIGHT: {
    type: 'integer',
    default: 256,
    minimum: 0,
    maximum: 1000000,
    doc: 'Most API requests in flight at once per process; beyond it a request is answered 503 with Retry-After at once instead of queueing (0 = no bound). 256: about a quarter second of queue at 1 ms a request, and as many keep-alive clients as one process should serve before a load balancer spreads them. /healthz, /readyz and /metrics are never refused.',
  },
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: {
    type: 'integer',
    default: 0,
    minimum: 0,
    maximum: 60000,
    doc: 'Event-loop delay, in milliseconds, beyond which new API requests are answered 503 with Retry-After until the loop catches up (0 = no bound). Measured every 20 ms, a peak held for 0.5 s. Off by default: in the embedded `all` role the replay and the engines share the loop and run it late in bursts (the API would refuse while they work); 500 suits a process that runs the `api` role alone, far above what its loop shows under load and well under the seconds a queued request would otherwise hang.',
  },
  LOAD_SHED_RETRY_AFTER_S: {
    type: 'integer',
    default: 1,
    minimum: 1,
    maximum: 3600,
    doc: 'Retry-After, in seconds, sent with a 503 of load shedding.',
  },
  SESSION_IDLE_TIMEOUT_S: {
    type: 'integer',
    default: 1800,
    minimum: 1,
    maximum: 2592000,
    doc: 'Seconds of inactivity after which an account session expires; each authenticated use extends it (written at most every 5 s, or a tenth of the time-out when shorter). 30 minutes: the usual idle limit for sessions that can move money.',
  },
  RATE_LIMIT_WINDOW_S: {
    type: 'integer',
    default: 60,
    minimum: 1,
    maximum: 86400,
    doc: 'Length of the fixed rate-limit window, in seconds; every RATE_LIMIT_* count below is per window.',
  },
  RATE_LIMIT_PROJECT_KEY: {
    type: 'integer',
    default: 1200,
    minimum: 1,
    maximum: 10000000,
    doc: 'Requests per window per project API key (429 with Retry-After beyond). Projects call server to server for all their users, hence the higher budget.',
  },
  RATE_LIMIT_ACCOUNT: {
    type: 'integer',
    default: 300,
    minimum: 1,
    maximum: 10000000,
    doc: 'Requests per window per account credential: each account API key and each session counts on its own.',
  },
  RATE_LIMIT_AUTH_FAILURES: {
    type: 'integer',
    default: 100,
    minimum: 1,
    maximum: 10000000,
    doc: 'Unknown or malformed credentials accepted per window per client IP before every credential from that IP is refused with 429 until the window ends; blunts guessing without touching the database.',
  },
  RATE_LIMIT_PUBLIC_IP: {
    type: 'integer',
    default: 600,
    minimum: 1,
    maximum: 10000000,
    doc: "Requests per window per client IP to the public routes (markets, similarity: no credential); 429 with Retry-After beyond. 600 a minute: a page polling prices every second uses a tenth of it, a scraper in a loop is stopped within a second. Behind a proxy set TRUST_PROXY, or every client shares the proxy's budget.",
  },
  INGEST_SOURCES: {
    type: 'string',
    default: 'auto',
    pattern: '^(auto|(replay|polymarket|kalshi|sandbox)(,(replay|polymarket|kalshi|sandbox))*)$',
    doc: 'Connectors the ingest role runs: `auto`, or a comma-separated list of `replay` (recorded order-book dataset), `polymarket` (Gamma + CLOB WebSocket), `kalshi` (Kalshi REST + DFlow mints), `sandbox` (simulated venues, docs/sandbox.md: after the replay ends, its markets carried forward by a seeded random walk, labelled `sandbox`). `auto` asks both venues on start (5 s at most): each that answers is streamed live (the most active POLYMARKET_MAX_MARKETS / KALSHI_MAX_MARKETS books), and the recorded replay followed by the sandbox stands in for Polymarket when it does not answer; the choice is logged and shown in /readyz. Several ingest replicas: set the list explicitly, so that every replica runs the same sources.',
  },
  REPLAY_DIR: {
    type: 'string',
    doc: 'Order-book dataset to replay (markets.parquet + quotes/dt=*/*.parquet). Unset: the slice shipped in datasets/polymarket-orderbook-slice; point it at ../shared/data/polymarket-orderbook-dataset for the full 144.9M quotes.',
  },
  REPLAY_SPEED: {
    type: 'string',
    default: 'max',
    pattern: '^(max|[0-9]+(\\.[0-9]+)?)$',
    doc: 'Replay pace: `max` (as fast as the bus takes it) or a multiple of real time (`60` = one recorded minute per second).',
  },
  SANDBOX_SEED: {
    type: 'string',
    default: DEFAULT_SANDBOX_SEED,
    pattern: '^[A-Za-z0-9._-]{1,64}$',
    doc: 'Seed of the sandbox simulation (INGEST_SOURCES `sandbox`, docs/sandbox.md): the same seed and clock give the same prices, books and trades. Shown in /readyz and in the `X-Data-Source` label of sandbox answers (`sandbox; seed=…`).',
  },
  SANDBOX_STEP_MS: {
    type: 'integer',
    default: DEFAULT_SANDBOX_STEP_MS,
    minimum: 100,
    maximum: 3600000,
    doc: 'One step of the sandbox simulation, milliseconds: each step every sandbox market gets a new book and possibly a simulated trade. 5000: the books move every few seconds, as a quiet live market does, at about half a message a second per market (two books and, 6 steps in 10, a trade).',
  },
  SANDBOX_SPEED: {
    type: 'integer',
    default: 1,
    minimum: 1,
    maximum: 3600,
    doc: 'How fast the venue_a sandbox walk runs, as a multiple of real time (docs/sandbox.md): one step of SANDBOX_STEP_MS sandbox time is published every SANDBOX_STEP_MS / SANDBOX_SPEED real milliseconds (at least 50), stamped with the real time. 1: the walk moves as its model says per real hour (about 7.5 cents an hour at 50 %), so a resting limit a cent or two away may wait minutes. `SANDBOX_STEP_MS=3600000 SANDBOX_SPEED=3600`: a simulated hour every real second (getting started uses it to see a resting limit fill), at 5 times the message rate of the defaults. Prices, books and trades per step are the same at any speed (the same seed gives the same path); venue_b follows the faster walk.',
  },
  POLYMARKET_GAMMA_URL: {
    type: 'string',
    default: 'https://gamma-api.polymarket.com',
    pattern: '^https?://',
    doc: 'Polymarket Gamma REST base URL (events and markets catalog).',
  },
  POLYMARKET_CLOB_URL: {
    type: 'string',
    default: 'https://clob.polymarket.com',
    pattern: '^https?://',
    doc: 'Polymarket CLOB REST base URL (/book re-snapshots).',
  },
  POLYMARKET_WS_URL: {
    type: 'string',
    default: 'wss://ws-subscriptions-clob.polymarket.com/ws/market',
    pattern: '^wss?://',
    doc: 'Polymarket CLOB market-channel WebSocket URL.',
  },
  POLYMARKET_DATA_API_URL: {
    type: 'string',
    default: 'https://data-api.polymarket.com',
    pattern: '^https?://',
    doc: 'Polymarket Data API base URL: the public activity (trades) of the addresses that copytrades follow.',
  },
  COPYTRADE_POLL_INTERVAL_S: {
    type: 'integer',
    default: 5,
    minimum: 1,
    maximum: 3600,
    doc: "Seconds between the copytrade target watcher's rounds (one Data API request per followed address and round, more while catching up): a followed address's trade is published at most this long after the Data API lists it (the API itself lags the chain by seconds).",
  },
  ACCOUNT_EVENTS_POLL_MS: {
    type: 'integer',
    default: 500,
    minimum: 10,
    maximum: 60000,
    doc: 'How often each API process reads new account events for its open event streams (GET /api/v1/account/events): one query for all of them per round, so an event reaches a stream within about this long of its commit.',
  },
  ACCOUNT_EVENTS_STREAMS_PER_ACCOUNT: {
    type: 'integer',
    default: 5,
    minimum: 1,
    maximum: 1000,
    doc: 'Open event streams one account may hold on one API process; one more is refused 429 `too_many_streams`.',
  },
  WEBHOOK_POLL_INTERVAL_MS: {
    type: 'integer',
    default: 1000,
    minimum: 10,
    maximum: 600000,
    doc: "Milliseconds between the webhook delivery worker's rounds (engine role, under a lease): each round sends the deliveries that are due.",
  },
  WEBHOOK_TIMEOUT_MS: {
    type: 'integer',
    default: 10000,
    minimum: 100,
    maximum: 120000,
    doc: 'How long a webhook endpoint has to answer one delivery before the attempt counts as failed.',
  },
  WEBHOOK_RETRY_BASE_S: {
    type: 'integer',
    default: 30,
    minimum: 0,
    maximum: 86400,
    doc: 'Wait before the second attempt of a failed webhook delivery; it doubles after each further failure (with up to 10 % jitter), up to WEBHOOK_RETRY_MAX_S.',
  },
  WEBHOOK_RETRY_MAX_S: {
    type: 'integer',
    default: 21600,
    minimum: 0,
    maximum: 604800,
    doc: 'Longest wait between two attempts of a webhook delivery.',
  },
  WEBHOOK_MAX_ATTEMPTS: {
    type: 'integer',
    default: 20,
    minimum: 1,
    maximum: 100,
    doc: 'Attempts of one webhook delivery before it is marked failed (the defaults retry for about three days).',
  },
  WEBHOOK_SECRET_GRACE_S: {
    type: 'integer',
    default: 86400,
    minimum: 0,
    maximum: 604800,
    doc: 'After a webhook secret is rotated, how long deliveries are still signed with the previous secret too (unless the rotation names its own grace).',
  },
  WEBHOOK_ALLOW_HTTP: {
    type: 'boolean',
    default: false,
    doc: 'Accept `http://` webhook URLs (development only). Off: a webhook URL must be `https://`, so deliveries and their signatures travel encrypted.',
  },
  WEBHOOK_ALLOW_PRIVATE: {
    type: 'boolean',
    default: false,
    doc: 'Let webhooks reach loopback, private, link-local (cloud metadata), CGNAT, multicast and other non-public addresses (tests and local development). Off: such a URL is refused at registration (400 `webhook_address_not_allowed`), and a delivery whose host resolves to one at send time (DNS rebinding) fails without connecting.',
  },
  WEBHOOK_LOCAL_DEV: {
    type: 'boolean',
    default: false,
    doc: 'Local webhook development: webhook URLs may be plain `http://` and reach loopback addresses (`localhost`, 127.0.0.0/8, ::1), so a receiver on your own machine gets the deliveries and `POST /api/v1/project/webhooks/{id}/test`. Accepted only on the embedded default (refused at start when DATABASE_URL, CLICKHOUSE_URL, KAFKA_BROKERS or REDIS_URL is set); logged as a warning at start and shown in `/readyz` (component `webhook-local-dev`). Other private addresses still need WEBHOOK_ALLOW_PRIVATE.',
  },
  WEBHOOK_MAX_ENDPOINTS: {
    type: 'integer',
    default: 10,
    minimum: 1,
    maximum: 1000,
    doc: 'Webhook endpoints one project may have at once; one more is refused 409 `too_many_webhooks`. Every endpoint gets every event of the project it takes: the bound keeps one project from multiplying the delivery work.',
  },
  ACCOUNT_EVENTS_RETENTION_DAYS: {
    type: 'integer',
    default: 30,
    minimum: 1,
    maximum: 3650,
    doc: "Days an account event is kept (with its webhook deliveries and their attempts); older ones are deleted by the engine's retention task, a few hundred rows at a time. A stream resuming from an id older than that is answered 410 `events_expired`. 30: as long as Stripe keeps its events, and ten times the longest a webhook delivery is retried with the defaults.",
  },
  WEBHOOK_ATTEMPTS_RETENTION_DAYS: {
    type: 'integer',
    default: 30,
    minimum: 1,
    maximum: 3650,
    doc: 'Days a webhook delivery attempt stays in the delivery log (GET …/webhooks/:id/deliveries); an attempt never outlives its event (ACCOUNT_EVENTS_RETENTION_DAYS).',
  },
  EVENT_RETENTION_INTERVAL_S: {
    type: 'integer',
    default: 600,
    minimum: 1,
    maximum: 86400,
    doc: 'Seconds between the rounds of the account-event retention task (engine role, under a lease); each round deletes what has aged out, in batches, until nothing is left.',
  },
  POLYMARKET_POLL_INTERVAL_S: {
    type: 'integer',
    default: 60,
    minimum: 1,
    maximum: 86400,
    doc: 'Seconds between Gamma catalog polls.',
  },
  POLYMARKET_MAX_MARKETS: {
    type: 'integer',
    default: 2000,
    minimum: 1,
    maximum: 1000000,
    doc: 'Most active markets (by 24 h volume) whose books are streamed over the WebSocket.',
  },
  KALSHI_API_URL: {
    type: 'string',
    default: 'https://external-api.kalshi.com/trade-api/v2',
    pattern: '^https?://',
    doc: 'Kalshi Trade API v2 base URL (markets, events, order books).',
  },
  DFLOW_API_URL: {
    type: 'string',
    default: 'https://prediction-markets-api.dflow.net',
    pattern: '^https?://',
    doc: 'DFlow prediction-markets metadata API (the Solana YES/NO mints of each Kalshi market).',
  },
  DFLOW_API_KEY: {
    type: 'string',
    doc: 'x-api-key for DFlow: the metadata API and, with TRADING_VENUE_B=live, the trade API. Unset: token ids fall back to `<ticker>:yes` / `<ticker>:no`.',
  },
  KALSHI_POLL_INTERVAL_S: {
    type: 'integer',
    default: 30,
    minimum: 1,
    maximum: 86400,
    doc: 'Seconds between Kalshi catalog and order-book polls.',
  },
  KALSHI_MAX_MARKETS: {
    type: 'integer',
    default: 500,
    minimum: 1,
    maximum: 1000000,
    doc: 'Most active open Kalshi markets whose order books are polled.',
  },
  BACKFILL: {
    type: 'string',
    default: 'on',
    enum: ['on', 'off'],
    doc: 'Backfill (ingest role, docs/data.md "Backfill"): every market the live venues list gets its past (trades and prices) from its venue\'s history routes, busiest first, written beside live data with source `backfill`. Runs with the `polymarket` and `kalshi` sources only (the replay is its own recording). `off`: the service knows only what it watched.',
  },
  BACKFILL_LOOKBACK_DAYS: {
    type: 'integer',
    default: 30,
    minimum: 1,
    maximum: 3650,
    doc: "How far back a market's past is fetched at most (from its creation when that is later).",
  },
  BACKFILL_CONCURRENCY: {
    type: 'integer',
    default: 4,
    minimum: 1,
    maximum: 64,
    doc: 'Markets each ingest replica backfills at once (the request budgets below bound them all together).',
  },
  BACKFILL_POLYMARKET_PRICES_PER_10S: {
    type: 'integer',
    default: 1000,
    minimum: 1,
    maximum: 100000,
    doc: "Requests per 10 s to Polymarket's CLOB /prices-history, shared by every ingest replica on one Redis. Published limit: 1,000 / 10 s (docs.polymarket.com/api-reference/rate-limits; over it the venue delays requests).",
  },
  BACKFILL_POLYMARKET_TRADES_PER_10S: {
    type: 'integer',
    default: 200,
    minimum: 1,
    maximum: 100000,
    doc: "Requests per 10 s to Polymarket's Data API /trades, shared by every ingest replica. Published limit: 200 / 10 s (docs.polymarket.com/api-reference/rate-limits; throttled, not refused).",
  },
  BACKFILL_KALSHI_READS_PER_S: {
    type: 'integer',
    default: 20,
    minimum: 1,
    maximum: 10000,
    doc: "Kalshi reads per second for backfill, shared by every ingest replica. Published limit: Basic tier 20 reads/s (Advanced 30, Premier 100, Paragon 200, Prime 400: docs.kalshi.com/getting_started/rate_limits; over it Kalshi answers 429). The connector's own polls count against the same account limit: set this below your tier's.",
  },
  WALLET_KEK: {
    type: 'string',
    pattern: '^[A-Za-z0-9+/]{43}=$',
    doc: 'Key-encryption key of the custodial wallets: 32 bytes in base64. Each wallet key is encrypted (AES-256-GCM) under a data key of its own, and that data key under this key. Unset: one is generated on first start into DATA_DIR/wallet-kek (mode 0600) — fine for the embedded default, never for real funds: keep it in a secret store, apart from the database. Required with DATABASE_URL (processes sharing a database must share it).',
  },
  WALLET_KEK_ID: {
    type: 'string',
    default: 'k1',
    pattern: '^[A-Za-z0-9_-]{1,32}$',
    doc: 'Name of WALLET_KEK, stored beside every data key it wraps, so that keys wrapped under a retired KEK can still be opened during a rotation.',
  },
  WALLET_KEKS_RETIRED: {
    type: 'string',
    pattern: '^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/]{43}=(,[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/]{43}=)*$',
    doc: 'Earlier key-encryption keys still needed to open data keys not yet re-wrapped: `id:base64,…`. Rotation: move the old key here, set a new WALLET_KEK/WALLET_KEK_ID, run `npm run admin -- rewrap-wallet-keys`, then drop the old key.',
  },
  POLYGON_RPC_URL: {
    type: 'string',
    pattern: '^https?://',
    doc: 'Polygon JSON-RPC URL: deposits are watched and withdrawals sent on chain. Unset: POL runs in paper mode (funds credited by `npm run admin -- credit`, no chain).',
  },
  POLYGON_CHAIN_ID: {
    type: 'integer',
    default: 137,
    minimum: 1,
    doc: 'EVM chain id signed into withdrawals (137 = Polygon PoS mainnet).',
  },
  POLYGON_CONFIRMATIONS: {
    type: 'integer',
    default: 32,
    minimum: 1,
    maximum: 10000,
    doc: 'Blocks a deposit or withdrawal must be buried under before it counts (Polygon blocks are ~2 s: 32 ≈ 1 minute, beyond the depth of the re-orgs seen since its 2024 finality upgrade).',
  },
  POLYGON_USDCE_ADDRESS: {
    type: 'string',
    default: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
    pattern: '^0x[0-9a-fA-F]{40}$',
    doc: 'ERC20 contract of USDC.e (bridged USDC, 6 decimals), the asset `USDC.e` on POL.',
  },
  POLYGON_PUSD_ADDRESS: {
    type: 'string',
    default: '0xC011a7E12a19f7B1f670d46F03B03f3342E82DFB',
    pattern: '^0x[0-9a-fA-F]{40}$',
    doc: 'ERC20 contract of pUSD (Polymarket USD, 6 decimals; the CLOB V2 collateral), the asset `pUSD` on POL.',
  },
  POLYGON_CTF_ADDRESS: {
    type: 'string',
    default: '0x4D97DCd97eC945f40cF65F87097ACe5EA0476045',
    pattern: '^0x[0-9a-fA-F]{40}$',
    doc: "Polymarket's Conditional Tokens contract (ERC-1155; the `conditionalTokens` of @polymarket/clob-client-v2's Polygon config): the reconciliation reads each wallet's outcome-token positions (asset = token id) there.",
  },
  SOLANA_RPC_URL: {
    type: 'string',
    pattern: '^https?://',
    doc: 'Solana JSON-RPC URL: deposits are watched and withdrawals sent on chain. Unset: SOL runs in paper mode.',
  },
  SOLANA_USDC_MINT: {
    type: 'string',
    default: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$',
    doc: 'SPL mint of USDC (6 decimals), the asset `USDC` on SOL.',
  },
  TRADING_VENUE_A: {
    type: 'string',
    default: 'paper',
    enum: ['paper', 'live'],
    doc: "How venue_a (pol) orders execute: `paper` fills them against the engine's books (no venue, no chain); `live` signs CLOB V2 orders and sends them to POLYMARKET_CLOB_URL (needs POLYGON_RPC_URL: funds are on chain).",
  },
  TRADING_VENUE_B: {
    type: 'string',
    default: 'paper',
    enum: ['paper', 'live'],
    doc: "How venue_b (sol) orders execute: `paper`, or `live` through DFlow's trade API (DFLOW_TRADE_API_URL) and SOLANA_RPC_URL.",
  },
  DFLOW_TRADE_API_URL: {
    type: 'string',
    default: 'https://quote-api.dflow.net',
    pattern: '^https?://',
    doc: 'DFlow trade API base URL (order quotes and transactions, order status) for live venue_b orders.',
  },
  PAPER_TOP_OF_BOOK_SHARES: {
    type: 'string',
    default: '1000',
    pattern: '^\\d+(\\.\\d{1,6})?$',
    doc: 'Paper venue and quotes: shares assumed at each best price of a book known only by its top (the recorded dataset replay gives bid/ask without sizes). 0 treats such books as empty. Books with levels are used as they are.',
  },
  FAUCET_DAILY_CAP_USDC: {
    type: 'string',
    default: '10000',
    pattern: '^\\d+(\\.\\d{1,6})?$',
    doc: 'Sandbox money: dollars (pUSD, USDC.e or USDC, all counted alike) the faucet (`POST /api/v1/project/account/{account_id}/faucet`, project key) may credit to one account per UTC day, over all its wallets and chains; a request past it is refused whole, 429 `faucet_cap_reached`. Paper chains only: a live chain refuses the faucet (409 `faucet_live`). 0 turns the faucet off. 10000: hundreds of sandbox trades a day, and never a sum that looks like a real bankroll.',
  },
  PAPER_MATCH_REFRESH_S: {
    type: 'integer',
    default: 30,
    minimum: 1,
    maximum: 3600,
    doc: "Seconds between the paper matcher's reloads of the tokens with open paper orders (new orders also announce themselves at once), and between expiry sweeps of GTD orders.",
  },
  CHAIN_POLL_INTERVAL_S: {
    type: 'integer',
    default: 5,
    minimum: 1,
    maximum: 3600,
    doc: 'Seconds between deposit scans (live chains), withdrawal reconciler rounds (every chain: sent withdrawals checked, interrupted ones sent or settled) and polls of open live orders.',
  },
  RECONCILIATION_INTERVAL_S: {
    type: 'integer',
    default: 300,
    minimum: 10,
    maximum: 86400,
    doc: "Seconds between reconciliation passes (one engine replica at a time, lease `reconciliation`): each live chain's balance of every wallet address and asset, read at a stated block or slot, against what the ledger owes plus what is in flight. A pass costs one RPC read per (address, asset): keep it above the time a pass takes (docs/operations.md#reconciliation).",
  },
  RECONCILIATION_CONFIRM_PASSES: {
    type: 'integer',
    default: 2,
    minimum: 1,
    maximum: 100,
    doc: 'Passes in a row that must find a difference before it counts as a mismatch (metric, warning, withdrawal hold): a deposit the watch has not credited yet shows for one pass and is gone at the next. 1: at once.',
  },
  RECONCILIATION_FILL_WINDOW_S: {
    type: 'integer',
    default: 600,
    minimum: 0,
    maximum: 86400,
    doc: "Seconds a live fill counts as in flight: the venue may settle it on chain before or after the ledger records it (Polymarket's trade is matched before it is mined), so its amounts widen the tolerance of its wallet's assets for that long.",
  },
  RECONCILIATION_HOLD_WITHDRAWALS: {
    type: 'boolean',
    default: false,
    doc: "Hold a wallet's withdrawals (refused with 409 `withdrawals_held`) once reconciliation confirms a mismatch of it, until an admin releases them (`DELETE /api/v1/admin/reconciliation/holds/{wallet_id}`, `npm run admin -- reconcile release --wallet ID`).",
  },
  ENGINE_MEMBER_ID: {
    type: 'string',
    pattern: '^[A-Za-z0-9._-]{1,100}$',
    doc: 'Name of this engine process among the engine replicas, unique among those running at once: its similarity writer reads the whole catalog (md.markets) in a consumer group of its own, `engine.similarity-catalog.<name>`, which resumes where it stopped when the process restarts under the same name. The name is claimed as a lease at start: a second running process under a name in use refuses to start, naming the holder; the name of a process that died is free again within LEASE_TTL_S (a restart under it waits that long at most). Unset: the host name (the pod name in Kubernetes).',
  },
  SIMILARITY_SETTLE_IDLE_MS: {
    type: 'integer',
    default: 5000,
    minimum: 100,
    maximum: 3600000,
    doc: "Milliseconds without a new catalog change after which the similarity writer settles the text pairs changed since its last settle (scores from the catalog as it stands, not from arrival order); a settle also runs at most a tenth of the time (it holds the writer's quotes while it runs: seconds on a full catalog).",
  },
  LEASE_TTL_S: {
    type: 'integer',
    default: 6,
    minimum: 1,
    maximum: 3600,
    doc: "Lifetime of a singleton task's lease (paper upkeep, live-order poller, fill outbox, deposit watches, withdrawal reconcilers, copytrade target watch, the replay, the sandbox) without renewal. The holder renews it every LEASE_RENEW_INTERVAL_MS on a timer of its own, whatever its task is doing; a replica that dies is replaced within this plus LEASE_RENEW_INTERVAL_MS (a standby checks the lease that often); a graceful stop hands over at once. Lower means a faster takeover but less room for a late renewal (a database or event loop stalled for longer than this less one renewal interval loses the lease: the work stops on that replica and moves).",
  },
  LEASE_RENEW_INTERVAL_MS: {
    type: 'integer',
    default: 2000,
    minimum: 100,
    maximum: 1200000,
    doc: 'How often a lease holder renews its lease, and how often a standby checks whether it is free (a periodic task on standby checks that often too, not only at its rounds). At most half of LEASE_TTL_S, so one late or failed renewal does not lose the lease.',
  },
  SHUTDOWN_TIMEOUT_MS: {
    type: 'integer',
    default: 8000,
    minimum: 100,
    maximum: 600000,
    doc: 'Longest graceful shutdown, in milliseconds, before the process exits anyway.',
  },
} as const satisfies Record<string, Setting>;

type SettingName = keyof typeof settings;
type ValueOf<S> = S extends { type: 'integer' } ? number : S extends { type: 'boolean' } ? boolean : string;
/** Settings with a default are always present; the others may be unset. */
export type Config = {
  readonly [K in SettingName]: (typeof settings)[K] extends { default: unknown }
    ? ValueOf<(typeof settings)[K]>
    : ValueOf<(typeof settings)[K]> | undefined;
};

export { ConfigError };

/** The settings that move a backend off the embedded default (to a server others may share). */
export const EXTERNAL_BACKENDS = ['DATABASE_URL', 'CLICKHOUSE_URL', 'KAFKA_BROKERS', 'REDIS_URL'] as const;

const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true });
const validate = ajv.compile({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(settings).map(([name, { doc: _doc, ...schema }]) => [name, schema]),
  ),
});

/** Reads the settings from an environment; an empty string counts as unset. Throws naming every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const name of Object.keys(settings)) {
    const value = env[name];
    if (value !== undefined && value !== '') raw[name] = value;
  }
  if (!validate(raw)) {
    const problems = (validate.errors ?? []).map(
      (e) => `${e.instancePath.slice(1) || 'settings'} ${e.message ?? 'is invalid'}`,
    );
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  // A shared database means processes that must hold the same secrets: a key generated per process
  // (the embedded default) would leave each with its own admin key, and wallets sealed by one
  // process that no other can open.
  if (raw.DATABASE_URL !== undefined) {
    const missing = (['ADMIN_KEY', 'WALLET_KEK'] as const).filter((name) => raw[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `invalid configuration: ${missing.join(' and ')} must be set when DATABASE_URL is (every process must share them)`,
      );
    }
  }
  if (raw.KAFKA_SASL_MECHANISM !== undefined) {
    const missing = (['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const).filter(
      (name) => raw[name] === undefined,
    );
    if (missing.length > 0)
      throw new ConfigError(`invalid configuration: KAFKA_SASL_MECHANISM needs ${missing.join(' and ')}`);
  }
  checkTimings(raw);
  // Local webhook development opens loopback and plain http: never where other processes share
  // the backends (a shared or production placement).
  if (raw.WEBHOOK_LOCAL_DEV === true) {
    const external = EXTERNAL_BACKENDS.filter((name) => raw[name] !== undefined);
    if (external.length > 0) {
      throw new ConfigError(
        `invalid configuration: WEBHOOK_LOCAL_DEV=true (loopback and http webhooks) is for the embedded ` +
          `default only, and ${external.join(', ')} ${external.length > 1 ? 'point' : 'points'} to a server ` +
          'others may share: unset WEBHOOK_LOCAL_DEV there, and register https webhooks on public addresses',
      );
    }
  }
  // A sandbox step faster than 50 real ms would flood the bus with books no one can watch.
  if (Number(raw.SANDBOX_STEP_MS) / Number(raw.SANDBOX_SPEED) < 50) {
    throw new ConfigError(
      `invalid configuration: SANDBOX_STEP_MS / SANDBOX_SPEED is ${Number(raw.SANDBOX_STEP_MS) / Number(raw.SANDBOX_SPEED)} real ms a step, under 50: lower SANDBOX_SPEED or raise SANDBOX_STEP_MS`,
    );
  }
  // Live trading moves funds that are on chain: the chain must be connected.
  for (const [mode, rpc] of [
    ['TRADING_VENUE_A', 'POLYGON_RPC_URL'],
    ['TRADING_VENUE_B', 'SOLANA_RPC_URL'],
  ] as const) {
    if (raw[mode] === 'live' && raw[rpc] === undefined) {
      throw new ConfigError(
        `invalid configuration: ${mode}=live needs ${rpc} (live orders trade funds held on chain)`,
      );
    }
  }
  raw.DATA_DIR = path.resolve(raw.DATA_DIR as string);
  return raw as Config;
}

/** Timings that only work together: heartbeats well inside the session, renewals well inside the lease. */
function checkTimings(raw: Record<string, unknown>): void {
  const n = (name: string) => raw[name] as number;
  const problems: string[] = [];
  // kafkajs refuses heartbeatInterval >= sessionTimeout and recommends about a third.
  if (n('KAFKA_HEARTBEAT_INTERVAL_MS') * 3 > n('KAFKA_SESSION_TIMEOUT_MS'))
    problems.push('KAFKA_HEARTBEAT_INTERVAL_MS must be at most a third of KAFKA_SESSION_TIMEOUT_MS');
  // An idle consumer heartbeats between its fetches: a long-poll near the session would lose it.
  if (n('KAFKA_MAX_WAIT_MS') * 3 > n('KAFKA_SESSION_TIMEOUT_MS'))
    problems.push('KAFKA_MAX_WAIT_MS must be at most a third of KAFKA_SESSION_TIMEOUT_MS');
  if (n('LEASE_RENEW_INTERVAL_MS') * 2 > n('LEASE_TTL_S') * 1000)
    problems.push('LEASE_RENEW_INTERVAL_MS must be at most half of LEASE_TTL_S');
  if (problems.length > 0) throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
}

/** The settings table of docs/operations.md, printed from the schema so the two cannot drift. */
export function settingsTable(): string {
  const rows = Object.entries(settings).map(([name, s]: [string, Setting]) => {
    const def = 'default' in s ? `\`${String(s.default)}\`` : 'unset';
    return `| \`${name}\` | ${s.type} | ${def} | ${s.doc} |`;
  });
  return ['| setting | type | default | meaning |', '|---|---|---|---|', ...rows].join('\n');
}
