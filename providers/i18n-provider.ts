/**
 * Translations (docs/architecture.md#languages-and-right-to-left: en, ar, ir; ar and ir are right-to-left). Each `locales/<lang>/<ns>.json`
 * becomes the `<ns>.*` keys, except `refine.json`, whose keys sit at the top level because Refine
 * and its antd package ask for `buttons.save`, `notifications.success`, ... by those bare names.
 * English texts of the pages a visitor meets before signing in ship in the main bundle; the rest of
 * English (every entity's labels) loads with the signed-in app, and Arabic and Persian when chosen.
 */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr', htmlLang: 'en' },
  { code: 'ar', label: 'العربية', dir: 'rtl', htmlLang: 'ar' },
  // `ir` is the product's code for Persian; the document itself must say `fa`.
  { code: 'ir', label: 'فارسی', dir: 'rtl', htmlLang: 'fa' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'locale';

type Loader = () => Promise<unknown>;
/** Namespaces the guest pages, onboarding, invitations and error pages use: loaded with /login. */
const CORE_NAMESPACES = new Set(['account', 'auth', 'common', 'errors', 'onboarding', 'refine', 'shell', 'teams']);
// Globs must be literal: these name the same files as CORE_NAMESPACES.
const english = import.meta.glob('../locales/en/{account,auth,common,errors,onboarding,refine,shell,teams}.json', { eager: true, import: 'default' });
const lazy: Record<string, Loader> = import.meta.glob(['../locales/*/*.json', '!../locales/en/{account,auth,common,errors,onboarding,refine,shell,teams}.json'], {
  import: 'default',
});
const namespaceOf = (path: string) => path.split('/').pop()!.replace(/\.json$/, '');
const isCore = (path: string) => CORE_NAMESPACES.has(namespaceOf(path));

/** What each language has so far; the signed-in app asks for everything. */
const loaded = new Map<string, 'core' | 'all'>([['en', 'core']]);
let wantAll = false;

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

export function directionOf(language: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
}

/** Folds `{ "../locales/en/auth.json": {...} }` into one tree: `{ auth: {...}, buttons: {...} }`. */
export function mergeNamespaces(files: Record<string, unknown>): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [path, content] of Object.entries(files)) {
    const namespace = path.split('/').pop()!.replace(/\.json$/, '');
    if (namespace === 'refine') Object.assign(tree, content as object);
    else tree[namespace] = content;
  }
  return tree;
}

/** Loads in progress, by `<language>:<core|all>`: a second caller waits for the same load rather than merging the texts twice. */
const loading = new Map<string, Promise<void>>();

function ensureLoaded(language: Language): Promise<void> {
  const has = loaded.get(language);
  if (has === 'all' || (has === 'core' && !wantAll)) return Promise.resolve();
  const want = wantAll ? 'all' : 'core';
  const pending = loading.get(`${language}:all`) ?? loading.get(`${language}:${want}`);
  if (pending) return pending;
  const load = (async () => {
    const prefix = `../locales/${language}/`;
    const entries = Object.entries(lazy).filter(([path]) => path.startsWith(prefix) && (want === 'all' || isCore(path)) && !(has === 'core' && isCore(path)));
    const files = Object.fromEntries(await Promise.all(entries.map(async ([path, load]) => [path, await load()])));
    i18next.addResourceBundle(language, 'translation', mergeNamespaces(files), true, true);
    if (loaded.get(language) !== 'all') loaded.set(language, want);
  })().finally(() => loading.delete(`${language}:${want}`));
  loading.set(`${language}:${want}`, load);
  return load;
}

/** The signed-in app's texts (every entity's labels), in the current language and any chosen later. */
export async function loadAllTranslations(): Promise<void> {
  wantAll = true;
  // Before i18next starts (a deep link fetches these beside the app's code), the remembered language.
  await ensureLoaded(i18next.isInitialized ? getLocale() : storedLanguage());
}

export const allTranslationsLoaded = () => wantAll && loaded.get(getLocale()) === 'all';

export function applyDocumentLanguage(language: Language): void {
  const entry = LANGUAGES.find((l) => l.code === language)!;
  document.documentElement.setAttribute('dir', entry.dir);
  document.documentElement.setAttribute('lang', entry.htmlLang);
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export async function changeLocale(language: string): Promise<void> {
  const next = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  await ensureLoaded(next);
  await i18next.changeLanguage(next);
  applyDocumentLanguage(next);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
}

export function getLocale(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/**
 * Refine calls both `translate(key, options, default)` and `translate(key, default)`: a missing key
 * falls back to the given text, then to the key itself.
 */
export function translate(key: string, options?: unknown, defaultMessage?: string): string {
  const fallback = typeof options === 'string' ? options : defaultMessage;
  const values = options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
  // Refine names a resource in its toasts as `<name>.<name>` ("Successfully created data-files"):
  // answer the resource's translated singular instead.
  const self = /^([a-z][a-z0-9-]*)\.\1$/.exec(key);
  if (self && i18next.exists(`${self[1]}.singular`)) return i18next.t(`${self[1]}.singular`) as string;
  if (i18next.exists(key, values)) return i18next.t(key, values) as string;
  if (fallback !== undefined) return fallback;
  return typeof values.defaultValue === 'string' ? values.defaultValue : key;
}

const resources: Resource = { en: { translation: mergeNamespaces(english) as Resource[string]['translation'] } };

/** Starts i18next in the remembered language; resolves once its texts are there. */
export async function initI18n(language: Language = storedLanguage()): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    // `{{name, capitalize}}`: a label that starts a sentence ("Upload created"); scripts without case keep theirs.
    i18next.services.formatter?.add('capitalize', (value, lng) => (typeof value === 'string' ? value.charAt(0).toLocaleUpperCase(lng) + value.slice(1) : value));
  }
  await changeLocale(language);
}

export const i18nProvider = { translate, changeLocale, getLocale };
export { i18next };
