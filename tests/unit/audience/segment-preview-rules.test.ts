import { describe, expect, it } from 'vitest';
import { isRuleComplete, previewableRules, type SegmentRuleGroup } from '../../../resources/audience/segment-rules.ts';

describe('which rules the segment builder counts', () => {
  it('needs a field, an operator and a value unless the operator takes none', () => {
    expect(isRuleComplete({ field: '~', operator: '=', value: '' })).toBe(false);
    expect(isRuleComplete({ field: 'first_name', operator: '=', value: '' })).toBe(false);
    expect(isRuleComplete({ field: 'first_name', operator: '=', value: '  ' })).toBe(false);
    expect(isRuleComplete({ field: 'first_name', operator: '=', value: 'Quil' })).toBe(true);
    expect(isRuleComplete({ field: 'first_name', operator: 'null' })).toBe(true);
    expect(isRuleComplete({ field: 'tags', operator: 'in', value: [] })).toBe(false);
    expect(isRuleComplete({ field: 'tags', operator: 'in', value: ',' })).toBe(false);
    expect(isRuleComplete({ field: 'tags', operator: 'in', value: 'vip,' })).toBe(true);
    expect(isRuleComplete({ field: 'age', operator: 'between', value: '18,' })).toBe(false);
    expect(isRuleComplete({ field: 'age', operator: 'between', value: [18, 65] })).toBe(true);
    expect(isRuleComplete({ field: 'age', operator: '>', value: 0 })).toBe(true);
    expect(isRuleComplete({ field: 'opted_in', operator: '=', value: false })).toBe(true);
  });

  it('sends unfinished rules disabled, keeping every path, and names them', () => {
    const group: SegmentRuleGroup = {
      combinator: 'and',
      rules: [
        { field: 'first_name', operator: '=', value: 'Quil' },
        { combinator: 'or', rules: [{ field: 'city', operator: '=', value: '' }, { field: 'tags', operator: 'notNull' }] },
        { field: '~', operator: '=', value: '' },
      ],
    };
    const { rules, incomplete } = previewableRules(group);
    expect(incomplete).toEqual(['rules.rules.1.rules.0', 'rules.rules.2']);
    expect(rules.rules[0]).toEqual(group.rules[0]);
    expect((rules.rules[1] as SegmentRuleGroup).rules[0]).toMatchObject({ field: 'city', disabled: true });
    expect((rules.rules[1] as SegmentRuleGroup).rules[1]).toEqual({ field: 'tags', operator: 'notNull' });
    expect(rules.rules[2]).toMatchObject({ disabled: true });
  });
});
