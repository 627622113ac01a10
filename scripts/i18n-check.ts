/**
 * npm run i18n:check — keeps locales/<lang>/<namespace>.json in step with en and with the code.
 *
 * Per language: keys missing compared to en (error) and keys en does not have (warning).
 * For en: keys the code uses in t('ns.key') / translate('ns.key') but en lacks (error), and keys
 * no code uses (warning). A key's full name is `<namespace>.<path>`.
 *
 * "Used" means the full name appears as a string literal anywhere in the code, or matches a
 * template literal such as `teams.roles.${role}` (a pattern `teams.roles.*`), or starts with a
 * prefix listed in locales/dynamic-keys.json (for uses the scanner cannot see). The `refine`
 * namespace is always used: Refine looks those keys up itself.
 *
 * Plurals follow i18next (key_one, key_other, …): each language must have the plural forms its
 * own CLDR rules need (Arabic has six, English and Persian two), so those are compared per form.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type Tree = { [key: string]: unknown };

/** Leaf key paths of nested JSON; arrays and other non-objects are leaves. */
export function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [kk, vv] of flatten(v as Tree, name)) out.set(kk, vv);
    } else out.set(name, v);
  }
  return out;
}

// ---------- plurals ----------

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_RE = new RegExp(`^(.*)_(${PLURAL_FORMS.join('|')})$`);
/** Our folder names are not all BCP 47 tags: `ir` holds Persian. */
const LOCALE_OF: Record<string, string> = { ir: 'fa' };

export function pluralForms(lang: string): string[] {
  return new Intl.PluralRules(LOCALE_OF[lang] ?? lang).resolvedOptions().pluralCategories;
}

/** The base name of an i18next plural key (`x_one` → `x`), else the key itself. */
export function pluralBase(key: string, pluralBases: Set<string>): string {
  const m = PLURAL_RE.exec(key);
  return m && pluralBases.has(m[1]) ? m[1] : key;
}

/** Bases that en treats as plural: i18next always needs `<base>_other`. */
export function findPluralBases(enKeys: Iterable<string>): Set<string> {
  const bases = new Set<string>();
  for (const k of enKeys) if (k.endsWith('_other')) bases.add(k.slice(0, -'_other'.length));
  return bases;
}

/** The keys `lang` must have, given en's keys: plural groups expand to that language's forms. */
export function requiredKeys(enKeys: Set<string>, lang: string): Set<string> {
  const bases = findPluralBases(enKeys);
  const forms = pluralForms(lang);
  const out = new Set<string>();
  for (const k of enKeys) {
    const base = pluralBase(k, bases);
    if (base === k) out.add(k);
    else for (const f of forms) out.add(`${base}_${f}`);
  }
  return out;
}

export function diffKeys(enKeys: Set<string>, langKeys: Set<string>, lang: string) {
  const required = requiredKeys(enKeys, lang);
  const bases = findPluralBases(enKeys);
  const missing = [...required].filter((k) => !langKeys.has(k)).sort();
  // A plural form this language does not need (e.g. `x_one` kept in Arabic) is not an error either.
  const extra = [...langKeys].filter((k) => !required.has(k) && !bases.has(pluralBase(k, bases))).sort();
  return { missing, extra };
}

/** Interpolation variables ({{name}}) of a translation, to catch translations that drop one. */
export function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...new Set([...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();
}

// ---------- scanning code ----------

export interface Scan {
  /** Contents of '…', "…" and `…` (without ${}) literals. */
  literals: Set<string>;
  /** Template literals with ${} as patterns, each ${…} written as `*`. */
  patterns: Set<string>;
}

/**
 * Collects string and template literals with a small tokenizer (comments skipped, ${…} nesting
 * followed), which is enough for finding keys and far cheaper than a TypeScript parse.
 */
export function scanSource(src: string, into: Scan = { literals: new Set(), patterns: new Set() }): Scan {
  let i = 0;
  const n = src.length;

  const readQuoted = (q: string) => {
    let s = '';
    i++;
    while (i < n && src[i] !== q && src[i] !== '\n') {
      if (src[i] === '\\') { s += src[i + 1] ?? ''; i += 2; } else s += src[i++];
    }
    i++;
    into.literals.add(s);
  };

  // Reads a template literal starting at the backtick; nested code inside ${} is scanned too.
  const readTemplate = () => {
    let s = '';
    let dynamic = false;
    i++;
    while (i < n && src[i] !== '`') {
      if (src[i] === '\\') { s += src[i + 1] ?? ''; i += 2; }
      else if (src[i] === '$' && src[i + 1] === '{') {
        i += 2;
        scanCode('}');
        i++;
        s += '*';
        dynamic = true;
      } else s += src[i++];
    }
    i++;
    (dynamic ? into.patterns : into.literals).add(s);
  };

  // Scans code until `stop` at brace depth 0 (or the end).
  const scanCode = (stop?: string) => {
    let depth = 0;
    while (i < n) {
      const c = src[i];
      if (c === '/' && src[i + 1] === '/') { while (i < n && src[i] !== '\n') i++; }
      else if (c === '/' && src[i + 1] === '*') { const e = src.indexOf('*/', i + 2); i = e < 0 ? n : e + 2; }
      else if (c === "'" || c === '"') readQuoted(c);
      else if (c === '`') readTemplate();
      else if (c === '{') { depth++; i++; }
      else if (c === '}') { if (depth === 0 && stop === '}') return; depth--; i++; }
      else i++;
    }
  };

  scanCode();
  return into;
}

const KEY_RE = /^[A-Za-z0-9_-]+(?:[.:][A-Za-z0-9_-]+)+$/;
/** i18next's `ns:path` is the same key as our `ns.path`. */
const norm = (k: string) => k.replace(':', '.');

/** Keys passed literally to t(…)/translate(…), e.g. t('auth.login.title') or i18n.t("x.y", {…}). */
export function findTranslateCalls(src: string): string[] {
  const out: string[] = [];
  for (const m of src.matchAll(/(?<![\w$])(?:t|translate)\(\s*(['"`])([^'"`$\n]+)\1/g)) {
    if (KEY_RE.test(m[2])) out.push(norm(m[2]));
  }
  return out;
}

/**
 * Template patterns that can name a key: `teams.roles.${role}` → `teams.roles.*`. A pattern
 * needs some static key text with a dot (so `${a}.${b}` or `${url}/x` match nothing).
 */
export function dynamicPatterns(patterns: Iterable<string>): string[] {
  const out: string[] = [];
  for (const p of patterns) {
    const q = norm(p);
    if (!/^[A-Za-z0-9_.*-]+$/.test(q)) continue;
    if (!/[A-Za-z0-9_-]/.test(q.replace(/\*/g, '')) || !q.includes('.')) continue;
    out.push(q);
  }
  return out;
}

/** A literal that ends in a dot and looks like a key head ('teams.roles.' + role) is a prefix. */
export function literalPrefixes(literals: Iterable<string>): string[] {
  const out: string[] = [];
  for (const l of literals) if (/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.$/.test(l)) out.push(`${l}*`);
  return out;
}

export function patternToRegExp(pattern: string): RegExp {
  const body = pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[A-Za-z0-9_.-]*');
  return new RegExp(`^${body}$`);
}

export function isUsed(key: string, literals: Set<string>, patterns: RegExp[]): boolean {
  return literals.has(key) || patterns.some((re) => re.test(key));
}

// ---------- files ----------

const CODE_DIRS = ['src', 'providers', 'resources', 'server'];
const CODE_EXT = /\.(tsx?|jsx?|mjs|cjs|html|hbs|mjml)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'migrations']);

export function listFiles(dir: string, ext: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) { if (!SKIP_DIRS.has(e.name)) out.push(...listFiles(p, ext)); }
    else if (ext.test(e.name)) out.push(p);
  }
  return out.sort();
}

/** lang → (full key → value). Throws with the file name on bad JSON. */
export function loadLocales(dir: string): Map<string, Map<string, unknown>> {
  const langs = new Map<string, Map<string, unknown>>();
  for (const lang of fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
    const keys = new Map<string, unknown>();
    for (const file of listFiles(path.join(dir, lang), /\.json$/)) {
      const ns = path.basename(file, '.json');
      let tree: Tree;
      try { tree = JSON.parse(fs.readFileSync(file, 'utf8')); }
      catch (e) { throw new Error(`${file}: ${(e as Error).message}`); }
      for (const [k, v] of flatten(tree, ns)) keys.set(k, v);
    }
    langs.set(lang, keys);
  }
  return langs;
}

const showVars = (v: unknown) => placeholders(v).map((p) => `{{${p}}}`).join(', ') || '(none)';

export interface Report { errors: number; warnings: number; text: string }

/** The whole check over a project root; returns the printed report and counts. */
export function check(root: string): Report {
  const lines: string[] = [];
  let errors = 0;
  let warnings = 0;
  const list = (title: string, items: string[]) => {
    if (!items.length) return;
    lines.push(`  ${title} (${items.length}):`, ...items.map((k) => `    - ${k}`));
  };

  const localesDir = path.join(root, 'locales');
  const locales = loadLocales(localesDir);
  const en = locales.get('en');
  if (!en) return { errors: 1, warnings: 0, text: `no locales/en folder in ${localesDir}` };
  const enKeys = new Set(en.keys());
  const namespaces = new Set([...enKeys].map((k) => k.split('.')[0]));
  const bases = findPluralBases(enKeys);
  lines.push(`i18n check: ${locales.size} languages (${[...locales.keys()].join(', ')}), ${namespaces.size} namespaces, ${enKeys.size} keys in en`);

  // Code: every literal, template pattern, and literal t()/translate() call with its file.
  const scan: Scan = { literals: new Set(), patterns: new Set() };
  const calls = new Map<string, string>();
  const files = CODE_DIRS.flatMap((d) => listFiles(path.join(root, d), CODE_EXT));
  for (const file of files) {
    const src = fs.readFileSync(file, 'utf8');
    scanSource(src, scan);
    for (const k of findTranslateCalls(src)) if (!calls.has(k)) calls.set(k, path.relative(root, file));
  }
  const literals = new Set([...scan.literals].map(norm));
  const allowFile = path.join(localesDir, 'dynamic-keys.json');
  const allowed: string[] = fs.existsSync(allowFile) ? JSON.parse(fs.readFileSync(allowFile, 'utf8')) : [];
  const patterns = [
    'refine.*',
    ...allowed.map((p) => (p.endsWith('*') ? p : `${p}*`)),
    ...dynamicPatterns(scan.patterns),
    ...literalPrefixes(literals),
  ].map(patternToRegExp);

  for (const [lang, keys] of locales) {
    if (lang === 'en') continue;
    const { missing, extra } = diffKeys(enKeys, new Set(keys.keys()), lang);
    const vars = [...keys]
      // Singular forms often spell the number out ("one item"), so only other forms are compared.
      .filter(([k, v]) => en.has(k) && !/_(zero|one|two)$/.test(k) && placeholders(v).join() !== placeholders(en.get(k)).join())
      .map(([k, v]) => `${k}: ${showVars(v)} vs en ${showVars(en.get(k))}`);
    errors += missing.length;
    warnings += extra.length + vars.length;
    lines.push('', `[${lang}] ${missing.length ? `${missing.length} missing` : 'complete'} — ${keys.size} keys`);
    list('missing (error)', missing);
    list('not in en (warning)', extra);
    list('placeholders differ from en (warning)', vars);
  }

  const usedMissing = [...calls]
    // A plural base (t('x', { count })) or a parent object (returnObjects) is there too.
    .filter(([k]) => namespaces.has(k.split('.')[0]) && !enKeys.has(k) && !bases.has(k) && ![...enKeys].some((e) => e.startsWith(`${k}.`)))
    .map(([k, f]) => `${k}  (${f})`)
    .sort();
  const unused = [...enKeys].filter((k) => !isUsed(pluralBase(k, bases), literals, patterns)).sort();
  errors += usedMissing.length;
  warnings += unused.length;
  lines.push('', `[en] ${usedMissing.length} used in code but missing, ${unused.length} unused (scanned ${files.length} files)`);
  list('used in code but missing from en (error)', usedMissing);
  list('not used by any code (warning)', unused);

  lines.push('', `i18n check: ${errors} errors, ${warnings} warnings`);
  return { errors, warnings, text: lines.join('\n') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const report = check(path.resolve(process.argv[2] ?? '.')); // optional project root, for trying it out
    console.log(report.text);
    if (report.errors) process.exitCode = 1;
  } catch (e) {
    console.error(`i18n check failed: ${(e as Error).message}`);
    process.exitCode = 1;
  }
}
