/**
 * A data file as the API answers it (its record, and the answer of an upload or an import), typed
 * from the data-files resource's own fields: the screens read what the server's record schema
 * sends, and a field added to the resource shows up here without a second declaration.
 */
import type { z } from '../validation.ts';
import type { DATA_FILE_STATUSES, dataFiles } from './data-files.ts';

export type DataFileStatus = (typeof DATA_FILE_STATUSES)[number];

type Fields = (typeof dataFiles)['fields'];
/** A field that may be left empty is answered as null (recordSchema), never left out. */
type Answered<S extends z.ZodType> = undefined extends z.output<S> ? Exclude<z.output<S>, undefined> | null : z.output<S>;

export type DataFile = {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
  created_by_id: number | null;
  updated_by_id: number | null;
} & { [K in keyof Fields]: Answered<Fields[K]['schema']> };
