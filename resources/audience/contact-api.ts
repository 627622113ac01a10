/**
 * The contacts API beyond CRUD, shared by the server's routes and the screens: tags in bulk, the
 * report, the dashboard and a contact's history (docs/areas/audience.md#api).
 */
import { z } from 'zod';

export const CONTACTS_API = '/v1/audience/contacts';

const tag = z.string().trim().min(1).max(40);
/** A list query as the contacts list sends it (`country=AE&custom.plan=gold&q=…`). */
export const contactListQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** Which contacts a bulk change takes: the ones picked on the list, or every one its query shows. */
const pickedContacts = {
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(5_000).optional(),
  filter: contactListQuery.optional().describe('The list’s query parameters: every contact the list shows with them.'),
};
const oneOf = (b: { ids?: unknown; filter?: unknown }) => (b.ids ? 1 : 0) + (b.filter ? 1 : 0) === 1;
const oneOfMessage = { message: 'Give either ids or filter.', path: ['ids'] };

export const tagChangeBody = z
  .object({
    ...pickedContacts,
    add: z.array(tag).max(50).optional(),
    remove: z.array(tag).max(50).optional(),
  })
  .refine(oneOf, oneOfMessage)
  .refine((b) => (b.add?.length ?? 0) + (b.remove?.length ?? 0) > 0, { message: 'Give tags to add or to remove.', path: ['add'] });

export const tagChangeAnswer = z.object({
  /** Contacts whose tags changed (done at once), or null when a job does it. */
  changed: z.number().int().nullable(),
  /** The job doing it, for a filter over many contacts. */
  job_id: z.number().int().nullable(),
});

/** Contacts put in a segment by hand (or taken out), beside the ones its rules pick. */
export const segmentMembersBody = z
  .object({ ...pickedContacts, segment_id: z.number().int().positive().max(2_147_483_647), remove: z.boolean().default(false) })
  .refine(oneOf, oneOfMessage);

/** Contacts' numbers put on the do-not-contact list at once. */
export const bulkOptOutBody = z.object({ ...pickedContacts, reason: z.string().trim().max(500).optional() }).refine(oneOf, oneOfMessage);

export const bulkChangeAnswer = z.object({
  /** Contacts the change reached (already in the segment, or already opted out: not counted). */
  changed: z.number().int(),
});

export const teamTagsAnswer = z.array(z.object({ tag: z.string(), count: z.number().int() }));

const bucket = z.object({ value: z.union([z.string(), z.boolean()]).nullable(), count: z.number().int() });
export const REPORT_DIMENSIONS = ['country', 'network', 'source', 'valid', 'status', 'number_type'] as const;
export const contactReportAnswer = z.object({
  total: z.number().int(),
  by: z.object(Object.fromEntries(REPORT_DIMENSIONS.map((d) => [d, z.array(bucket)])) as Record<(typeof REPORT_DIMENSIONS)[number], z.ZodArray<typeof bucket>>),
  other: z.object(Object.fromEntries(REPORT_DIMENSIONS.map((d) => [d, z.number().int()])) as Record<(typeof REPORT_DIMENSIONS)[number], z.ZodNumber>),
});
export type ContactReportAnswer = z.infer<typeof contactReportAnswer>;

export const DASHBOARD_WINDOWS = [30, 90, 365] as const;
export const contactDashboardQuery = z.object({
  days: z.coerce.number().int().min(7).max(730).default(90),
  interval: z.enum(['day', 'week']).default('week'),
});
export const contactDashboardAnswer = z.object({
  total: z.number().int(),
  subscribed: z.number().int(),
  opted_out: z.number().int(),
  valid: z.number().int(),
  added_this_week: z.number().int(),
  do_not_contact: z.number().int(),
  interval: z.enum(['day', 'week']),
  growth: z.array(z.object({ start: z.string(), added: z.number().int(), total: z.number().int() })),
});
export type ContactDashboardAnswer = z.infer<typeof contactDashboardAnswer>;

export const historyQuery = z.object({
  _start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  _end: z.coerce.number().int().min(0).max(1_000_500).optional(),
});
export const historyEntry = z.object({
  key: z.string(),
  /** created, updated, imported, feed, api, opted_out, opted_in, message_sent, clicked, call, … */
  kind: z.string(),
  at: z.string(),
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  ref_label: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyAnswer = z.array(historyEntry);
