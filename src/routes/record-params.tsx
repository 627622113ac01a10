import { lazy, type ReactNode } from 'react';
import { useParams } from 'react-router';

const NotFound = lazy(() => import('../pages/errors/not-found.tsx'));

/** The largest id a record has (a PostgreSQL integer, as the API's id parameter says). */
const MAX_ID = 2_147_483_647;

/** Whether a path segment can name a record: a positive integer, written without a sign or leading zeros. */
export function isRecordId(segment: string | undefined): boolean {
  return segment !== undefined && /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= MAX_ID;
}

/** The record placeholders of a route pattern (`:id`, and `:rid` under a parent). */
export function recordParams(pattern: string): string[] {
  return ['id', 'rid'].filter((name) => pattern.split('/').includes(`:${name}`));
}

/**
 * A record screen opened at a segment that is no id (`/integrations/billings` reaching
 * `/integrations/:id`) names no record: the not-found page shows, rather than a screen asking the
 * API for record "billings".
 */
export function RecordParams({ names, children }: { names: string[]; children: ReactNode }) {
  const params = useParams();
  return names.every((name) => isRecordId(params[name])) ? children : <NotFound />;
}
