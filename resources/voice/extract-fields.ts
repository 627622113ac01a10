/**
 * What a post-processing pipeline extracts from a call: typed fields (text, number, boolean,
 * choice), each read by the language model or by a rule (a regular expression over the
 * transcript). Shared by the resource (validation, 422 per field), the server and the screens.
 */
import { z } from '../validation.ts';
import { CALL_OUTCOMES } from './shared.ts';

export const EXTRACT_TYPES = ['text', 'number', 'boolean', 'choice'] as const;
export type ExtractType = (typeof EXTRACT_TYPES)[number];
export const EXTRACT_BY = ['llm', 'rule'] as const;

const KEY = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Use lower-case letters, digits and _ (starting with a letter).');

/** A pattern must compile; the i flag is always on (callers speak in any case). */
const pattern = z
  .string()
  .min(1)
  .max(500)
  .refine((p) => {
    try {
      new RegExp(p, 'i');
      return true;
    } catch {
      return false;
    }
  }, 'This is not a valid regular expression.');

export const extractFieldSchema = z
  .object({
    key: KEY,
    type: z.enum(EXTRACT_TYPES),
    by: z.enum(EXTRACT_BY).default('llm'),
    /** What the field means, for the model (and for whoever reads the pipeline). */
    description: z.string().trim().max(500).default(''),
    /** For choice: the values the field may take. */
    choices: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
    /** For a rule: matched over the caller's words; the first group (or the whole match) is the value; for a boolean, a match is true. */
    pattern: pattern.optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.type === 'choice' && !f.choices?.length) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Give the values a choice may take.' });
    if (f.by === 'rule' && !f.pattern) ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'A rule needs a pattern to look for in the transcript.' });
  });
export type ExtractField = z.infer<typeof extractFieldSchema>;

export const extractFieldsSchema = z
  .array(extractFieldSchema)
  .max(30)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `Two fields are called ${f.key}.` });
      seen.add(f.key);
    });
  });

/** An extracted value: text, a number, true/false, or null when the call did not say. */
export type ExtractedValue = string | number | boolean | null;
export type ExtractedValues = Record<string, ExtractedValue>;

/** "Set the outcome to X when field F equals V." */
export const setOutcomeSchema = z
  .object({
    field: KEY,
    equals: z.union([z.string().max(200), z.number(), z.boolean()]),
    outcome: z.enum(CALL_OUTCOMES),
  })
  .strict();
export type SetOutcome = z.infer<typeof setOutcomeSchema>;

/** Whether an extracted value equals what a condition names (text compared without case or edge spaces). */
export function valueEquals(value: ExtractedValue | undefined, expected: string | number | boolean): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string' || typeof expected === 'string') return String(value).trim().toLowerCase() === String(expected).trim().toLowerCase();
  return value === expected;
}
