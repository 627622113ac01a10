/** Values shared by the voice resources: call outcomes, currencies and the JSON-object field schema. */
import { z } from '../validation.ts';

export { CURRENCIES } from '../campaigns/offers.ts';

/** What a call ended in; set by classifiers, read by post-processing and campaigns. */
export const CALL_OUTCOMES = ['interested', 'not_interested', 'callback', 'voicemail', 'do_not_call', 'unknown'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** Function names an agent's LLM calls its tools by. */
export const TOOL_KEY = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Use lower-case letters, digits and _ (starting with a letter).');

/**
 * A JSON object (tool parameters, output schemas, classifier rules, workflow graphs). Its top-level
 * values are text, numbers, lists or objects; flags go one level down (`{"options": {"strict": true}}`).
 */
export const jsonObject = () =>
  z
    .record(z.string().min(1).max(100), z.json())
    .refine((o) => !Object.values(o).some((v) => typeof v === 'boolean'), 'Put true/false flags inside a section; top-level values are text, numbers, lists or objects.');

/** A phone number in E.164 (the phone widget's `formatted` value). */
export const E164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'Use the international format, e.g. +14155550100.');
