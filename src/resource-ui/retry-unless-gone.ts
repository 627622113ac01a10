/**
 * React-query's retry rule for reading a referenced record: a 404 means the record is gone, and
 * asking three more times only delays saying so; anything else is tried again as usual.
 */
export const retryUnlessGone = (failures: number, error: unknown): boolean =>
  (error as { statusCode?: number } | null)?.statusCode !== 404 && failures < 3;
