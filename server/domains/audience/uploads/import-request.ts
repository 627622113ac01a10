/**
 * What the import job reads back from the data file (import_options): the request as checked
 * against the file and the team (the request's own schema is resources/audience/data-file-import.ts).
 */
import type { EveryRowValue, OnDuplicate } from '../../../../resources/audience/data-file-import.ts';

export interface ImportOptions {
  mapping: Record<string, string>;
  /** Custom field key → the value every row gets where its cell is empty or unmapped (absent in imports before these existed). */
  defaults?: Record<string, EveryRowValue>;
  default_country: string | null;
  tags: string[];
  segment_id: number | null;
  on_duplicate: OnDuplicate;
  /** The file is read with another encoding or separator than when it was counted: count it again first. */
  recount: boolean;
}
