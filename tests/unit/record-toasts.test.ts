// @vitest-environment jsdom
/** Toasts after a create, save or delete name the record by its translated label, never an internal name. */
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { changeLocale, initI18n, loadAllTranslations, translate } from '../../providers/i18n-provider.ts';
import { campaigns, dataFiles, invoices } from '../../resources/index.ts';
import { deletedManyToast, recordToast, toastTitle } from '../../src/resource-ui/record-toasts.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});

const t = i18next.t.bind(i18next);

describe('record toasts', () => {
  it('say what happened to which record, in words', async () => {
    await changeLocale('en');
    expect(recordToast(t, campaigns, 'deleted', { id: 4, name: 'Spring sale' }).message).toBe('SMS campaign “Spring sale” deleted');
    expect(recordToast(t, campaigns, 'created', { id: 4, name: 'Spring sale' }).message).toBe('SMS campaign “Spring sale” created');
    expect(recordToast(t, invoices, 'saved', { id: 9, number: 'PRL-202611-00001' }).message).toBe('Invoice “PRL-202611-00001” saved');
    expect(recordToast(t, dataFiles, 'created', { id: 1 }).message).toBe('Upload created');
    expect(deletedManyToast(t, campaigns, 3).message).toBe('SMS campaigns: 3 deleted');
  });

  it('cut a long title short', () => {
    expect(toastTitle(campaigns, { id: 1, name: 'x'.repeat(100) })).toHaveLength(60);
    expect(toastTitle(campaigns, { id: 1, name: '  two\n lines ' })).toBe('two lines');
  });

  it('replace Refine\u2019s own wording ("Successfully created data-files") with the translated singular', async () => {
    await changeLocale('en');
    const resource = translate('data-files.data-files', 'data-file');
    expect(resource).toBe('upload');
    expect(translate('notifications.createSuccess', { resource }, 'Successfully created data-file')).toBe('Upload created');
    expect(translate('notifications.deleteSuccess', { resource: translate('campaigns.campaigns', 'campaign') })).toBe('SMS campaign deleted');
    await changeLocale('ar');
    expect(recordToast(t, campaigns, 'deleted', { id: 4, name: 'Spring sale' }).message).toBe(`تم حذف ${t('campaigns.singular')} «Spring sale»`);
    expect(translate('notifications.createSuccess', { resource: translate('data-files.data-files', 'data-file') })).toBe(`تم إنشاء ${t('data-files.singular')}`);
    await changeLocale('en');
  });
});
