// Kafka TLS and SASL settings (KAFKA_SSL, KAFKA_SASL_*): read from the config schema and handed to
// kafkajs. The test broker (librdkafka's mock cluster) listens in plaintext: a bus told to use TLS
// must fail to connect to it, which shows the setting reaches the client.
import assert from 'node:assert/strict';
import { loadConfig } from '../../core/config.ts';
import { createLogger } from '../../core/logger.ts';
import { kafkaSecurity } from '../../bin/wiring/backends.ts';
import { KafkaBus } from '../../storage/bus/kafka-bus.ts';
import { required } from '../../harness/servers/backends.ts';

const log = createLogger('silent');

describe('Kafka TLS and SASL settings', function () {
  this.timeout(60_000);

  it('should read TLS and SASL from the config as kafkajs takes them', () => {
    const config = loadConfig({
      KAFKA_BROKERS: 'b:9093',
      KAFKA_SSL: 'true',
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
      KAFKA_SASL_USERNAME: 'pme',
      KAFKA_SASL_PASSWORD: 'pw',
    });
    assert.deepEqual(kafkaSecurity(config), {
      ssl: true,
      sasl: { mechanism: 'scram-sha-512', username: 'pme', password: 'pw' },
    });
    assert.deepEqual(kafkaSecurity(loadConfig({})), { ssl: false });
  });

  it('should refuse a SASL mechanism without its credentials, and an unknown mechanism', () => {
    assert.throws(
      () => loadConfig({ KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'u' }),
      /KAFKA_SASL_MECHANISM needs KAFKA_SASL_PASSWORD/,
    );
    assert.throws(
      () => loadConfig({ KAFKA_SASL_MECHANISM: 'gssapi' }),
      /KAFKA_SASL_MECHANISM must be equal to one of the allowed values/,
    );
  });

  it('should connect in plaintext by default and fail when told to use TLS against a plaintext broker', async () => {
    const brokers = [required('TEST_KAFKA_BROKERS')];
    const plain = new KafkaBus({
      brokers,
      clientId: 'security-test',
      partitions: 4,
      log,
      ...kafkaSecurity(loadConfig({})),
    });
    await plain.start();
    await plain.stop();
    const tls = new KafkaBus({
      brokers,
      clientId: 'security-test',
      partitions: 4,
      log,
      connectionTimeoutMs: 500,
      ...kafkaSecurity(loadConfig({ KAFKA_SSL: 'true' })),
    });
    await assert.rejects(tls.start());
    await tls.stop();
  });
});
