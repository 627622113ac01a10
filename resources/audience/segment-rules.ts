/**
 * A segment's rules: react-querybuilder's JSON (`{combinator, not?, rules: [{field, operator, value}
 * | group]}`), the fields and operators a rule may use, and the API contracts of the segment
 * builder (fields, preview, summary, progress). Shared by the server, which compiles the rules to
 * SQL against exactly this whitelist (server/domains/audience/segment-rules.ts), and the editor.
 */
import { z } from '../validation.ts';
import { CONTACT_CHANNELS, CONTACT_SOURCES, CONTACT_STATUSES } from './contacts.ts';

/** How deep groups nest, how many rules a segment holds, how many values one rule lists. */
export const SEGMENT_RULE_LIMITS = { depth: 5, rules: 200, values: 1000, text: 500 } as const;

export const OPERATORS = [
  '=',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'contains',
  'doesNotContain',
  'beginsWith',
  'endsWith',
  'in',
  'notIn',
  'between',
  'notBetween',
  'null',
  'notNull',
  'inLastDays',
  'olderThanDays',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** i18n key of each operator (`segments.builder.operators.<key>`): keys cannot hold `=` or `<`. */
export const OPERATOR_KEYS: Record<Operator, string> = {
  '=': 'eq',
  '!=': 'ne',
  '<': 'lt',
  '<=': 'lte',
  '>': 'gt',
  '>=': 'gte',
  contains: 'contains',
  doesNotContain: 'doesNotContain',
  beginsWith: 'beginsWith',
  endsWith: 'endsWith',
  in: 'in',
  notIn: 'notIn',
  between: 'between',
  notBetween: 'notBetween',
  null: 'null',
  notNull: 'notNull',
  inLastDays: 'inLastDays',
  olderThanDays: 'olderThanDays',
};

/**
 * What a field holds, which decides its operators and its value editor: `list` is a JSON array
 * (tags, channels), `date` a day (YYYY-MM-DD), `datetime` a moment, `campaign` and `outcome` the
 * contact's history (messages sent, clicks, calls).
 */
export const FIELD_TYPES = ['text', 'select', 'list', 'boolean', 'number', 'date', 'datetime', 'campaign', 'outcome'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const NULLS = ['null', 'notNull'] as const;
/** Operators per field type; a field that can never be empty drops `null` and `notNull`. */
export const TYPE_OPERATORS: Record<FieldType, readonly Operator[]> = {
  text: ['=', '!=', 'contains', 'doesNotContain', 'beginsWith', 'endsWith', 'in', 'notIn', ...NULLS],
  select: ['=', '!=', 'in', 'notIn', ...NULLS],
  list: ['contains', 'doesNotContain', 'in', 'notIn', ...NULLS],
  boolean: ['=', ...NULLS],
  number: ['=', '!=', '<', '<=', '>', '>=', 'between', 'notBetween', ...NULLS],
  date: ['=', '!=', '<', '<=', '>', '>=', 'between', 'notBetween', ...NULLS],
  datetime: ['<', '>', 'between', 'inLastDays', 'olderThanDays', ...NULLS],
  // Was sent (clicked) this campaign, was not, any campaign at all, none ever.
  campaign: ['=', '!=', 'notNull', 'null'],
  // Had a call with this outcome (one of these), had none, was called at all, never.
  outcome: ['=', '!=', 'in', 'notIn', 'notNull', 'null'],
};

/** Operators that take no value, and those that take a list or a pair. */
export const NO_VALUE: ReadonlySet<Operator> = new Set(['null', 'notNull']);
export const LIST_VALUE: ReadonlySet<Operator> = new Set(['in', 'notIn']);
export const PAIR_VALUE: ReadonlySet<Operator> = new Set(['between', 'notBetween']);

export const FIELD_GROUPS = ['contact', 'number', 'custom', 'history'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

export const REACHABILITY = ['valid', 'invalid', 'absent', 'unknown'] as const;

export interface StandardField {
  name: string;
  type: FieldType;
  group: FieldGroup;
  /** The field may be empty (null, or an empty list): `null` and `notNull` apply. */
  nullable: boolean;
  /** Fixed values (statuses); otherwise the server lists the values present, where it does. */
  values?: readonly string[];
  /** The server lists the values the team's contacts hold (countries, networks). */
  present?: boolean;
}

const f = (name: string, type: FieldType, group: FieldGroup, extra: Partial<StandardField> = {}): StandardField => ({ name, type, group, nullable: true, ...extra });

/** Every contact column and history fact a rule may name (custom fields come from the team: `custom.<key>`). */
export const STANDARD_FIELDS: readonly StandardField[] = [
  f('phone', 'text', 'contact', { nullable: false }),
  f('first_name', 'text', 'contact'),
  f('last_name', 'text', 'contact'),
  f('email', 'text', 'contact'),
  f('status', 'select', 'contact', { nullable: false, values: CONTACT_STATUSES }),
  f('opted_out', 'boolean', 'contact', { nullable: false }),
  f('source', 'select', 'contact', { nullable: false, values: CONTACT_SOURCES }),
  f('channels', 'list', 'contact', { values: CONTACT_CHANNELS }),
  f('tags', 'list', 'contact', { present: true }),
  f('created_at', 'datetime', 'contact', { nullable: false }),
  f('last_contacted_at', 'datetime', 'contact'),
  f('country', 'select', 'number', { present: true }),
  f('number_type', 'select', 'number', { present: true }),
  f('valid', 'boolean', 'number', { nullable: false }),
  f('timezone', 'select', 'number', { present: true }),
  f('network', 'select', 'number', { present: true }),
  f('mcc', 'text', 'number'),
  f('mnc', 'text', 'number'),
  f('ported', 'boolean', 'number'),
  f('reachability', 'select', 'number', { values: REACHABILITY }),
  f('sent_campaign', 'campaign', 'history', { present: true }),
  f('clicked_campaign', 'campaign', 'history', { present: true }),
  f('call_outcome', 'outcome', 'history', { present: true }),
];

export const CUSTOM_PREFIX = 'custom.';

/** The operators a field of this type offers (without `null`/`notNull` when it cannot be empty). */
export function operatorsOf(type: FieldType, nullable: boolean): Operator[] {
  return TYPE_OPERATORS[type].filter((op) => nullable || !NO_VALUE.has(op));
}

// ---- The rules themselves ----------------------------------------------------------------------

const scalar = z.union([z.string().max(SEGMENT_RULE_LIMITS.text), z.number().finite(), z.boolean()]);
export const ruleValueSchema = z.union([scalar, z.null(), z.array(z.union([z.string().max(SEGMENT_RULE_LIMITS.text), z.number().finite()])).max(SEGMENT_RULE_LIMITS.values)]);

export const segmentRuleSchema = z.object({
  id: z.string().max(100).optional(),
  field: z.string().min(1).max(100),
  operator: z.string().min(1).max(40),
  value: ruleValueSchema.optional(),
  /** react-querybuilder may compare with another field; Parley compares with values only. */
  valueSource: z.literal('value').optional(),
  disabled: z.boolean().optional(),
});

export interface SegmentRule {
  id?: string;
  field: string;
  operator: string;
  value?: z.infer<typeof ruleValueSchema>;
  valueSource?: 'value';
  disabled?: boolean;
}

export interface SegmentRuleGroup {
  id?: string;
  combinator: 'and' | 'or';
  not?: boolean;
  disabled?: boolean;
  rules: (SegmentRule | SegmentRuleGroup)[];
}

/** react-querybuilder's "nothing picked yet" for a field or an operator. */
const PLACEHOLDER = '~';

function filled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/**
 * A rule the person has finished writing: a field, an operator and, unless the operator needs none,
 * a value (both ends for between). The builder counts only these; a half-typed rule waits.
 */
export function isRuleComplete(rule: SegmentRule): boolean {
  if (!rule.field || rule.field === PLACEHOLDER || !rule.operator || rule.operator === PLACEHOLDER) return false;
  if (NO_VALUE.has(rule.operator as Operator)) return true;
  const value = rule.value;
  const parts = Array.isArray(value) ? value : typeof value === 'string' && /^(in|notIn|between|notBetween)$/.test(rule.operator) ? value.split(',') : [value];
  const given = parts.filter(filled);
  if (rule.operator === 'between' || rule.operator === 'notBetween') return given.length === 2 && parts.length === 2;
  return given.length > 0;
}

/**
 * The rules to preview: each unfinished rule disabled (the server leaves disabled rules out, and
 * paths stay as the builder numbers them), with the paths of those rules (`rules.rules.1`).
 */
export function previewableRules(group: SegmentRuleGroup, path = 'rules'): { rules: SegmentRuleGroup; incomplete: string[] } {
  const incomplete: string[] = [];
  const rules = group.rules.map((item, i) => {
    const at = `${path}.rules.${i}`;
    if ('rules' in item) {
      const inner = previewableRules(item, at);
      incomplete.push(...inner.incomplete);
      return inner.rules;
    }
    if (item.disabled || isRuleComplete(item)) return item;
    incomplete.push(at);
    return { ...item, disabled: true };
  });
  return { rules: { ...group, rules }, incomplete };
}

export const segmentGroupSchema: z.ZodType<SegmentRuleGroup> = z.object({
  id: z.string().max(100).optional(),
  combinator: z.enum(['and', 'or']),
  not: z.boolean().optional(),
  disabled: z.boolean().optional(),
  get rules() {
    return z.array(z.union([segmentRuleSchema, segmentGroupSchema])).max(SEGMENT_RULE_LIMITS.rules);
  },
});

export const isGroup = (r: SegmentRule | SegmentRuleGroup): r is SegmentRuleGroup => 'combinator' in r;

/** Depth and size of a rule set: a group inside a group is depth 2. */
export function measure(group: SegmentRuleGroup, depth = 1): { depth: number; rules: number } {
  let out = { depth, rules: 0 };
  for (const r of group.rules) {
    if (isGroup(r)) {
      const inner = measure(r, depth + 1);
      out = { depth: Math.max(out.depth, inner.depth), rules: out.rules + inner.rules };
    } else out.rules++;
  }
  return out;
}

/** A segment's rules as stored and sent: a group within the depth and size limits. */
export const segmentRulesSchema = segmentGroupSchema.superRefine((group, ctx) => {
  const { depth, rules } = measure(group);
  if (depth > SEGMENT_RULE_LIMITS.depth) ctx.addIssue({ code: 'custom', message: `Groups nest at most ${SEGMENT_RULE_LIMITS.depth} deep.` });
  if (rules > SEGMENT_RULE_LIMITS.rules) ctx.addIssue({ code: 'custom', message: `A segment holds at most ${SEGMENT_RULE_LIMITS.rules} rules.` });
});

export const EMPTY_RULES: SegmentRuleGroup = { combinator: 'and', rules: [] };

// ---- The builder's API --------------------------------------------------------------------------

export const SEGMENTS_API = '/v1/audience/segments';

export const fieldValueSchema = z.object({ value: z.string(), label: z.string().optional() });

export const builderFieldSchema = z.object({
  /** What a rule names: a contact column, `custom.<key>`, or a history fact. */
  name: z.string(),
  /** The team's own name for a custom field; standard fields are translated by name. */
  label: z.string().optional(),
  group: z.enum(FIELD_GROUPS),
  type: z.enum(FIELD_TYPES),
  operators: z.array(z.enum(OPERATORS)),
  /** The values to pick from (statuses, the countries present, the team's campaigns). */
  values: z.array(fieldValueSchema).optional(),
});
export type BuilderField = z.infer<typeof builderFieldSchema>;

export const builderFieldsSchema = z.object({ fields: z.array(builderFieldSchema) });

export const PREVIEW_SIZE = 20;
export const previewRequestSchema = z.object({ rules: segmentRulesSchema }).strict();

export const bucketSchema = z.object({ value: z.string().nullable(), count: z.number().int() });
export const segmentSummarySchema = z.object({
  count: z.number().int(),
  by_country: z.array(bucketSchema),
  by_network: z.array(bucketSchema),
  by_status: z.array(bucketSchema),
});
export type SegmentSummary = z.infer<typeof segmentSummarySchema>;

export const BUILD_STATUSES = ['idle', 'building', 'built'] as const;
export const segmentProgressSchema = z.object({
  status: z.enum(BUILD_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  built_at: z.string().nullable(),
});
export type SegmentProgress = z.infer<typeof segmentProgressSchema>;
