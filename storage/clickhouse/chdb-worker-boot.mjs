// Entry of the chDB worker thread (chdb-thread.ts). The worker is TypeScript like the rest of the
// service and loads through tsx as the process does; Node 20 does not apply loader hooks given to a
// worker by `--import` to the worker's entry module, so this registers tsx, then imports the worker.
import { register } from 'tsx/esm/api';

register();
await import('./chdb-worker.ts');
