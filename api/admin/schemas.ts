// Schemas of the operator routes: a project's bootstrap and a paper credit.
import { Type } from '@sinclair/typebox';
import { boundedAmount } from '../../core/input-bounds.ts';

export const ProjectName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Letters, digits, hyphens and underscores; at most 64 characters.',
});

export const CreateProjectBody = Type.Object({ name: ProjectName }, { title: 'ProjectRequest' });

export const ProjectOut = Type.Object({
  project_id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  public_key: Type.String({ pattern: '^pk_' }),
  secret_key: Type.String({ pattern: '^sk_' }),
}, { title: 'Project' });

export const CreditBody = Type.Object(
  {
    chain: Type.String({ enum: ['POL', 'SOL'] }),
    asset: Type.String({ maxLength: 32 }),
    amount: Type.String({ maxLength: 100, description: 'Token units, e.g. "100".', ...boundedAmount }),
  },
  { title: 'CreditRequest', additionalProperties: false },
);

export const CreditOut = Type.Object({ tx_hash: Type.String(), amount: Type.String(), asset: Type.String() }, { title: 'Credit' });
