// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { offers } from '../../../resources/index.ts';
import { choosableColumns, columnsKey, defaultColumns, loadColumns, saveColumns } from '../../../src/resource-ui/column-prefs.ts';

describe('column chooser preferences', () => {
  it('shows list:true fields by default and offers the hidden ones too', () => {
    expect(defaultColumns(offers)).toEqual(['name', 'url', 'payout', 'currency', 'status']);
    expect(choosableColumns(offers)).toEqual(['name', 'url', 'payout', 'currency', 'status', 'description']);
    expect(loadColumns(1, offers)).toEqual(defaultColumns(offers));
  });

  it('remembers a choice per user and resource', () => {
    saveColumns(1, offers, ['name', 'description']);
    expect(localStorage.getItem(columnsKey(1, 'offers'))).toBe('["name","description"]');
    expect(loadColumns(1, offers)).toEqual(['name', 'description']);
    expect(loadColumns(2, offers)).toEqual(defaultColumns(offers));
    expect(columnsKey(1, 'offers')).not.toBe(columnsKey(1, 'custom-fields'));
  });

  it('drops fields that are gone, keeps declaration order, survives garbage', () => {
    localStorage.setItem(columnsKey(1, 'offers'), '["status","gone","name"]');
    expect(loadColumns(1, offers)).toEqual(['name', 'status']);
    localStorage.setItem(columnsKey(1, 'offers'), '{not json');
    expect(loadColumns(1, offers)).toEqual(defaultColumns(offers));
    saveColumns(1, offers, []);
    expect(loadColumns(1, offers)).toEqual([]);
  });
});
