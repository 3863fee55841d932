// Browser origins each project allows (its settings' `cors_origins`), for the CORS middleware.
// A preflight carries no credential, so it is judged against every project's list: an origin some
// project allows is answered; the answer to the real request then depends on the credential's own
// project (api/middleware/cors.ts). The lists are read from the database at most every
// REFRESH_MS; a settings change is published on the hot state so that every API process reloads
// on the next request instead of waiting out the interval.
import { BadRequestError } from '../../core/errors.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { listCorsOrigins } from '../../storage/postgres/repositories/project-settings.ts';

/** Key of the list in a project's settings object. */
export const CORS_SETTING = 'cors_origins';
/** Most origins one project may list: a handful of front ends and their staging copies. */
export const CORS_ORIGINS_MAX = 50;
/** Longest read interval of the lists, ms: a change reaches processes that missed its message by then. */
const REFRESH_MS = 30_000;
const CHANGED_CHANNEL = 'projects:cors-changed';

/** `scheme://host[:port]`, what a browser sends in Origin (no path, no trailing slash). */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?$/;

/** Throws 400 unless `settings.cors_origins` is absent or a list of origins a browser sends. */
export function assertCorsSetting(settings: Record<string, unknown>): void {
  if (!(CORS_SETTING in settings)) return;
  const list = settings[CORS_SETTING];
  const param = `settings.${CORS_SETTING}`;
  if (!Array.isArray(list) || list.length > CORS_ORIGINS_MAX) {
    throw new BadRequestError(
      (name) => `${name(param)} must be an array of at most ${CORS_ORIGINS_MAX} origins`,
      'invalid_request',
      param,
    );
  }
  for (const origin of list) {
    if (typeof origin !== 'string' || !ORIGIN.test(origin)) {
      throw new BadRequestError(
        (name) =>
          `${name(param)} must list origins as a browser sends them, scheme://host[:port] in lower case (e.g. https://app.example.com); got ${JSON.stringify(origin)}`,
        'invalid_request',
        param,
      );
    }
  }
}

export class CorsOrigins {
  /** origin → the projects allowing it. */
  private byOrigin = new Map<string, Set<string>>();
  private readAt = -Infinity;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: SqlExecutor,
    private readonly hot: HotState,
    private readonly now: () => number = Date.now,
  ) {}

  /** Hears other processes' changes; without it, changes still arrive within REFRESH_MS. */
  async start(): Promise<void> {
    await this.hot.subscribe(CHANGED_CHANNEL, () => {
      this.readAt = -Infinity;
    });
  }

  /** Call after a project's settings changed: this process reloads at once, the others on the message. */
  async changed(): Promise<void> {
    this.readAt = -Infinity;
    await this.hot.publish(CHANGED_CHANNEL, '1');
  }

  /** Whether any project allows the origin (a preflight), or the given project does. */
  async allows(origin: string, projectId?: string): Promise<boolean> {
    if (this.now() - this.readAt >= REFRESH_MS) await this.reload();
    const projects = this.byOrigin.get(origin);
    if (!projects) return false;
    return projectId === undefined || projects.has(projectId);
  }

  private reload(): Promise<void> {
    this.loading ??= (async () => {
      const startedAt = this.now();
      const byOrigin = new Map<string, Set<string>>();
      for (const { projectId, origin } of await listCorsOrigins(this.db, CORS_SETTING)) {
        let projects = byOrigin.get(origin);
        if (!projects) byOrigin.set(origin, (projects = new Set()));
        projects.add(projectId);
      }
      this.byOrigin = byOrigin;
      this.readAt = startedAt;
    })().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }
}
