// The connectors the ingest role runs, chosen by INGEST_SOURCES.
import type { Config } from '../core/config.ts';
import type { Component } from '../core/lifecycle.ts';
import type { Logger } from '../core/logger.ts';
import type { Bus } from '../storage/bus/bus.ts';
import { KalshiConnector, kalshiSettings } from './kalshi/index.ts';
import { PolymarketConnector, polymarketSettings } from './polymarket/index.ts';
import { MarketDataPublisher } from './publisher.ts';
import { replayConnectorFromConfig } from './replay/index.ts';

export function connectorsFromConfig(config: Config, bus: Bus, log: Logger): Component[] {
  const publisher = new MarketDataPublisher(bus, log);
  const sources = new Set(config.INGEST_SOURCES.split(','));
  const connectors: Component[] = [];
  if (sources.has('replay')) connectors.push(replayConnectorFromConfig(config, publisher, log.child({ source: 'replay' })));
  if (sources.has('polymarket')) {
    connectors.push(new PolymarketConnector({ publisher, log: log.child({ source: 'polymarket' }), ...polymarketSettings(config) }));
  }
  if (sources.has('kalshi')) {
    connectors.push(new KalshiConnector({ publisher, log: log.child({ source: 'kalshi' }), ...kalshiSettings(config) }));
  }
  return connectors;
}
