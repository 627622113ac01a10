/**
 * Versioned prompts (docs/areas/voice.md#prompt-versions): an agent's prompt — system prompt, first
 * message and prompt sections — is its draft, edited freely; publishing snapshots the draft as the
 * next version, kept for ever. Calls use the published version. Shapes of the routes under
 * /v1/voice/agents/{id}/…, shared by the server and the agent's settings page.
 */
import { z } from '../validation.ts';
import { PROMPT_PURPOSES } from './agent-prompts.ts';

export const publishPromptPath = (id: number | string) => `/v1/voice/agents/${id}/publish`;
export const promptVersionsPath = (id: number | string) => `/v1/voice/agents/${id}/prompt-versions`;
export const promptVersionPath = (id: number | string, n: number | string) => `${promptVersionsPath(id)}/${n}`;
export const restorePromptPath = (id: number | string, n: number | string) => `${promptVersionPath(id, n)}/restore`;
export const promptDiffPath = (id: number | string) => `/v1/voice/agents/${id}/prompt-diff`;

/** One prompt section as a version keeps it. */
export const promptSectionSnapshot = z.object({
  name: z.string(),
  purpose: z.enum(PROMPT_PURPOSES),
  content: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type PromptSectionSnapshot = z.infer<typeof promptSectionSnapshot>;

/** What a version holds (and what the draft is at any moment). */
export const promptSnapshot = z.object({
  system_prompt: z.string(),
  first_message: z.string().nullable(),
  sections: z.array(promptSectionSnapshot),
});
export type PromptSnapshot = z.infer<typeof promptSnapshot>;

export const publishPromptInput = z.object({ note: z.string().trim().max(500).optional() }).strict();
export type PublishPromptInput = z.infer<typeof publishPromptInput>;

export const promptVersionSummary = z.object({
  version: z.number().int(),
  note: z.string().nullable(),
  published_at: z.string(),
  published_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type PromptVersionSummary = z.infer<typeof promptVersionSummary>;

export const promptVersionDetail = promptVersionSummary.extend({ content: promptSnapshot });
export type PromptVersionDetail = z.infer<typeof promptVersionDetail>;

/** The versions list, newest first, with where the draft stands. */
export const promptVersionsOutput = z.object({
  /** The newest version, which calls use; null while the agent was never published. */
  published_version: z.number().int().nullable(),
  /** The draft differs from the published version (always true while never published). */
  draft_changed: z.boolean(),
  versions: z.array(promptVersionSummary),
});
export type PromptVersionsOutput = z.infer<typeof promptVersionsOutput>;

/** A version number or the draft, as the diff's `from` and `to`. */
export const promptSide = z.union([z.literal('draft'), z.coerce.number().int().min(1)], { error: 'Use a version number or “draft”.' });
/** `from` defaults to the published version, `to` to the draft: "what would publishing change". */
export const promptDiffQuery = z.object({ from: promptSide.optional(), to: promptSide.default('draft') }).strict();

export const DIFF_OPS = ['same', 'add', 'del'] as const;
export const diffLine = z.object({
  op: z.enum(DIFF_OPS),
  text: z.string(),
  /** Line number on the `from` side (same, del) and on the `to` side (same, add). */
  a: z.number().int().optional(),
  b: z.number().int().optional(),
});
export type DiffLine = z.infer<typeof diffLine>;

export const DIFF_PART_KINDS = ['system_prompt', 'first_message', 'section'] as const;
export const DIFF_PART_STATUSES = ['same', 'changed', 'added', 'removed'] as const;
/** One part of the prompt compared: the system prompt, the first message, or a section (matched by name). */
export const diffPart = z.object({
  kind: z.enum(DIFF_PART_KINDS),
  name: z.string().nullable(),
  status: z.enum(DIFF_PART_STATUSES),
  /** A section's purpose, position and active flag on each side, when it exists there. */
  meta: z.object({ from: promptSectionSnapshot.omit({ name: true, content: true }).nullable(), to: promptSectionSnapshot.omit({ name: true, content: true }).nullable() }).optional(),
  lines: z.array(diffLine),
});
export type DiffPart = z.infer<typeof diffPart>;

export const promptDiffOutput = z.object({
  from: z.union([z.literal('draft'), z.number().int()]),
  to: z.union([z.literal('draft'), z.number().int()]),
  changed: z.boolean(),
  parts: z.array(diffPart),
});
export type PromptDiffOutput = z.infer<typeof promptDiffOutput>;
