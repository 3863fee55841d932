// How a one-shot command (`npm run sql`, `npm run admin`) reaches the stores of DATA_DIR: through
// the running service that holds the directory (storage/data-dir-lock.ts), over its HTTP API at the
// address it wrote into the lock once it listened; or, when no process holds it, by opening the
// embedded store itself, under the same lock, so that a service started meanwhile waits its turn.
// A directory without the store is refused, never filled with an empty one made on the spot.
import { existsSync } from 'node:fs';
import { ConfigError, type Config } from '../core/config.ts';
import { BadRequestError } from '../core/errors.ts';
import { localUrl } from '../core/net.ts';
import { DataDirInUseError, lockHolder } from '../storage/data-dir-lock.ts';

/**
 * `direct()` where no process holds DATA_DIR and `store` (the embedded store the command needs;
 * undefined when it is a server) exists; `viaService` where a process holds it, found before or
 * while `direct` takes the lock.
 */
export async function onStoreOrService<T>(
  config: Config,
  store: string | undefined,
  direct: () => Promise<T>,
  viaService: (held: DataDirInUseError) => Promise<T>,
): Promise<T> {
  const holder = lockHolder(config.DATA_DIR);
  if (holder) return viaService(new DataDirInUseError(config.DATA_DIR, holder));
  if (store !== undefined && !existsSync(store)) {
    throw new ConfigError(
      `no store at ${store}: give the service's data directory (DATA_DIR=…; npm start keeps it in ./data), ` +
        `or make one there first: start the service once (npm start) or run npm run migrate`,
    );
  }
  try {
    return await direct();
  } catch (err) {
    if (err instanceof DataDirInUseError) return viaService(err);
    throw err;
  }
}

export interface ServiceRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** The credential header; undefined: none given, and `missing` says how to give one. */
  credential: Record<string, string> | undefined;
  missing: string;
  /** The API's address (--url); else where the holder said it listens, else this config's. */
  url?: string;
}

/** The running service's 2xx answer to `request`; its refusal as an error with the service's words. */
export async function askService(
  config: Config,
  held: DataDirInUseError,
  request: ServiceRequest,
): Promise<Response> {
  if (!request.credential)
    throw new ConfigError(`${held.heldBy}. The command goes through that service: ${request.missing}.`);
  const base = request.url ?? lockHolder(config.DATA_DIR)?.api ?? localUrl(config.HOST, config.PORT);
  let response: Response;
  try {
    response = await fetch(new URL(request.path, base), {
      method: request.method,
      headers: {
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...request.credential,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
  } catch (err) {
    throw new ConfigError(
      `${held.heldBy}, but its API at ${base} does not answer (${(err as Error).message}); ` +
        'give its address with --url',
    );
  }
  if (response.ok && response.body) return response;
  const text = await response.text();
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: string }).error ?? text;
  } catch {
    // not JSON: the text as it came
  }
  if (response.status === 400) throw new BadRequestError(message);
  throw new ConfigError(`the service answered ${response.status}: ${message}`);
}
