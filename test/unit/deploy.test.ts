// Structural checks of deploy/: the compose stack and the Kubernetes manifests must run the image the
// way the entry point expects (known roles, real settings, the backends every role needs, probes on
// the endpoints every role serves: the api on PORT, ingest and engine on OPS_PORT) and must carry no
// secret. Parsed with the `yaml` package only;
// the tool-based checks (kustomize, compose, shellcheck) are in deploy/validate.sh.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig, settings } from '../../core/config.ts';
import { needsOpsServer, roleNames, roles } from '../../bin/roles.ts';
import { allTopics } from '../../storage/bus/topics.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const deploy = path.join(root, 'deploy');
const k8sDir = path.join(deploy, 'k8s');
const read = (...p: string[]) => readFileSync(path.join(...p), 'utf8');

/** What bin/main.ts accepts as its first argument and runs as a service or job. */
const entryCommands = [...roleNames, 'migrate'];
const settingNames = new Set(Object.keys(settings));
const requiredBackends = ['DATABASE_URL', 'CLICKHOUSE_URL', 'KAFKA_BROKERS', 'REDIS_URL'];
/** Settings that are secrets: never a literal value in a committed file. */
const secretSettings = ['ADMIN_KEY', 'WALLET_KEK', 'WALLET_KEKS_RETIRED', 'DFLOW_API_KEY'];
/** Roles whose process serves HTTP: those that include the api role (bin/roles.ts). */
const httpRoles = new Set(roleNames.filter((r) => roles.api.every((part) => roles[r].includes(part))));
/** The port of a role's /healthz, /readyz and /metrics: the api's own, else the operations server's. */
const opsPortOf = (role: (typeof roleNames)[number]) =>
  needsOpsServer(role) ? settings.OPS_PORT.default : settings.PORT.default;

type Obj = Record<string, any>;

// ---- compose ------------------------------------------------------------------------------------
const compose = parse(read(deploy, 'docker-compose.yml'), { merge: true }) as Obj;
const services = compose.services as Record<string, Obj>;
const isApp = (s: Obj) => s.build?.dockerfile === 'deploy/Dockerfile';
const appServices = Object.entries(services).filter(([, s]) => isApp(s));
/** Services others wait for with service_completed_successfully: one-shot jobs. */
const oneShots = new Set(
  Object.values(services).flatMap((s) =>
    Object.entries((s.depends_on ?? {}) as Record<string, { condition?: string }>)
      .filter(([, d]) => d.condition === 'service_completed_successfully')
      .map(([name]) => name),
  ),
);

/**
 * A compose value with its `${…}` interpolations replaced the way compose would with nothing set:
 * the default of `${X:-default}`, a stand-in for a required `${X:?…}` (compose refuses to start
 * without it, so at run time it is always set).
 */
function interpolated(value: string, name: string): string {
  const standIn = name === 'WALLET_KEK' ? `${'A'.repeat(43)}=` : 'stand-in';
  return value.replace(/\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_m, _v, op?: string, arg?: string) =>
    op === '-' ? (arg ?? '') : standIn,
  );
}

// ---- Kubernetes ---------------------------------------------------------------------------------
const k8sFiles = readdirSync(k8sDir).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml');
const k8sDocs: { file: string; doc: Obj }[] = k8sFiles.flatMap((file) =>
  parseAllDocuments(read(k8sDir, file))
    .map((d) => d.toJS() as Obj | null)
    .filter((doc): doc is Obj => doc !== null)
    .map((doc) => ({ file, doc })),
);
const ofKind = (kind: string) => k8sDocs.filter(({ doc }) => doc.kind === kind).map(({ doc }) => doc);
const configMaps = new Map(
  ofKind('ConfigMap').map((c) => [c.metadata.name as string, (c.data ?? {}) as Record<string, string>]),
);
const secrets = new Map(ofKind('Secret').map((s) => [s.metadata.name as string, s]));
const workloads = [...ofKind('Deployment'), ...ofKind('Job')];
const kustomization = parse(read(k8sDir, 'kustomization.yaml')) as Obj;

/** Environment of a container: env entries plus every key of its envFrom ConfigMaps and Secrets. */
function containerEnv(c: Obj): Map<string, string> {
  const env = new Map<string, string>();
  for (const from of (c.envFrom ?? []) as Obj[]) {
    if (from.configMapRef) {
      const data = configMaps.get(from.configMapRef.name);
      assert.ok(data, `envFrom names ConfigMap ${from.configMapRef.name}, which deploy/k8s does not define`);
      for (const [k, v] of Object.entries(data)) env.set(k, v);
    }
    if (from.secretRef) {
      const secret = secrets.get(from.secretRef.name);
      assert.ok(secret, `envFrom names Secret ${from.secretRef.name}, which has no template in deploy/k8s`);
      for (const [k, v] of Object.entries((secret.stringData ?? {}) as Record<string, string>)) env.set(k, v);
    }
  }
  for (const e of (c.env ?? []) as Obj[]) env.set(e.name, e.value ?? '<from valueFrom>');
  return env;
}

const appContainers = workloads.flatMap((w) =>
  (w.spec.template.spec.containers as Obj[]).map((c) => ({ workload: w, container: c })),
);

describe('deploy', () => {
  describe('image', () => {
    const dockerfile = read(deploy, 'Dockerfile');
    const instruction = (name: string) =>
      [...dockerfile.matchAll(new RegExp(`^${name}\\s+(.+)$`, 'gm'))].map((m) => m[1]!.trim());

    it("should start the image with package.json's start command", () => {
      const pkg = JSON.parse(read(root, 'package.json')) as { scripts: Record<string, string> };
      // "sh bin/ensure-deps.sh && exec node --import tsx bin/main.ts": the part that runs the
      // service, exec'd so that npm's signals reach node (the image runs node as its process too).
      const [exec, ...start] = pkg.scripts.start!.split('&&').at(-1)!.trim().split(/\s+/);
      assert.equal(exec, 'exec');
      const entrypoints = instruction('ENTRYPOINT');
      assert.equal(entrypoints.length, 1);
      assert.deepEqual(JSON.parse(entrypoints[0]!), start);
      assert.deepEqual(start, ['node', '--import', 'tsx', 'bin/main.ts']);
      assert.equal(pkg.scripts.migrate, `exec ${start.join(' ')} migrate`);
      const cmd = JSON.parse(instruction('CMD').at(-1)!) as string[];
      assert.ok(entryCommands.includes(cmd[0]!), `CMD ${cmd[0]} is no role of bin/main.ts`);
    });

    it('should build on node:24-bookworm-slim and run as a numeric non-root user', () => {
      const from = instruction('FROM');
      assert.ok(from.length > 0 && from.every((f) => f.startsWith('node:24-bookworm-slim')), from.join(', '));
      const user = instruction('USER').at(-1);
      assert.ok(user && /^[1-9][0-9]*(:[0-9]+)?$/.test(user), `USER ${user} should be a non-zero uid`);
    });

    it('should set only real settings with ENV', () => {
      for (const env of instruction('ENV')) {
        const name = env.split(/[=\s]/)[0]!;
        assert.ok(settingNames.has(name), `ENV ${name} is not a setting of core/config.ts`);
      }
    });

    it('should send every source directory the entry point imports, and no local secrets, to the build', () => {
      const ignore = read(root, '.dockerignore')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'));
      assert.equal(ignore[0], '*', '.dockerignore is a whitelist');
      const included = new Set(ignore.filter((l) => l.startsWith('!')).map((l) => l.slice(1)));
      // Top-level directories reached by relative imports from bin/main.ts.
      const dirs = new Set<string>();
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        dirs.add(path.relative(root, file).split(path.sep)[0]!);
        for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+\.ts)'/g))
          visit(path.resolve(path.dirname(file), m[1]!));
      };
      visit(path.join(root, 'bin', 'main.ts'));
      assert.ok(dirs.size >= 5, `only ${[...dirs].join(', ')} reached`);
      // The default replay dataset and the probe script are read at run time, not imported; the
      // licence and the notice of third-party data travel with every copy (Apache-2.0, section 4).
      for (const needed of [
        ...dirs,
        'datasets',
        'LICENSE',
        'NOTICE',
        'package.json',
        'package-lock.json',
        'tsconfig.json',
        'deploy/probe.sh',
      ]) {
        assert.ok(included.has(needed), `.dockerignore leaves out ${needed}`);
      }
      assert.ok(ignore.includes('**/.env'), '.env files stay out of the image');
    });
  });

  describe('docker-compose.yml', () => {
    it('should run every app service with a role bin/main.ts knows and the image entry point', () => {
      assert.deepEqual(appServices.map(([n]) => n).sort(), ['api', 'engine', 'ingest', 'migrate']);
      for (const [name, s] of appServices) {
        assert.equal(s.entrypoint, undefined, `${name} must not replace the image's entry point`);
        assert.ok(Array.isArray(s.command), `${name}: command is the role, as a list`);
        assert.ok(
          entryCommands.includes(s.command[0]),
          `${name} runs ${s.command[0]}, no role of bin/main.ts`,
        );
        assert.equal(s.command[0], name, `service ${name} runs role ${s.command[0]}`);
      }
    });

    it('should set only real settings, valid for core/config.ts, with every backend URL', () => {
      for (const [name, s] of appServices) {
        const env = s.environment as Record<string, string>;
        for (const key of Object.keys(env))
          assert.ok(settingNames.has(key), `${name}: ${key} is not a setting of core/config.ts`);
        for (const key of requiredBackends) assert.ok(env[key], `${name}: ${key} is not set`);
        const values: Record<string, string> = {};
        for (const [k, v] of Object.entries(env)) values[k] = interpolated(String(v), k);
        const config = loadConfig(values);
        assert.equal(config.KAFKA_BROKERS, 'kafka:9092');
        assert.match(config.DATABASE_URL!, /@postgres:5432\//);
        assert.match(config.CLICKHOUSE_URL!, /@clickhouse:8123$/);
        assert.match(config.REDIS_URL!, /@redis:6379$/);
      }
    });

    it('should take every secret from the environment, required ones with ${VAR:?}', () => {
      for (const [name, s] of appServices) {
        const env = s.environment as Record<string, string>;
        for (const key of ['ADMIN_KEY', 'WALLET_KEK'])
          assert.match(env[key]!, /^\$\{[A-Z_]+:\?/, `${name}: ${key}`);
        for (const key of secretSettings)
          if (key in env) assert.match(env[key]!, /^\$\{[A-Z_]+(:[-?][^}]*)?\}$/, `${name}: ${key}`);
        for (const key of ['DATABASE_URL', 'CLICKHOUSE_URL', 'REDIS_URL']) {
          // The password part of user:password@ is a required interpolation, never a literal.
          assert.match(env[key]!, /:\/\/[^:@/]*:\$\{[A-Z_]+:\?[^}]*\}@/, `${name}: ${key} password`);
        }
      }
      for (const [name, s] of Object.entries(services)) {
        for (const [k, v] of Object.entries((s.environment ?? {}) as Record<string, unknown>)) {
          if (/PASSWORD|SECRET/.test(k))
            assert.match(String(v), /^\$\{[A-Z_]+:\?/, `${name}: ${k} must come from the environment`);
        }
      }
    });

    it('should keep only placeholders in .env.example', () => {
      const lines = read(deploy, '.env.example')
        .split('\n')
        .filter((l) => /^[A-Z_]+=/.test(l));
      assert.ok(lines.length >= 5);
      for (const line of lines) assert.match(line, /^[A-Z_]+=REPLACE_ME$/, line);
      assert.match(read(deploy, '.gitignore'), /^\.env$/m, 'deploy/.env is git-ignored');
    });

    it('should health-check every long-running service and wait for healthy dependencies', () => {
      assert.deepEqual([...oneShots].sort(), ['kafka-init', 'migrate']);
      for (const [name, s] of Object.entries(services)) {
        if (oneShots.has(name)) {
          assert.equal(s.restart, 'no', `${name} is a one-shot job`);
          continue;
        }
        assert.ok(
          Array.isArray(s.healthcheck?.test) && s.healthcheck.test.length > 1,
          `${name} has no health check`,
        );
        for (const [dep, d] of Object.entries(
          (s.depends_on ?? {}) as Record<string, { condition?: string }>,
        )) {
          const expected = oneShots.has(dep) ? 'service_completed_successfully' : 'service_healthy';
          assert.equal(d.condition, expected, `${name} → ${dep}`);
        }
      }
      for (const [name] of appServices.filter(([n]) => n !== 'migrate')) {
        assert.deepEqual(Object.keys(services[name]!.depends_on as Obj).sort(), [
          'clickhouse',
          'kafka',
          'kafka-init',
          'migrate',
          'postgres',
          'redis',
        ]);
      }
    });

    it('should probe every role on its /readyz and publish the api on 8080', () => {
      const api = services.api!;
      assert.ok((api.ports as string[]).some((p) => /:8080$/.test(p) && p.includes('8080')));
      for (const role of ['api', 'ingest', 'engine'] as const) {
        assert.ok(
          (services[role]!.healthcheck.test as string[]).includes(
            `http://127.0.0.1:${opsPortOf(role)}/readyz`,
          ),
          `${role} is probed on its readiness endpoint`,
        );
      }
    });

    it('should create every topic of storage/bus/topics.ts with the configured partitions', () => {
      const script = (services['kafka-init']!.command as string[]).join('\n');
      const listed = /for topic in ([^;]+);/.exec(script)?.[1]?.trim().split(/\s+/) ?? [];
      assert.deepEqual([...listed].sort(), [...allTopics].sort());
      const partitions = /--partitions (\d+)/.exec(script)?.[1];
      assert.equal(partitions, String((appServices[0]![1].environment as Obj).KAFKA_TOPIC_PARTITIONS));
    });

    it('should keep the data of every data service in a named volume', () => {
      const volumes = Object.keys(compose.volumes as Obj);
      for (const name of ['kafka', 'clickhouse', 'postgres', 'redis']) {
        const mounts = (services[name]!.volumes ?? []) as string[];
        assert.ok(
          mounts.some((m) => volumes.includes(m.split(':')[0]!)),
          `${name} keeps its data in no named volume`,
        );
      }
    });
  });

  describe('k8s', () => {
    it('should list every manifest in kustomization.yaml, except the Secret template', () => {
      const resources = kustomization.resources as string[];
      for (const r of resources) assert.ok(existsSync(path.join(k8sDir, r)), `${r} does not exist`);
      const expected = k8sFiles.filter(
        (f) => !k8sDocs.some(({ file, doc }) => file === f && doc.kind === 'Secret'),
      );
      assert.deepEqual([...resources].sort(), expected.sort());
      assert.ok(
        !resources.some((r) => k8sDocs.some(({ file, doc }) => file === r && doc.kind === 'Secret')),
        'apply -k must not overwrite the real Secret',
      );
      assert.equal(kustomization.namespace, ofKind('Namespace')[0]?.metadata.name);
    });

    it('should run one Deployment per role and a migrate Job, with the roles bin/main.ts knows', () => {
      const byRole = new Map<string, Obj>();
      for (const { workload, container } of appContainers) {
        assert.equal(
          container.command,
          undefined,
          `${workload.metadata.name} must not replace the image's entry point`,
        );
        const role = (container.args as string[])[0]!;
        assert.ok(
          entryCommands.includes(role),
          `${workload.metadata.name} runs ${role}, no role of bin/main.ts`,
        );
        byRole.set(role, workload);
      }
      assert.deepEqual([...byRole.keys()].sort(), ['api', 'engine', 'ingest', 'migrate']);
      assert.equal(byRole.get('migrate')!.kind, 'Job');
      assert.equal(byRole.get('api')!.spec.replicas, 2);
      assert.equal(byRole.get('ingest')!.spec.replicas, 2, 'ingest replicas split the markets');
      assert.equal(
        byRole.get('ingest')!.spec.strategy.type,
        'RollingUpdate',
        'ingest pods coordinate through leases and the ingest group',
      );
      assert.equal(byRole.get('engine')!.spec.strategy.type, 'Recreate');
    });

    it('should give every container only real settings, every backend, and valid non-secret values', () => {
      for (const { workload, container } of appContainers) {
        const env = containerEnv(container);
        for (const key of env.keys())
          assert.ok(
            settingNames.has(key),
            `${workload.metadata.name}: ${key} is not a setting of core/config.ts`,
          );
        for (const key of requiredBackends)
          assert.ok(env.get(key), `${workload.metadata.name}: ${key} is not set`);
      }
      for (const [name, data] of configMaps) {
        for (const [k, v] of Object.entries(data)) {
          assert.equal(typeof v, 'string', `${name}.${k} must be a string`);
          assert.ok(!secretSettings.includes(k), `${k} is a secret: it belongs in the Secret`);
          assert.doesNotMatch(v, /:\/\/[^/@]*:[^/@]*@/, `${name}.${k} carries credentials`);
        }
        loadConfig(data); // throws naming every bad value
      }
    });

    it('should keep placeholders only in the Secret template', () => {
      assert.ok(secrets.size > 0);
      for (const [name, s] of secrets) {
        assert.equal(s.data, undefined, `${name}: no base64 data in a committed file`);
        const values = Object.entries((s.stringData ?? {}) as Record<string, string>);
        for (const key of ['DATABASE_URL', 'CLICKHOUSE_URL', 'REDIS_URL', 'ADMIN_KEY', 'WALLET_KEK']) {
          assert.ok(
            values.some(([k]) => k === key),
            `${name} has no ${key}`,
          );
        }
        for (const [k, v] of values) assert.match(v, /REPLACE_ME/, `${name}.${k} looks like a real value`);
        // An unedited copy must not start: WALLET_KEK's placeholder fails the config schema.
        assert.throws(() => loadConfig(Object.fromEntries(values)), /WALLET_KEK/);
      }
    });

    it("should probe /healthz for liveness and /readyz for readiness on each role's operations port, and scrape /metrics there", () => {
      let probed = 0;
      for (const { workload, container } of appContainers) {
        const role = (container.args as string[])[0]!;
        if (!roleNames.includes(role as (typeof roleNames)[number])) continue; // migrate: a job
        probed += 1;
        const name = workload.metadata.name as string;
        const port = (container.ports as Obj[]).find((p) => p.name === container.livenessProbe.httpGet.port);
        assert.equal(port?.containerPort, opsPortOf(role as (typeof roleNames)[number]), name);
        assert.equal(container.livenessProbe.httpGet.path, '/healthz', name);
        assert.equal(container.readinessProbe.httpGet.path, '/readyz', name);
        assert.equal(container.readinessProbe.httpGet.port, container.livenessProbe.httpGet.port, name);
        assert.equal(container.startupProbe?.httpGet.path, '/healthz', name);
        const annotations = workload.spec.template.metadata.annotations as Record<string, string>;
        assert.equal(annotations['prometheus.io/port'], String(port?.containerPort), name);
        assert.equal(annotations['prometheus.io/path'], '/metrics', name);
      }
      assert.equal(probed, 3, 'api, ingest and engine');
      assert.ok(
        httpRoles.has('api') &&
          needsOpsServer('engine') &&
          needsOpsServer('ingest') &&
          !needsOpsServer('api'),
      );
    });

    it('should run every pod non-root with a read-only root filesystem, writable DATA_DIR and /tmp, and limits', () => {
      for (const { workload, container } of appContainers) {
        const pod = workload.spec.template.spec as Obj;
        const name = workload.metadata.name as string;
        assert.equal(pod.securityContext.runAsNonRoot, true, name);
        assert.ok(pod.securityContext.runAsUser > 0, name);
        assert.equal(pod.automountServiceAccountToken, false, name);
        assert.equal(container.securityContext.readOnlyRootFilesystem, true, name);
        assert.equal(container.securityContext.allowPrivilegeEscalation, false, name);
        assert.deepEqual(container.securityContext.capabilities.drop, ['ALL'], name);
        const dataDir = containerEnv(container).get('DATA_DIR');
        const mounts = (container.volumeMounts as Obj[]).map((m) => m.mountPath as string);
        assert.ok(
          dataDir && mounts.includes(dataDir),
          `${name}: DATA_DIR ${dataDir} is not a writable volume`,
        );
        assert.ok(mounts.includes('/tmp'), `${name}: /tmp (tsx's cache) is not writable`);
        for (const m of container.volumeMounts as Obj[]) {
          const volume = (pod.volumes as Obj[]).find((v) => v.name === m.name);
          assert.ok(volume?.emptyDir, `${name}: ${m.name} should be an emptyDir`);
        }
        for (const r of ['cpu', 'memory']) {
          assert.ok(
            container.resources.requests[r] && container.resources.limits[r],
            `${name}: ${r} requests and limits`,
          );
        }
      }
    });

    it('should protect and scale the api: Service, PodDisruptionBudget and HorizontalPodAutoscaler', () => {
      const api = workloads.find(
        (w) => w.kind === 'Deployment' && w.spec.template.spec.containers[0].args[0] === 'api',
      )!;
      const labels = api.spec.template.metadata.labels as Record<string, string>;
      const selects = (sel: Record<string, string>) => Object.entries(sel).every(([k, v]) => labels[k] === v);
      const [service] = ofKind('Service');
      assert.ok(service && selects(service.spec.selector));
      assert.equal(service.spec.ports[0].targetPort, api.spec.template.spec.containers[0].ports[0].name);
      const [pdb] = ofKind('PodDisruptionBudget');
      assert.ok(pdb && selects(pdb.spec.selector.matchLabels));
      assert.ok(pdb.spec.minAvailable >= 1 && pdb.spec.minAvailable < api.spec.replicas);
      const [hpa] = ofKind('HorizontalPodAutoscaler');
      assert.ok(hpa);
      assert.equal(hpa.spec.scaleTargetRef.name, api.metadata.name);
      assert.equal(hpa.spec.minReplicas, api.spec.replicas);
      assert.ok(hpa.spec.maxReplicas > hpa.spec.minReplicas);
    });
  });
});
