import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Language } from '../../providers/i18n-provider.ts';

/** antd's own texts (pagination, empty tables, pickers); non-English packs load on demand. */
const loaders: Record<Language, () => Promise<Locale>> = {
  en: async () => enUS,
  ar: async () => (await import('antd/es/locale/ar_EG')).default,
  ir: async () => (await import('antd/es/locale/fa_IR')).default,
};

export const defaultAntdLocale = enUS;

export function loadAntdLocale(language: Language): Promise<Locale> {
  return loaders[language]();
}
