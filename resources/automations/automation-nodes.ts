/**
 * The node types of an automation's diagram: what each one is (a trigger, an action, a condition, a
 * wait or the end), its settings as fields (the editor's side panel draws them with the same
 * widgets as every form), the outputs an edge may leave from, and the events the engine must hear
 * for it. Shared by the server, which validates graphs and runs them
 * (server/domains/automations/), and the editor (src/pages/automations/).
 *
 * Settings are optional while a diagram is a draft; `required` names those a node needs before its
 * automation is published.
 */
import { z } from '../validation.ts';
import { field, type Fields } from '../kit/index.ts';
import { CALL_OUTCOMES } from '../voice/shared.ts';
import { segmentRulesSchema } from '../audience/segment-rules.ts';

export const NODE_GROUPS = ['trigger', 'action', 'condition', 'wait', 'end'] as const;
export type NodeGroup = (typeof NODE_GROUPS)[number];

/**
 * What Parley announces to the engine (server/domains/automations/intake/): a contact created or
 * changed, a tag added, a feed delivering a contact, a link clicked, a message delivered or failed,
 * a call's outcome known.
 */
export const AUTOMATION_EVENTS = ['contact_created', 'contact_changed', 'tag_added', 'feed_received', 'link_clicked', 'message_delivered', 'message_failed', 'call_outcome'] as const;
export type AutomationEvent = (typeof AUTOMATION_EVENTS)[number];

/** What a step answers, read by the "outcome of the previous step" condition. */
export const STEP_OUTCOMES = [
  // send SMS
  'sent',
  'refused',
  // voice call: the call's outcome, or how it failed to connect
  ...CALL_OUTCOMES,
  'no_answer',
  'busy',
  'failed',
  // lookups
  'reachable',
  'unreachable',
  'ported',
  'not_ported',
  // webhook
  'ok',
  'error',
] as const;
export type StepOutcome = (typeof STEP_OUTCOMES)[number];

/** Events a "wait until an event" node waits for. */
export const WAIT_EVENTS = ['link_clicked', 'message_delivered', 'message_failed', 'call_outcome', 'tag_added'] as const;
export const WAIT_UNITS = ['seconds', 'minutes', 'hours', 'days'] as const;
export const SCHEDULE_REPEATS = ['once', 'daily', 'weekly'] as const;
export const MESSAGE_STATUSES = ['delivered', 'failed'] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const id = z.number().int().positive();
const text = (max: number) => z.string().trim().max(max);
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time of day such as 09:30.');
const webUrl = z.string().max(2000).regex(/^https?:\/\/[^\s/]/i, 'Use a web address that starts with http:// or https://.');

const ref = (resource: string, label = 'name') => field({ schema: id.optional(), kind: 'reference', reference: { resource, label } });
const amount = field({ schema: z.number().int().min(1).max(100_000).optional(), kind: 'number' });
const unit = field({ schema: z.enum(WAIT_UNITS).optional(), kind: 'select', options: WAIT_UNITS });

export interface NodeType {
  group: NodeGroup;
  /** Settings, edited in the side panel; every schema accepts undefined (a draft). */
  fields: Fields;
  /** Settings a node must have before publishing. */
  required?: readonly string[];
  /** The outputs an edge may leave from; one output is the default (an edge's `sourceHandle` may be empty); none for the end. */
  handles: readonly string[];
  /** Events the engine listens for while an automation holds this node. */
  listens?: readonly AutomationEvent[];
  /**
   * Its output may lead to several next steps: the journey goes on along each of them at once (a
   * branch journey per further step). Outputs that choose a way (a condition's, a split's, a wait
   * for an event's) lead to one step each.
   */
  fanOut?: boolean;
}

const OUT = ['out'] as const;
const YES_NO = ['yes', 'no'] as const;

export const NODE_TYPES = {
  // Triggers: how contacts enter.
  segment_entered: { group: 'trigger', fields: { segment_id: ref('segments') }, required: ['segment_id'], handles: OUT, fanOut: true, listens: ['contact_created', 'contact_changed'] },
  feed_received: { group: 'trigger', fields: { feed_id: ref('feeds') }, handles: OUT, fanOut: true, listens: ['feed_received'] },
  tag_added: { group: 'trigger', fields: { tag: field({ schema: text(60).optional(), kind: 'text' }) }, required: ['tag'], handles: OUT, fanOut: true, listens: ['tag_added'] },
  link_clicked: { group: 'trigger', fields: { campaign_id: ref('campaigns') }, handles: OUT, fanOut: true, listens: ['link_clicked'] },
  call_outcome: {
    group: 'trigger',
    fields: { agent_id: ref('agents'), outcomes: field({ schema: z.array(z.enum(CALL_OUTCOMES)).max(CALL_OUTCOMES.length).optional(), kind: 'multiselect', options: CALL_OUTCOMES }) },
    required: ['outcomes'],
    handles: OUT, fanOut: true,
    listens: ['call_outcome'],
  },
  message_status: {
    group: 'trigger',
    fields: { status: field({ schema: z.enum(MESSAGE_STATUSES).optional(), kind: 'select', options: MESSAGE_STATUSES }), campaign_id: ref('campaigns') },
    required: ['status'],
    handles: OUT, fanOut: true,
    listens: ['message_delivered', 'message_failed'],
  },
  schedule: {
    group: 'trigger',
    fields: {
      segment_id: ref('segments'),
      starts_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned' }),
      repeat: field({ schema: z.enum(SCHEDULE_REPEATS).optional(), kind: 'select', options: SCHEDULE_REPEATS }),
    },
    required: ['segment_id', 'starts_at'],
    handles: OUT, fanOut: true,
  },
  api_call: { group: 'trigger', fields: {}, handles: OUT, fanOut: true },

  // Actions: what Parley does for the contact.
  send_sms: {
    group: 'action',
    fields: { text: field({ schema: text(1600).optional(), kind: 'sms-text' }), sender: field({ schema: text(20).optional(), kind: 'text' }) },
    required: ['text', 'sender'],
    handles: OUT, fanOut: true,
  },
  voice_call: {
    group: 'action',
    fields: { agent_id: ref('agents'), number_id: ref('voice-numbers', 'number') },
    required: ['agent_id'],
    handles: OUT, fanOut: true,
    listens: ['call_outcome'],
  },
  add_tag: { group: 'action', fields: { tag: field({ schema: text(60).optional(), kind: 'text' }) }, required: ['tag'], handles: OUT, fanOut: true },
  remove_tag: { group: 'action', fields: { tag: field({ schema: text(60).optional(), kind: 'text' }) }, required: ['tag'], handles: OUT, fanOut: true },
  update_field: {
    group: 'action',
    // A contact field (first_name, last_name, email, status) or a custom field (`custom.<key>`).
    fields: { field: field({ schema: z.string().max(80).regex(/^(first_name|last_name|email|status|custom\.[a-z0-9_]{1,60})$/, 'Choose a contact field or a custom field.').optional(), kind: 'text' }), value: field({ schema: text(500).optional(), kind: 'text' }) },
    required: ['field'],
    handles: OUT, fanOut: true,
  },
  hlr_lookup: { group: 'action', fields: {}, handles: OUT, fanOut: true },
  mnp_lookup: { group: 'action', fields: {}, handles: OUT, fanOut: true },
  webhook: { group: 'action', fields: { url: field({ schema: webUrl.optional(), kind: 'url' }) }, required: ['url'], handles: OUT, fanOut: true },
  notify_team: {
    group: 'action',
    fields: { title: field({ schema: text(120).optional(), kind: 'text' }), message: field({ schema: text(1000).optional(), kind: 'textarea' }) },
    required: ['title'],
    handles: OUT, fanOut: true,
  },

  // Conditions: which way the contact goes.
  condition: { group: 'condition', fields: { rules: field({ schema: segmentRulesSchema.optional(), kind: 'json' }) }, required: ['rules'], handles: YES_NO },
  outcome: {
    group: 'condition',
    fields: { outcomes: field({ schema: z.array(z.enum(STEP_OUTCOMES)).max(STEP_OUTCOMES.length).optional(), kind: 'multiselect', options: STEP_OUTCOMES }) },
    required: ['outcomes'],
    handles: YES_NO,
  },
  split: { group: 'condition', fields: { percent: field({ schema: z.number().int().min(1).max(99).optional(), kind: 'number' }) }, required: ['percent'], handles: ['a', 'b'] },

  // Waits: when the contact goes on.
  wait: { group: 'wait', fields: { amount, unit }, required: ['amount', 'unit'], handles: OUT, fanOut: true },
  wait_until: {
    group: 'wait',
    fields: { time: field({ schema: timeOfDay.optional(), kind: 'text' }), days: field({ schema: z.array(z.enum(WEEKDAYS)).max(7).optional(), kind: 'multiselect', options: WEEKDAYS }) },
    required: ['time'],
    handles: OUT, fanOut: true,
  },
  wait_event: {
    group: 'wait',
    fields: { event: field({ schema: z.enum(WAIT_EVENTS).optional(), kind: 'select', options: WAIT_EVENTS }), timeout_amount: amount, timeout_unit: unit },
    required: ['event', 'timeout_amount', 'timeout_unit'],
    handles: ['event', 'timeout'],
    listens: [...WAIT_EVENTS],
  },

  end: { group: 'end', fields: {}, handles: [] },
} as const satisfies Record<string, NodeType>;

export type NodeTypeName = keyof typeof NODE_TYPES;
export const NODE_TYPE_NAMES = Object.keys(NODE_TYPES) as NodeTypeName[];
export const TRIGGER_TYPES = NODE_TYPE_NAMES.filter((n) => NODE_TYPES[n].group === 'trigger') as unknown as readonly [NodeTypeName, ...NodeTypeName[]];

/** Whether an output of this type may lead to several next steps. */
export function mayFanOut(type: NodeTypeName): boolean {
  return (NODE_TYPES[type] as NodeType).fanOut === true;
}

export function isNodeType(type: string): type is NodeTypeName {
  return Object.hasOwn(NODE_TYPES, type);
}

export function nodeType(type: NodeTypeName): NodeType {
  return NODE_TYPES[type];
}

/** The settings schema of a node type: its fields, other keys refused. */
export function settingsSchema(type: NodeTypeName) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(NODE_TYPES[type].fields as Fields)) shape[name] = f.schema;
  return z.strictObject(shape);
}

/** The output an edge leaves from: its handle, or the node's one output. */
export function edgeHandle(type: NodeTypeName, sourceHandle: string | null | undefined): string | null {
  const handles = NODE_TYPES[type].handles as readonly string[];
  if (sourceHandle) return handles.includes(sourceHandle) ? sourceHandle : null;
  return handles.length === 1 ? handles[0] : null;
}
