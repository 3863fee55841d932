// The typed client of the prediction-market engine: openapi-fetch over the types generated from the
// service's /openapi.json (schema.ts), with what every caller would otherwise write again: the base
// URL and credential headers, the `{success, data|response}` envelope unwrapped, and failures thrown
// as PmeError with the stable `code` of the service's error table.
//
//   const pme = createPmeClient({ baseUrl: 'https://pme.example.com', apiKey: process.env.PME_KEY });
//   const markets = await unwrap(pme.GET('/api/v1/markets', { params: { query: { limit: 5 } } }));
import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.ts';

export type { components, operations, paths };

/** The named schemas of the API: `Schemas['Order']`, `Schemas['Position']` … */
export type Schemas = components['schemas'];
export type ErrorCode = Schemas['ErrorCode'];
export type Order = Schemas['Order'];
export type Position = Schemas['Position'];
export type Transfer = Schemas['Transfer'];
export type Wallet = Schemas['Wallet'];
export type Copytrade = Schemas['Copytrade'];
export type VenueAQuote = Schemas['VenueAQuote'];
export type VenueBQuote = Schemas['VenueBQuote'];

export interface PmeClientOptions {
  /** Where the service answers, e.g. `https://pme.example.com` (no path). */
  baseUrl: string;
  /** A project secret key (project routes) or an account API key (wallet and trading routes): `X-API-Key`. */
  apiKey?: string;
  /** The operator's key (`/api/v1/admin/…`): `X-Admin-Key`. */
  adminKey?: string;
  /** A session id (`sess_…`) handed to a user's browser or app, sent as `Authorization: Bearer`. */
  sessionId?: string;
  /** Another fetch (tests, proxies, retries). */
  fetch?: typeof fetch;
}

/** Every path and method of the API, typed: `pme.POST('/api/v1/wallet/pol/{wallet_id}/order', …)`. */
export type PmeClient = Client<paths>;

export function createPmeClient(options: PmeClientOptions): PmeClient {
  const headers: Record<string, string> = {};
  if (options.apiKey) headers['X-API-Key'] = options.apiKey;
  if (options.adminKey) headers['X-Admin-Key'] = options.adminKey;
  if (options.sessionId) headers.Authorization = `Bearer ${options.sessionId}`;
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** A failure answer of the service: `code` is stable (match on it), `message` is for a person. */
export class PmeError extends Error {
  override readonly name = 'PmeError';

  constructor(
    readonly status: number,
    /** The code of the service's error table; null when the answer was not the service's (a proxy's 502, say). */
    readonly code: ErrorCode | null,
    message: string,
    /** The input field at fault, when there is one (`amount`, `settings.sizing.amount`). */
    readonly param: string | undefined,
    /** Seconds to wait before retrying (429 and 503). */
    readonly retryAfter: number | undefined,
  ) {
    super(message);
  }
}

/** What a success answer carries: `data` for market and administration routes, `response` for the others. */
export type Payload<Body> = Body extends { data: infer T }
  ? T
  : Body extends { response: infer T }
    ? T
    : Body;

interface Answer<Body> {
  data?: Body;
  error?: unknown;
  response: Response;
}

/** Awaits an openapi-fetch call and returns its payload, or throws its failure as a PmeError. */
export async function unwrap<Body>(call: Promise<Answer<Body>>): Promise<Payload<Body>> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) throw failure(response, error);
  const body = data as { data?: unknown; response?: unknown };
  return ('data' in body ? body.data : 'response' in body ? body.response : data) as Payload<Body>;
}

function failure(response: Response, error: unknown): PmeError {
  const retry = Number(response.headers.get('retry-after'));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : undefined;
  if (typeof error === 'object' && error !== null && 'code' in error && 'error' in error) {
    const e = error as Schemas['Error'];
    return new PmeError(response.status, e.code, e.error, e.param, retryAfter);
  }
  const text = typeof error === 'string' && error ? error : response.statusText;
  return new PmeError(response.status, null, `HTTP ${response.status}: ${text}`, undefined, retryAfter);
}
