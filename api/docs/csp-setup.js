// Runs before the Scalar bundle on /docs. zod (inside the bundle) probes for eval with a caught
// `Function('')` unless `jitless` is set; under the page's script-src 'self' that probe is refused and
// reported as a CSP violation. Setting it here is zod's own switch for strict CSPs.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
