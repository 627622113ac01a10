/** What a person asks to export: a list as they see it (its filters and sort, its chosen columns). */
import { z } from 'zod';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportColumnSchema = z.object({
  name: z.string().max(100),
  /** The column's heading as the screen shows it (translated). */
  label: z.string().trim().min(1).max(200),
  /** Translated labels of a select's values. */
  labels: z.record(z.string().max(100), z.string().max(200)).optional(),
});

export const exportRequestSchema = z.object({
  resource: z.string().max(100),
  format: z.enum(EXPORT_FORMATS),
  /** The list's json-server parameters (filters, q, _sort, _order); paging is ignored. */
  query: z.record(z.string().max(100), z.union([z.string().max(500), z.array(z.string().max(500)).max(500)])).default({}),
  columns: z.array(exportColumnSchema).min(1).max(100),
  /** The list's translated title, for the job and the file name. */
  title: z.string().trim().min(1).max(200),
});

export type ExportRequest = z.infer<typeof exportRequestSchema>;
