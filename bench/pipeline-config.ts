// What the parent (bench/pipeline.ts) hands each scenario child (bench/pipeline-scenario.ts) and
// what it gets back.

export type ScenarioName =
  'raw-insert' | 'parquet-insert' | 'pipeline-log' | 'pipeline-kafka' | 'kafka-transport';

/** What a child process runs: a scenario, or one of the two processes of pipeline-kafka. */
export type ChildRole =
  Exclude<ScenarioName, 'pipeline-kafka' | 'kafka-transport'> | 'kafka-engine' | 'kafka-ingest';

export interface ScenarioConfig {
  role: ChildRole;
  /** Kafka: the mock broker's bootstrap address. */
  brokers?: string;
  /**
   * Kafka roles: only the transport — the ingest publishes the replay's messages as JSON records
   * without validating them, the engine's groups count the records they receive and decode
   * nothing, write nothing (kafka-transport).
   */
  transportOnly?: boolean;
  /** The order-book dataset directory (markets.parquet, quotes/dt=YYYY-MM-DD/data_0.parquet). */
  dataset: string;
  /** Quote rows the replay reads (published or dead-lettered), like ReplayConnector's maxRows. */
  rows: number;
  /** Scratch directory of this child: its chDB data directory lives here. */
  workDir: string;
  /** Records per engine handler call = most book_states rows per insert; the raw insert uses exactly this. */
  batchSize: number;
  /** Messages per replay publish call. */
  replayBatch: number;
  /**
   * Kafka: messages per replay publish call. The mock broker answers a fetch with one producer
   * request's records per partition (a real broker fills the fetch from several), so the producer's
   * request per partition bounds the engine's batch there: a publish of about batchSize × partitions
   * messages lets a fetch carry a whole engine batch, as a real broker's would.
   */
  kafkaReplayBatch: number;
  /** In-process bus: LogBus maxLagRecords (backpressure; the bus's default). */
  maxLagRecords: number;
  /** Kafka: the benchmark's own producer throttle, within the mock broker's retention (see pipeline-scenario.ts). */
  kafkaMaxLagRecords: number;
  /** In-process bus: records per in-memory segment (retention drops whole segments). */
  segmentRecords: number;
  /** Kafka: fetch size per partition, bytes. */
  kafkaMaxBytesPerPartition: number;
  /** Kafka: records per producer request (the mock broker answers a fetch with one request's records per partition). */
  kafkaRecordsPerSend: number;
  /** No progress for this long fails the scenario (ms). */
  stallMs: number;
}

export interface ScenarioResult {
  scenario: ScenarioName;
  /** Quote rows replayed and published (each becomes a YES and a NO quote message). */
  quoteRows: number;
  /** Quote rows dead-lettered by the replay (crossed, out of range, out of order). */
  rejectedRows: number;
  /** book_states rows written (inserts that resolved). */
  snapshotRows: number;
  /** count() of book_states after the run (ReplacingMergeTree may already have merged duplicates). */
  tableRows: number;
  /** The measured time: replay start → last snapshot row durable (raw: the sum of the insert calls). */
  seconds: number;
  /** Pipelines: when the replay had published its last batch. */
  replaySeconds?: number;
  /** book_states inserts and their mean size. */
  inserts: number;
  meanInsertRows: number;
  /** Catalog rows (markets table) written by the pipeline. */
  catalogRows?: number;
  maxRssBytes: number;
  sampledPeakRssBytes: number;
  heapAtPeakBytes: number;
  /** CPU time of the child (all its threads, chDB's included), seconds; Kafka: the engine process. */
  cpuUserSeconds: number;
  cpuSystemSeconds: number;
  /** Kafka: peak RSS of the mock broker process (kcat), which holds the topics. */
  brokerPeakRssBytes?: number;
  /** Kafka: the ingest process (replay + producer), beside the engine process measured above. */
  ingest?: { maxRssBytes: number; cpuUserSeconds: number; cpuSystemSeconds: number };
  notes: string[];
}

/** kafka-ingest → parent: where the replay began and what it published. */
export interface IngestReport {
  startEpochMs: number;
  endEpochMs: number;
  quoteRows: number;
  rejectedRows: number;
  quoteMessages: number;
  catalogMessages: number;
  maxRssBytes: number;
  cpuUserSeconds: number;
  cpuSystemSeconds: number;
}

/** parent → kafka-engine: how many messages to wait for. */
export interface EngineExpectation {
  quoteMessages: number;
  catalogMessages: number;
  startEpochMs: number;
  endEpochMs: number;
}
