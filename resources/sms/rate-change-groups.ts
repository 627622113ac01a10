/**
 * GET /v1/sms/routing/rates/changes/groups: the rate changes grouped as the changes screen shows
 * them (docs/areas/sms.md#rate-changes): by batch (a deck, an edit, a bulk change), or by route and
 * day for changes logged outside a batch, newest first, each with its counts and its largest
 * changes. Read by the route and the screen alike.
 */
import { z } from '../validation.ts';
import { RATE_CHANGE_KINDS, RATE_CHANGE_STATUSES } from './rate-changes.ts';

export const RATE_CHANGE_GROUPS_API = '/v1/sms/routing/rates/changes/groups';

/** How many of a group's largest changes come with it. */
export const LARGEST_CHANGES = 5;

export const rateChangeGroupsQuery = z.object({
  route_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(['pending', 'decided']).optional().describe('pending: groups with a change still waiting; decided: the others.'),
  _start: z.coerce.number().int().min(0).default(0),
  _end: z.coerce.number().int().min(1).optional(),
});

export const groupChangeSchema = z.object({
  id: z.number().int(),
  network_name: z.string(),
  country: z.string(),
  mcc: z.string(),
  mnc: z.string(),
  old_price: z.number().int().nullable(),
  new_price: z.number().int().nullable(),
  currency: z.string(),
  change: z.enum(RATE_CHANGE_KINDS),
  /** (new − old) / old, as a fraction; null for a new or closed network. */
  change_ratio: z.number().nullable(),
  effective_from: z.string(),
  status: z.enum(RATE_CHANGE_STATUSES),
  inside_notice: z.boolean(),
});
export type GroupChange = z.infer<typeof groupChangeSchema>;

export const rateChangeGroupSchema = z.object({
  /** `batch:<id>`, or `day:<YYYY-MM-DD>:<route id>` for changes outside a batch. */
  key: z.string(),
  batch_id: z.number().int().nullable(),
  route_id: z.number().int(),
  route_name: z.string(),
  /** The batch's (upload, mail, edit, bulk), null outside one. */
  source: z.string().nullable(),
  file_name: z.string().nullable(),
  /** The batch's status; outside a batch, pending while a change waits. */
  status: z.enum(['pending', 'approved', 'rejected', 'applied']),
  received_at: z.string(),
  day: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  notice_days: z.number().int(),
  counts: z.object({
    total: z.number().int(),
    increase: z.number().int(),
    decrease: z.number().int(),
    new: z.number().int(),
    closed: z.number().int(),
    inside_notice: z.number().int(),
    pending: z.number().int(),
  }),
  largest: z.array(groupChangeSchema),
});
export type RateChangeGroup = z.infer<typeof rateChangeGroupSchema>;
