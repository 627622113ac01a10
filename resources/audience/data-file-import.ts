/**
 * The upload API beyond CRUD, shared by the routes and the upload wizard: how a file is read (its
 * sample) and what an import asks (docs/areas/audience.md#uploads). The server validates with
 * these schemas and the wizard sends their types, so the two cannot drift apart.
 */
import { z } from '../validation.ts';
import { ON_DUPLICATE } from './data-files.ts';

export type OnDuplicate = (typeof ON_DUPLICATE)[number];

/** How a file is read; left out, the server finds its encoding and separator itself (CSV). */
export const readChoiceQuery = z.object({ encoding: z.string().max(40).optional(), delimiter: z.string().max(10).optional() });
export type ReadChoice = z.infer<typeof readChoiceQuery>;

/** GET …/:id/sample: the first rows as read, with the server's guess at each column's target. */
export const dataFileSample = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  encoding: z.string().nullable(),
  delimiter: z.string().nullable(),
  format: z.string(),
  guessed_mapping: z.record(z.string(), z.string().nullable()),
});
export type DataFileSample = z.infer<typeof dataFileSample>;

const everyRowValue = z.union([z.string().max(1000), z.number(), z.boolean()]);
export type EveryRowValue = z.infer<typeof everyRowValue>;

/** POST …/:id/import: which column fills which field, and what to do with the contacts. */
export const importRequestSchema = z
  .object({
    /** Column name → contact field (CONTACT_FIELDS) or a custom field's key; null or absent: not imported. */
    mapping: z.record(z.string().max(255), z.string().max(100).nullable()),
    defaults: z
      .record(z.string().max(100), everyRowValue)
      .optional()
      .describe('A value for every row, by custom field key: "every row: yes" for a required field the file has no column for. A mapped column’s own value wins where its cell is not empty.'),
    default_country: z.string().trim().max(2).nullish().describe('Reads numbers written without a country code; the team’s default country when absent.'),
    tags: z.array(z.string().trim().min(1).max(40)).max(50).optional().describe('Tags every imported contact gets.'),
    segment_id: z.number().int().positive().nullish().describe('A segment every imported contact joins.'),
    on_duplicate: z.enum(ON_DUPLICATE).default('update').describe('A number already in the audience: update its fields, or leave it as it is.'),
    encoding: readChoiceQuery.shape.encoding.describe('Read the file in this encoding instead of the one found (CSV).'),
    delimiter: readChoiceQuery.shape.delimiter.describe('Read the file with this separator: , ; | or tab (CSV).'),
  })
  .strict();

/** The body as a client sends it (on_duplicate may be left to its default). */
export type ImportRequestBody = z.input<typeof importRequestSchema>;
/** The body as the API has read it. */
export type ImportRequest = z.output<typeof importRequestSchema>;
