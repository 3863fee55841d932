import { Type } from '@sinclair/typebox';
import type { Sql } from '../../storage/postgres/sql.ts';
import { createProject } from '../../engine/admin/projects.ts';
import { route, type AnyRoute } from '../route.ts';

export const ProjectName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Letters, digits, hyphens and underscores; at most 64 characters.',
});

export function adminRoutes(deps: { sql: Sql }): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/v1/admin/projects',
      summary: 'Create a project and its first project API key (bootstrap)',
      tag: 'admin',
      envelope: 'data',
      auth: 'admin',
      body: Type.Object({ name: ProjectName }),
      response: Type.Object({
        project_id: Type.String({ format: 'uuid' }),
        name: Type.String(),
        public_key: Type.String({ pattern: '^pk_' }),
        secret_key: Type.String({ pattern: '^sk_' }),
      }),
      handler: ({ body }) => createProject(deps.sql, body.name),
    }),
  ];
}
