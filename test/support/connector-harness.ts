// A venue connector under test: its local venue (VenueServer playing recorded payloads), the
// in-process bus it publishes to through the real MarketDataPublisher, everything that reached the
// md.* topics, and the HTTP retries it reported. Shared by the Polymarket and Kalshi connector tests.
import type { Logger } from '../../core/logger.ts';
import { MarketDataPublisher } from '../../ingest/publisher.ts';
import type { RetryInfo } from '../../ingest/venue-http.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { ConsumedMessages, type VenueServer } from './venue-server.ts';

interface Connector {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ConnectorHarness<C extends Connector> {
  server: VenueServer;
  bus: LogBus;
  consumed: ConsumedMessages;
  connector: C;
  retries: RetryInfo[];
}

/** What a test's factory builds its connector from. */
export interface ConnectorParts {
  server: VenueServer;
  publisher: MarketDataPublisher;
  log: Logger;
  /** Push an HTTP retry here (the connector's onRetry) for the test to inspect. */
  retries: RetryInfo[];
}

/** Starts the venue (then `configure` adds to it), the bus, the topic reader and the connector. */
export async function startConnector<C extends Connector>(
  venue: () => Promise<VenueServer>,
  configure: (server: VenueServer) => void,
  log: Logger,
  build: (parts: ConnectorParts) => C,
): Promise<ConnectorHarness<C>> {
  const server = await venue();
  configure(server);
  const bus = new LogBus({ partitions: 4 });
  await bus.start();
  const consumed = new ConsumedMessages();
  await consumed.start(bus);
  const retries: RetryInfo[] = [];
  const connector = build({ server, publisher: new MarketDataPublisher(bus, log), log, retries });
  await connector.start();
  return { server, bus, consumed, connector, retries };
}

/** Stops what startConnector started, connector first. */
export async function stopConnector(h: ConnectorHarness<Connector> | undefined): Promise<void> {
  await h?.connector.stop();
  await h?.consumed.stop();
  await h?.bus.stop();
  await h?.server.close();
}
