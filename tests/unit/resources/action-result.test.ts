import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import '../../../resources/index.ts';
import { resourceByName } from '../../../resources/index.ts';
import { createdId, documentUrl, resultValues } from '../../../src/resource-ui/actions/action-result.ts';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('action results', () => {
  it('translates enum values and booleans, keeps numbers and text', () => {
    const campaigns = resourceByName('campaigns')!;
    expect(resultValues(campaigns, { id: 4, status: 'sending', note: 'x', nested: { a: 1 } }, t)).toEqual({ id: 4, status: '«campaigns.enums.status.sending»', note: 'x' });
    expect(resultValues(resourceByName('companies')!, { active: false }, t)).toEqual({ active: '«resources.no»' });
  });

  it('writes a calendar day as the reader does, with the year only when it is not this one', () => {
    const endpoints = resourceByName('endpoints')!;
    const thisYear = new Date().getUTCFullYear();
    expect(resultValues(endpoints, { applied: 271, effective_from: `${thisYear}-12-12` }, t, 'en')).toEqual({ applied: 271, effective_from: 'Dec 12' });
    expect(resultValues(endpoints, { applied: 3, effective_from: '2020-02-01' }, t, 'en')).toEqual({ applied: 3, effective_from: 'Feb 1, 2020' });
    expect(resultValues(endpoints, { effective_from: `${thisYear}-12-12` }, t, 'ar').effective_from).toMatch(/[\u0660-\u0669\d]+ ديسمبر/);
  });

  it('opens only web links and goes only to records other than the one acted on', () => {
    expect(documentUrl({ url: 'https://parley.example/api/doc?signature=1' })).toBe('https://parley.example/api/doc?signature=1');
    expect(documentUrl({ url: 'javascript:alert(1)' })).toBeNull();
    expect(documentUrl({ id: 1 })).toBeNull();
    expect(createdId({ id: 9 }, 3)).toBe(9);
    expect(createdId({ id: 3, status: 'stopped' }, 3)).toBeNull();
    expect(createdId({ updated: 2 })).toBeNull();
  });
});
