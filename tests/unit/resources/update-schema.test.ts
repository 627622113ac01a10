/** An update changes the fields it names; a field left out keeps its value, even one with a default. */
import { describe, expect, it } from 'vitest';
import { contacts } from '../../../resources/audience/contacts.ts';
import { createSchema, updateSchema } from '../../../resources/kit/index.ts';

describe('update bodies', () => {
  it('fill no defaults into fields the update leaves out', () => {
    expect(updateSchema(contacts).parse({ first_name: 'Rana' })).toEqual({ first_name: 'Rana' });
  });

  it('still check the fields they name', () => {
    expect(updateSchema(contacts).safeParse({ status: 'gone' }).success).toBe(false);
    expect(updateSchema(contacts).parse({ tags: ['vip'] })).toEqual({ tags: ['vip'] });
  });

  it('leave defaults to creates', () => {
    expect(createSchema(contacts).parse({ phone: '+971501234567' })).toMatchObject({ tags: [], status: 'subscribed' });
  });
});
