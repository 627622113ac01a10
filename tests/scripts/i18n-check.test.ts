// Run with: node --import tsx --test tests/scripts/*.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  check,
  diffKeys,
  dynamicPatterns,
  findTranslateCalls,
  flatten,
  isUsed,
  literalPrefixes,
  patternToRegExp,
  placeholders,
  scanSource,
} from '../../scripts/i18n-check.ts';

test('flatten gives namespaced leaf keys; arrays are leaves', () => {
  const flat = flatten({ login: { title: 'Log in', fields: { email: 'Email' } }, tips: ['a', 'b'] }, 'auth');
  assert.deepEqual([...flat.keys()], ['auth.login.title', 'auth.login.fields.email', 'auth.tips']);
  assert.equal(flat.get('auth.login.title'), 'Log in');
});

test('diffKeys lists missing and extra keys', () => {
  const en = new Set(['a.x', 'a.y', 'a.z']);
  assert.deepEqual(diffKeys(en, new Set(['a.x', 'a.w']), 'ir'), { missing: ['a.y', 'a.z'], extra: ['a.w'] });
  assert.deepEqual(diffKeys(en, new Set(en), 'ir'), { missing: [], extra: [] });
});

test('diffKeys expands plurals to each language’s own forms', () => {
  const en = new Set(['c.items_one', 'c.items_other']);
  const ar = ['zero', 'one', 'two', 'few', 'many', 'other'].map((f) => `c.items_${f}`);
  assert.deepEqual(diffKeys(en, new Set(ar), 'ar'), { missing: [], extra: [] });
  assert.deepEqual(diffKeys(en, new Set(['c.items_other']), 'ar').missing, ar.filter((k) => k !== 'c.items_other').sort());
  // Persian (folder `ir`) has one and other, like English; an unneeded form is not an error.
  assert.deepEqual(diffKeys(en, new Set(['c.items_one', 'c.items_other', 'c.items_many']), 'ir'), { missing: [], extra: [] });
});

test('scanSource finds literals and template patterns, skipping comments', () => {
  const scan = scanSource(`
    // t('commented.out')
    const a = t('auth.login.title'); const b = "teams.name";
    const c = t(\`teams.roles.\${role}\`);
    const d = \`\${resource}.fields.\${f.name}\`;
    const e = \`plain.template\`;
    /* 'also.commented' */
    const f = \`outer \${cond ? \`inner.\${x}\` : 'lit.inside'}\`;
  `);
  for (const l of ['auth.login.title', 'teams.name', 'plain.template', 'lit.inside']) assert.ok(scan.literals.has(l), l);
  assert.ok(!scan.literals.has('commented.out'));
  assert.ok(!scan.literals.has('also.commented'));
  assert.deepEqual([...scan.patterns].sort(), ['*.fields.*', 'inner.*', 'outer *', 'teams.roles.*']);
});

test('dynamicPatterns keeps key-like templates only', () => {
  assert.deepEqual(dynamicPatterns(['teams.roles.*', '*.fields.*', '*.*', '/api/*', 'outer *', '*']), ['teams.roles.*', '*.fields.*']);
});

test('literalPrefixes and patterns decide what is used', () => {
  assert.deepEqual(literalPrefixes(['teams.roles.', 'teams.roles', 'a b.', '.']), ['teams.roles.*']);
  const patterns = ['teams.roles.*', '*.fields.*'].map(patternToRegExp);
  const literals = new Set(['auth.login.title']);
  assert.ok(isUsed('auth.login.title', literals, patterns));
  assert.ok(isUsed('teams.roles.owner', literals, patterns));
  assert.ok(isUsed('contacts.fields.phone', literals, patterns));
  assert.ok(!isUsed('teams.rolesx', literals, patterns));
  assert.ok(!isUsed('auth.login.subtitle', literals, patterns));
});

test('findTranslateCalls reads literal t()/translate() keys, including ns:path', () => {
  const src = `t('auth.login.title'); translate("buttons.save", "Save"); i18n.t('auth:logout');
    t(\`teams.roles.\${r}\`); format('x.y'); t('Hello world'); at('no.match')`;
  assert.deepEqual(findTranslateCalls(src), ['auth.login.title', 'buttons.save', 'auth.logout']);
});

test('placeholders lists interpolation variables', () => {
  assert.deepEqual(placeholders('Hi {{name}}, {{ count }} new, {{name}}'), ['count', 'name']);
  assert.deepEqual(placeholders(3), []);
});

test('check reports per language and fails on missing keys', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-'));
  const write = (rel: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), typeof data === 'string' ? data : JSON.stringify(data));
  };
  write('locales/en/auth.json', { login: { title: 'Log in', email: 'Email' }, unusedKey: 'x' });
  write('locales/en/teams.json', { roles: { owner: 'Owner' } });
  write('locales/en/refine.json', { buttons: { save: 'Save' } });
  write('locales/ar/auth.json', { login: { title: 'دخول', email: 'البريد' }, unusedKey: 'x', extra: 'y' });
  write('locales/ar/teams.json', { roles: {} });
  write('locales/ar/refine.json', { buttons: { save: 'حفظ' } });
  write('locales/ir/auth.json', { login: { title: 'ورود', email: 'ایمیل' }, unusedKey: 'x' });
  write('locales/ir/teams.json', { roles: { owner: 'مالک' } });
  write('locales/ir/refine.json', { buttons: { save: 'ذخیره' } });
  write('src/login.tsx', "t('auth.login.title'); t('auth.login.email'); t('auth.login.nope'); t(`teams.roles.${r}`);");
  try {
    const r = check(root);
    assert.equal(r.errors, 2, r.text); // ar lacks teams.roles.owner; code uses auth.login.nope
    assert.match(r.text, /\[ar\] 1 missing[\s\S]*- teams\.roles\.owner/);
    assert.match(r.text, /not in en \(warning\) \(1\):\n\s+- auth\.extra/);
    assert.match(r.text, /\[ir\] complete/);
    assert.match(r.text, /auth\.login\.nope {2}\(src\/login\.tsx\)/);
    assert.match(r.text, /not used by any code \(warning\) \(1\):\n\s+- auth\.unusedKey/);

    write('locales/dynamic-keys.json', ['auth.unused']);
    assert.doesNotMatch(check(root).text, /not used by any code/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
