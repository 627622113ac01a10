// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allTranslationsLoaded,
  changeLocale,
  getLocale,
  i18nProvider,
  i18next,
  initI18n,
  loadAllTranslations,
  mergeNamespaces,
  storedLanguage,
  translate,
} from '../../providers/i18n-provider.ts';

beforeAll(async () => {
  await initI18n('en');
});

describe('translate', () => {
  it('finds namespaced keys and Refine keys at the top level', async () => {
    await changeLocale('en');
    expect(translate('auth.login.title')).toBe('Sign in');
    expect(translate('buttons.save')).toBe('Save');
    expect(translate('notifications.createSuccess', { resource: 'token' })).toBe('Token created');
  });

  it('honours the fallback text in both call shapes Refine uses', () => {
    expect(translate('nope.missing', 'Plan B')).toBe('Plan B');
    expect(translate('nope.missing', { resource: 'x' }, 'Default text')).toBe('Default text');
    expect(translate('nope.missing', { defaultValue: 'From options' })).toBe('From options');
    expect(translate('nope.missing')).toBe('nope.missing');
    // A fallback never hides a real translation.
    expect(translate('auth.login.title', 'Fallback')).toBe('Sign in');
  });

  it('is what the Refine i18nProvider exposes', () => {
    expect(i18nProvider.translate).toBe(translate);
    expect(i18nProvider.getLocale()).toBe(getLocale());
  });
});

describe('languages and direction', () => {
  it('Arabic flips the document to right-to-left and loads real Arabic', async () => {
    await changeLocale('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(translate('auth.login.title')).toBe('تسجيل الدخول');
    expect(translate('buttons.save')).toBe('حفظ');
    expect(localStorage.getItem('locale')).toBe('ar');
    expect(storedLanguage()).toBe('ar');
  });

  it('Persian (code ir) is right-to-left with the document language fa', async () => {
    await changeLocale('ir');
    expect(getLocale()).toBe('ir');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('fa');
    expect(translate('auth.login.title')).toBe('ورود');
  });

  it('has the sign-in texts at once and every entity\u2019s labels once the app asks, in each language', async () => {
    await changeLocale('en');
    expect(translate('auth.login.title')).toBe('Sign in');
    if (!allTranslationsLoaded()) expect(i18next.exists('offers.title')).toBe(false);
    await loadAllTranslations();
    expect(allTranslationsLoaded()).toBe(true);
    expect(translate('offers.title')).toBe('Offers');
    await changeLocale('ir');
    expect(translate('offers.title')).not.toBe('offers.title');
    expect(translate('offers.title')).not.toBe('Offers');
    await changeLocale('en');
  });

  it('English flips back, and an unknown code falls back to English', async () => {
    await changeLocale('ar');
    await changeLocale('en');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    await changeLocale('xx');
    expect(getLocale()).toBe('en');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
  });
});

describe('locale files', () => {
  const files = import.meta.glob('../../locales/*/*.json', { eager: true, import: 'default' }) as Record<string, object>;
  const flat = (tree: object, prefix = ''): Record<string, string> =>
    Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
      if (value && typeof value === 'object') Object.assign(out, flat(value, `${prefix}${key}.`));
      else out[`${prefix}${key}`] = String(value);
      return out;
    }, {});
  const language = (code: string) =>
    flat(mergeNamespaces(Object.fromEntries(Object.entries(files).filter(([path]) => path.includes(`/locales/${code}/`)))));

  it('has the same keys in en, ar and ir', () => {
    const en = Object.keys(language('en')).sort();
    expect(en.length).toBeGreaterThan(100);
    expect(Object.keys(language('ar')).sort()).toEqual(en);
    expect(Object.keys(language('ir')).sort()).toEqual(en);
  });

  it('translates rather than copies English (brand names and examples aside)', () => {
    const en = language('en');
    for (const code of ['ar', 'ir']) {
      const other = language(code);
      const copied = Object.keys(en).filter((key) => other[key] === en[key] && /[a-z]{3,}/.test(en[key]));
      const allowed = copied.filter((key) => !/^(shell\.brand|documentTitle\.|outbox\.tabs\.html)/.test(key));
      expect(allowed).toEqual([]);
    }
  });

  it('keeps the interpolation placeholders of each English text', () => {
    const en = language('en');
    // The values each text names; a formatter (`{{name, capitalize}}`) is the language's own choice.
    const placeholders = (text: string) => (text.match(/\{\{\w+(?=[,}])/g) ?? []).sort();
    for (const code of ['ar', 'ir']) {
      const other = language(code);
      for (const key of Object.keys(en)) expect([key, placeholders(other[key])]).toEqual([key, placeholders(en[key])]);
    }
  });
});
