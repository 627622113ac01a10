import { describe, expect, it } from 'vitest';
import { columnsInTrouble, exampleValues, guessState, initialMapping, mappingProblems, mappingToSend, unmappedRequired } from '../../../src/pages/audience/uploads/mapping.ts';

const known = new Set(['phone', 'first_name', 'last_name', 'email', 'country', 'tags', 'plan']);

describe('initialMapping', () => {
  it('takes the header guess where it names a field the team has', () => {
    const mapping = initialMapping(['Mobile', 'Name', 'Plan', 'Notes'], { Mobile: 'phone', Name: 'first_name', Plan: 'plan', Notes: null }, known);
    expect(mapping).toEqual({ Mobile: 'phone', Name: 'first_name', Plan: 'plan', Notes: null });
  });

  it('drops a guess naming a custom field that is gone, and columns the guess left out', () => {
    expect(initialMapping(['Tier', 'Extra'], { Tier: 'tier' }, known)).toEqual({ Tier: null, Extra: null });
  });
});

describe('mappingProblems', () => {
  it('wants exactly one phone column', () => {
    expect(mappingProblems({ A: 'first_name', B: null })).toEqual([{ kind: 'no-phone' }]);
    expect(mappingProblems({ A: 'phone', B: 'phone' })).toEqual([{ kind: 'many-phones', columns: ['A', 'B'] }]);
    expect(mappingProblems({ A: 'phone', B: 'email' })).toEqual([]);
  });

  it('refuses a field filled from two columns, but several tag columns are fine', () => {
    expect(mappingProblems({ P: 'phone', A: 'email', B: 'email' })).toEqual([{ kind: 'repeated', field: 'email', columns: ['A', 'B'] }]);
    expect(mappingProblems({ P: 'phone', A: 'tags', B: 'tags' })).toEqual([]);
    expect(mappingProblems({ P: 'phone', A: 'plan', B: 'plan' })).toEqual([{ kind: 'repeated', field: 'plan', columns: ['A', 'B'] }]);
  });

  it('names the columns in trouble', () => {
    const problems = mappingProblems({ A: 'phone', B: 'phone', C: 'email', D: 'email', E: 'first_name' });
    expect([...columnsInTrouble(problems)].sort()).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('guessState', () => {
  const initial = { Phone: 'phone', Notes: null, Name: 'first_name' };
  it('says whether a column keeps the header guess, was changed, or had none', () => {
    expect(guessState('Phone', { ...initial }, initial)).toBe('guessed');
    expect(guessState('Notes', { ...initial }, initial)).toBe('unmatched');
    expect(guessState('Notes', { ...initial, Notes: 'plan' }, initial)).toBe('changed');
    expect(guessState('Name', { ...initial, Name: null }, initial)).toBe('changed');
    expect(guessState('Name', { ...initial, Name: 'last_name' }, initial)).toBe('changed');
  });
});

describe('mappingToSend and exampleValues', () => {
  it('sends only the columns that are imported', () => {
    expect(mappingToSend({ A: 'phone', B: null, C: 'plan' })).toEqual({ A: 'phone', C: 'plan' });
  });

  it('shows up to three different non-blank values of a column', () => {
    const rows = [['1', ''], ['2', 'x'], ['2', ' '], ['3', 'y'], ['4', 'z'], ['5', 'w']];
    expect(exampleValues(rows, 0)).toEqual(['1', '2', '3']);
    expect(exampleValues(rows, 1)).toEqual(['x', 'y', 'z']);
    expect(exampleValues([[null], [undefined]], 0)).toEqual([]);
  });
});

describe('unmappedRequired', () => {
  it('names the required custom fields no column fills', () => {
    expect(unmappedRequired({ A: 'phone', B: 'consent' }, ['consent', 'plan'])).toEqual(['plan']);
    expect(unmappedRequired({ A: 'phone' }, [])).toEqual([]);
  });
});
