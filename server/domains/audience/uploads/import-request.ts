/** What a person asks of an import: which column fills which field, and what to do with the contacts. */
import { z } from 'zod';
import { ON_DUPLICATE } from '../../../../resources/audience/data-files.ts';

export const importRequestSchema = z
  .object({
    /** Column name → contact field (phone, first_name, …) or a custom field's key; null or absent: not imported. */
    mapping: z.record(z.string().max(255), z.string().max(100).nullable()),
    defaults: z
      .record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean()]))
      .optional()
      .describe('A value for every row, by custom field key: "every row: yes" for a required field the file has no column for. A mapped column’s own value wins where its cell is not empty.'),
    default_country: z.string().trim().max(2).nullish().describe('Reads numbers written without a country code; the team’s default country when absent.'),
    tags: z.array(z.string().trim().min(1).max(40)).max(50).optional().describe('Tags every imported contact gets.'),
    segment_id: z.number().int().positive().nullish().describe('A segment every imported contact joins.'),
    on_duplicate: z.enum(ON_DUPLICATE).default('update').describe('A number already in the audience: update its fields, or leave it as it is.'),
    encoding: z.string().max(40).optional().describe('Read the file in this encoding instead of the one found (CSV).'),
    delimiter: z.string().max(10).optional().describe('Read the file with this separator: , ; | or tab (CSV).'),
  })
  .strict();

export type ImportRequest = z.infer<typeof importRequestSchema>;

/** What the import job reads back from the data file (import_options). */
export interface ImportOptions {
  mapping: Record<string, string>;
  /** Custom field key → the value every row gets where its cell is empty or unmapped (absent in imports before these existed). */
  defaults?: Record<string, string | number | boolean>;
  default_country: string | null;
  tags: string[];
  segment_id: number | null;
  on_duplicate: (typeof ON_DUPLICATE)[number];
  /** The file is read with another encoding or separator than when it was counted: count it again first. */
  recount: boolean;
}
