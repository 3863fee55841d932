// Schema of the recommendations query: a page of events.
import { Type } from '@sinclair/typebox';

export const RecommendationsQuery = Type.Object({
  limit: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 20,
    description: 'Events per page (at most 100).',
  }),
  offset: Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 }),
});
