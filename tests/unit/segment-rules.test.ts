/**
 * The segment rule compiler without a database: every operator of every field type compiles, values
 * and custom field keys reach the SQL only as parameters, groups nest with AND/OR/NOT, and bad rules
 * are refused with a 422 naming each by its path. What the SQL selects is held against
 * hand-counted contacts in tests/api/segments.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { STANDARD_FIELDS, operatorsOf, type FieldType, type Operator } from '../../resources/audience/segment-rules.ts';
import { compileSegmentRules, type Catalogue, type CatalogueField } from '../../server/domains/audience/segment-rules.ts';
import { HttpError } from '../../server/http/errors.ts';

const dialect = new PgDialect();
const render = (rules: unknown) => dialect.sqlToQuery(compileSegmentRules(rules, catalogue));

const custom = (key: string, type: FieldType, allowed?: string[]): CatalogueField => ({ name: `custom.${key}`, type, operators: operatorsOf(type, true), allowed, source: { custom: key } });
const fields = new Map<string, CatalogueField>();
for (const f of STANDARD_FIELDS) {
  const history = ({ sent_campaign: 'message_sent', clicked_campaign: 'clicked', call_outcome: 'call' } as const)[f.name as 'sent_campaign'];
  fields.set(f.name, { name: f.name, type: f.type, operators: operatorsOf(f.type, f.nullable), allowed: f.values, source: history ? { history } : { column: f.name as 'phone' } });
}
for (const f of [custom('plan', 'select', ['free', 'pro']), custom('ltv', 'number'), custom('renewal', 'date'), custom('consent', 'boolean'), custom('city', 'text')]) fields.set(f.name, f);
const catalogue: Catalogue = { teamId: 7, fields, campaignIds: new Set([41]) };

/** A value each operator of each type accepts. */
function sampleValue(type: FieldType, op: Operator, field: CatalogueField): unknown {
  if (op === 'null' || op === 'notNull') return undefined;
  const allowed = field.allowed?.[0];
  const one: Record<FieldType, unknown> = { text: 'zq-sample', select: allowed ?? 'zq-sample', list: allowed ?? 'vip', boolean: true, number: 5, date: '2026-01-31', datetime: '2026-01-31', campaign: 41, outcome: 'interested' };
  if (op === 'in' || op === 'notIn') return [one[type]];
  if (op === 'between' || op === 'notBetween') return type === 'number' ? [1, 9] : ['2026-01-01', '2026-02-01'];
  if (op === 'inLastDays' || op === 'olderThanDays') return 30;
  return one[type];
}

function refusal(rules: unknown): HttpError {
  try {
    compileSegmentRules(rules, catalogue);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a 422');
}

describe('compileSegmentRules', () => {
  it('compiles every operator of every field, values only as parameters', () => {
    let compiled = 0;
    for (const field of fields.values()) {
      for (const op of field.operators) {
        const value = sampleValue(field.type, op, field);
        const q = render({ combinator: 'and', rules: [{ field: field.name, operator: op, ...(value !== undefined && { value }) }] });
        expect(q.sql, `${field.name} ${op}`).toMatch(/^\(coalesce\(/);
        if (typeof value === 'string') expect(q.sql).not.toContain(value);
        compiled++;
      }
    }
    expect(compiled).toBeGreaterThan(150);
  });

  it('never puts what a rule says into the SQL text', () => {
    const evil = "x'); drop table contacts; --";
    const q = render({ combinator: 'or', rules: [{ field: 'first_name', operator: 'contains', value: evil }, { field: 'custom.city', operator: '=', value: evil }] });
    expect(q.sql).not.toContain('drop table');
    expect(q.params).toContain(`%${evil}%`);
    // The custom field's key is a parameter too.
    expect(q.sql).not.toContain('city');
    expect(q.params).toContain('city');
  });

  it('escapes LIKE wildcards in contains', () => {
    expect(render({ combinator: 'and', rules: [{ field: 'email', operator: 'contains', value: '50%_off\\' }] }).params).toContain('%50\\%\\_off\\\\%');
  });

  it('nests groups with AND, OR and NOT, and leaves out empty and disabled parts', () => {
    const q = render({
      combinator: 'and',
      rules: [
        { field: 'status', operator: '=', value: 'subscribed' },
        { combinator: 'or', not: true, rules: [{ field: 'country', operator: '=', value: 'US' }, { field: 'tags', operator: 'contains', value: 'vip' }] },
        { combinator: 'and', rules: [] },
        { field: 'first_name', operator: '=', value: 'ignored', disabled: true },
      ],
    });
    expect(q.sql).toMatch(/^\(coalesce\(.+\) and \(not \(coalesce\(.+\) or coalesce\(.+\)\)\)\)$/);
    expect(q.params).not.toContain('ignored');
    expect(render({ combinator: 'and', rules: [] }).sql).toBe('false');
  });

  it('reads lists and pairs as arrays or comma text, numbers and booleans as text', () => {
    expect(render({ combinator: 'and', rules: [{ field: 'country', operator: 'in', value: 'US, CA,,' }] }).params).toContainEqual(['US', 'CA']);
    expect(render({ combinator: 'and', rules: [{ field: 'custom.ltv', operator: 'between', value: '9,1' }] }).params.slice(-2)).toEqual([1, 9]);
    expect(render({ combinator: 'and', rules: [{ field: 'valid', operator: '=', value: 'false' }] }).params).toEqual([false]);
  });

  it('refuses bad rules with a 422 naming each by its path', () => {
    const error = refusal({
      combinator: 'and',
      rules: [
        { field: 'foo', operator: '=', value: 1 },
        { combinator: 'or', rules: [{ field: 'status', operator: 'beginsWith', value: 'sub' }, { combinator: 'and', rules: [{ field: 'custom.plan', operator: '=', value: 'gold' }] }] },
        { field: 'custom.renewal', operator: '<', value: '2026-02-30' },
        { field: 'sent_campaign', operator: '=', value: 99 },
        { field: 'last_contacted_at', operator: 'inLastDays', value: -3 },
        { field: 'created_at', operator: 'null' },
        { field: 'first_name', operator: 'like' },
        { field: 'country', operator: 'in', value: [] },
      ],
    });
    expect(error.statusCode).toBe(422);
    expect(error.errors).toEqual({
      'rules.rules.0': ['Unknown field `foo`.'],
      'rules.rules.1.rules.0': ['`beginsWith` does not apply to `status`.'],
      'rules.rules.1.rules.1.rules.0': ['`gold` is not a value of `custom.plan`; choose one of: free, pro.'],
      'rules.rules.2': ['Enter a date as YYYY-MM-DD.'],
      'rules.rules.3': ['No campaign 99 in this team.'],
      'rules.rules.4': ['Enter a whole number of days, from 1.'],
      'rules.rules.5': ['`null` does not apply to `created_at`.'],
      'rules.rules.6': ['`like` does not apply to `first_name`.'],
      'rules.rules.7': ['Choose one or more values.'],
    });
  });

  it('refuses what is no rule group, too deep or too large, before looking at fields', () => {
    expect(refusal({ rules: [] }).errors).toHaveProperty(['rules.combinator']);
    expect(refusal({ combinator: 'and', rules: [{ field: 'status', operator: '=', value: { $ne: 1 } }] }).errors).toHaveProperty(['rules.rules.0']);
    let deep: unknown = { combinator: 'and', rules: [] };
    for (let i = 0; i < 5; i++) deep = { combinator: 'and', rules: [deep] };
    expect(refusal(deep).message).toBe('Groups nest at most 5 deep.');
    const many = { combinator: 'and', rules: Array.from({ length: 201 }, () => ({ field: 'status', operator: '=', value: 'subscribed' })) };
    expect(refusal(many).statusCode).toBe(422);
  });
});
