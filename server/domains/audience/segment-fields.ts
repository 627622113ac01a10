/**
 * What a team's segment rules may name: the standard contact fields and history facts
 * (resources/audience/segment-rules.ts) and the team's own custom fields, with their operators.
 * The compiler checks rules against it; the editor gets it, with values to pick from, at
 * `GET /v1/audience/segments/fields`.
 */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  CUSTOM_PREFIX,
  operatorsOf,
  STANDARD_FIELDS,
  type BuilderField,
  type FieldType,
  type StandardField,
} from '../../../resources/audience/segment-rules.ts';
import type { CUSTOM_FIELD_TYPES } from '../../../resources/audience/custom-fields.ts';
import { CALL_OUTCOMES } from '../../../resources/voice/shared.ts';
import type { Db } from '../../db/client.ts';
import { campaigns, contacts, customFields } from '../../db/schema/index.ts';
import type { Catalogue, CatalogueField } from './segment-rules.ts';

const HISTORY_KINDS = { sent_campaign: 'message_sent', clicked_campaign: 'clicked', call_outcome: 'call' } as const;

/** At most this many values are offered for a field (the most common first). */
const MAX_VALUES = 300;

const CUSTOM_TYPES: Record<(typeof CUSTOM_FIELD_TYPES)[number], FieldType> = { text: 'text', number: 'number', date: 'date', boolean: 'boolean', select: 'select' };

interface TeamCustomField {
  key: string;
  name: string;
  type: (typeof CUSTOM_FIELD_TYPES)[number];
  options: string[] | null;
}

export async function customFieldsOf(db: Db, teamId: number): Promise<TeamCustomField[]> {
  return db
    .select({ key: customFields.key, name: customFields.name, type: customFields.type, options: customFields.options })
    .from(customFields)
    .where(eq(customFields.team_id, teamId))
    .orderBy(asc(customFields.name));
}

function standardField(f: StandardField): CatalogueField {
  const history = HISTORY_KINDS[f.name as keyof typeof HISTORY_KINDS];
  return {
    name: f.name,
    type: f.type,
    operators: operatorsOf(f.type, f.nullable),
    allowed: f.values,
    source: history ? { history } : { column: f.name as keyof typeof contacts.$inferSelect },
  };
}

function customField(c: TeamCustomField): CatalogueField {
  const type = CUSTOM_TYPES[c.type];
  return {
    name: `${CUSTOM_PREFIX}${c.key}`,
    type,
    operators: operatorsOf(type, true),
    allowed: type === 'select' && c.options?.length ? c.options : undefined,
    source: { custom: c.key },
  };
}

/** The team's whitelist, for compiling its rules. */
export async function segmentCatalogue(db: Db, teamId: number): Promise<Catalogue> {
  const [custom, campaignRows] = await Promise.all([
    customFieldsOf(db, teamId),
    db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.team_id, teamId)),
  ]);
  const fields = new Map<string, CatalogueField>();
  for (const f of STANDARD_FIELDS) fields.set(f.name, standardField(f));
  for (const c of custom) fields.set(`${CUSTOM_PREFIX}${c.key}`, customField(c));
  return { teamId, fields, campaignIds: new Set(campaignRows.map((r) => r.id)) };
}

/** The fields for the builder, with the values to pick from: fixed ones, and those the team's contacts hold. */
export async function builderFields(db: Db, teamId: number): Promise<BuilderField[]> {
  const custom = await customFieldsOf(db, teamId);
  const out: BuilderField[] = [];
  for (const f of STANDARD_FIELDS) {
    const values = f.values ? f.values.map((value) => ({ value })) : f.present ? await presentValues(db, teamId, f.name) : undefined;
    out.push({ name: f.name, group: f.group, type: f.type, operators: operatorsOf(f.type, f.nullable), ...(values && { values }) });
  }
  for (const c of custom) {
    const field = customField(c);
    out.push({
      name: field.name,
      label: c.name,
      group: 'custom',
      type: field.type,
      operators: [...field.operators],
      ...(field.allowed && { values: field.allowed.map((value) => ({ value })) }),
    });
  }
  return out;
}

async function presentValues(db: Db, teamId: number, name: string): Promise<{ value: string; label?: string }[]> {
  const mine = eq(contacts.team_id, teamId);
  const rows = (q: Promise<{ value: string | null }[]>) => q.then((r) => r.filter((x): x is { value: string } => !!x.value).map(({ value }) => ({ value })));
  switch (name) {
    case 'country':
    case 'network':
    case 'timezone':
    case 'number_type': {
      const col = contacts[name];
      return rows(db.selectDistinct({ value: col }).from(contacts).where(and(mine, isNotNull(col))).orderBy(asc(col)).limit(MAX_VALUES));
    }
    case 'tags': {
      const result = await db.execute<{ value: string }>(sql`
        select t.value from ${contacts} c cross join lateral jsonb_array_elements_text(c.tags) as t(value)
        where c.team_id = ${teamId} group by t.value order by count(*) desc, t.value limit ${MAX_VALUES}`);
      return (result as unknown as { rows: { value: string }[] }).rows.map(({ value }) => ({ value }));
    }
    case 'sent_campaign':
    case 'clicked_campaign': {
      const list = await db
        .select({ id: campaigns.id, name: campaigns.name })
        .from(campaigns)
        .where(eq(campaigns.team_id, teamId))
        .orderBy(desc(campaigns.created_at))
        .limit(MAX_VALUES);
      return list.map((c) => ({ value: String(c.id), label: c.name }));
    }
    case 'call_outcome': {
      const result = await db.execute<{ value: string }>(sql`
        select distinct detail ->> 'outcome' as value from contact_events
        where team_id = ${teamId} and kind = 'call' and detail ->> 'outcome' is not null order by 1 limit ${MAX_VALUES}`);
      // The outcomes calls end with, and any other the team's history holds.
      const present = (result as unknown as { rows: { value: string }[] }).rows.map((r) => r.value);
      return [...new Set([...CALL_OUTCOMES, ...present])].map((value) => ({ value }));
    }
    default:
      return [];
  }
}
