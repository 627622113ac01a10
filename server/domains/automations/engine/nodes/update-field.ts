/**
 * Setting a contact field (first name, last name, email, status) or a custom field to the node's
 * value, in one statement over every contact at the node. A custom field must still exist in the
 * team's settings, and the value must suit its type; an empty value clears the field.
 */
import { sql } from 'drizzle-orm';
import { CONTACT_STATUSES } from '../../../../../resources/audience/contacts.ts';
import { customFieldsOf } from '../../../audience/segment-fields.ts';
import { allAlike, handleOut, type NodeHandler } from '../types.ts';

const COLUMNS = { first_name: sql`first_name`, last_name: sql`last_name`, email: sql`email`, status: sql`status` } as const;

export const updateField: NodeHandler = {
  run: async ({ node, teamId }, tx, journeys) => {
    const name = typeof node.data?.field === 'string' ? node.data.field : '';
    const raw = typeof node.data?.value === 'string' ? node.data.value.trim() : '';
    const fail = (reason: string) => allAlike(journeys, { kind: 'failed', reason });
    const ids = sql.param([...new Set(journeys.map((j) => j.contact_id))]);
    let set;
    if (name.startsWith('custom.')) {
      const key = name.slice('custom.'.length);
      const field = (await customFieldsOf(tx, teamId)).find((f) => f.key === key);
      if (!field) return fail(`There is no custom field ${key}.`);
      let value: string | number | boolean | null = raw === '' ? null : raw;
      if (value !== null && field.type === 'number') {
        value = Number(raw);
        if (!Number.isFinite(value)) return fail(`${field.name} takes a number, not ${raw}.`);
      }
      if (value !== null && field.type === 'boolean') {
        if (!/^(true|false)$/i.test(raw)) return fail(`${field.name} takes true or false, not ${raw}.`);
        value = raw.toLowerCase() === 'true';
      }
      if (value !== null && field.type === 'select' && field.options?.length && !field.options.includes(raw)) return fail(`${raw} is not one of the options of ${field.name}.`);
      set =
        value === null
          ? sql`custom = coalesce(custom, '{}'::jsonb) - ${key}::text`
          : sql`custom = coalesce(custom, '{}'::jsonb) || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)`;
    } else if (name in COLUMNS) {
      if (name === 'status' && !(CONTACT_STATUSES as readonly string[]).includes(raw)) return fail(`A contact's status is one of ${CONTACT_STATUSES.join(', ')}.`);
      if (name === 'email' && raw && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)) return fail(`${raw} is not an email address.`);
      set = sql`${COLUMNS[name as keyof typeof COLUMNS]} = ${raw === '' ? null : raw}::text`;
    } else return fail(`There is no contact field ${name || '(none)'}.`);
    await tx.execute(sql`
      with changed as (
        update contacts set ${set}, version = version + 1, updated_at = now()
        where team_id = ${teamId} and id = any(${ids}::int[])
        returning id
      )
      insert into contact_events (team_id, contact_id, kind, ref_type, ref_id, detail)
      select ${teamId}, id, 'updated', 'automations', ${journeys[0].automation_id}::int, ${JSON.stringify({ fields: [name] })}::jsonb from changed`);
    return allAlike(journeys, handleOut());
  },
};
