import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allResources } from '../../../resources/index.ts';

const LANGUAGES = ['en', 'ar', 'ir'];
const root = path.resolve(import.meta.dirname, '../../../locales');

function labels(language: string, resource: string): Record<string, any> {
  try {
    return JSON.parse(readFileSync(path.join(root, language, `${resource}.json`), 'utf8'));
  } catch {
    return {};
  }
}

describe('every resource speaks every language', () => {
  for (const resource of allResources()) {
    it(`${resource.name}: title, singular, every field, every option and every action in ${LANGUAGES.join(', ')}`, () => {
      for (const language of LANGUAGES) {
        const l = labels(language, resource.name);
        const missing: string[] = [];
        const need = (value: unknown, key: string) => (typeof value === 'string' && value.trim() ? null : missing.push(key));
        need(l.title, 'title');
        need(l.singular, 'singular');
        for (const [name, f] of Object.entries(resource.fields)) {
          need(l.fields?.[name], `fields.${name}`);
          if (f.kind === 'select' || (f.kind === 'multiselect' && f.options?.length)) {
            for (const option of f.options ?? []) need(l.enums?.[name]?.[option], `enums.${name}.${option}`);
          }
        }
        for (const action of resource.actions ?? []) {
          need(l.actions?.[action.name], `actions.${action.name}`);
          need(l.actionResults?.[action.name], `actionResults.${action.name}`);
          for (const input of Object.keys(action.input ?? {})) need(l.actionInputs?.[input], `actionInputs.${input}`);
        }
        expect(missing, `${language}/${resource.name}.json`).toEqual([]);
      }
    });
  }

  it('Arabic and Persian labels are translations, not English copies', () => {
    for (const resource of allResources()) {
      const en = labels('en', resource.name);
      for (const language of ['ar', 'ir']) expect(labels(language, resource.name).title, `${language} ${resource.name}`).not.toBe(en.title);
    }
  });
});
