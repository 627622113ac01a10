/** The json-server paging parameters that @refinedev/simple-rest sends (`_start`, `_end`). */
import { z } from 'zod';

export const pageQuery = z.object({
  _start: z.coerce.number().int().min(0).default(0),
  _end: z.coerce.number().int().min(1).optional(),
});

export const MAX_PAGE = 500;

export function pageOf(query: z.infer<typeof pageQuery>, fallback = 10): { offset: number; limit: number } {
  const limit = Math.min(Math.max((query._end ?? query._start + fallback) - query._start, 1), MAX_PAGE);
  return { offset: query._start, limit };
}
