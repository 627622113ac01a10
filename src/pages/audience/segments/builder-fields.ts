/**
 * The server's rule fields (`GET /v1/audience/segments/fields`) as react-querybuilder fields: labels
 * and operators translated, the value editor each field and operator needs (a picker of the values
 * the server offers, a number, a day), and groups in the field menu.
 */
import type { TFunction } from 'i18next';
import type { Field, OptionGroup } from 'react-querybuilder';
import { LIST_VALUE, OPERATOR_KEYS, type BuilderField, type Operator } from '../../../../resources/audience/segment-rules.ts';
import { countryName } from '../../../resource-ui/country/country-names.ts';

const enumLabel = (t: TFunction, locale: string, f: BuilderField, value: string, label?: string): string => {
  if (label) return label;
  if (f.name === 'country') return countryName(value, locale);
  const key = { status: 'contacts.enums.status', source: 'contacts.enums.source', channels: 'contacts.enums.channels' }[f.name];
  if (key) return t(`${key}.${value}`, { defaultValue: value });
  if (f.name === 'reachability') return t(`segments.builder.reachability.${value}`, { defaultValue: value });
  if (f.name === 'call_outcome') return t(`calls.enums.outcome.${value}`, { defaultValue: value });
  return value;
};

export function fieldLabel(t: TFunction, f: BuilderField): string {
  return f.label ?? t(`segments.builder.fields.${f.name}`);
}

/** What the value editor is for this field and operator. */
export function editorFor(f: BuilderField, operator: string): { type: 'text' | 'select' | 'multiselect'; input?: 'number' | 'date' } {
  if (operator === 'inLastDays' || operator === 'olderThanDays') return { type: 'text', input: 'number' };
  const picks = f.type === 'boolean' || !!f.values?.length;
  if (picks) return { type: LIST_VALUE.has(operator as Operator) ? 'multiselect' : 'select' };
  if (f.type === 'number') return { type: 'text', input: 'number' };
  if (f.type === 'date' || f.type === 'datetime') return { type: 'text', input: 'date' };
  return { type: 'text' };
}

export function builderFields(t: TFunction, locale: string, fields: BuilderField[]): OptionGroup<Field>[] {
  const groups = ['contact', 'number', 'custom', 'history'] as const;
  return groups
    .map((group) => ({
      label: t(`segments.builder.groups.${group}`),
      options: fields
        .filter((f) => f.group === group)
        .map(
          (f): Field => ({
            name: f.name,
            value: f.name,
            label: fieldLabel(t, f),
            operators: f.operators.map((op) => ({ name: op, value: op, label: t(`segments.builder.operators.${OPERATOR_KEYS[op]}`) })),
            values:
              f.type === 'boolean'
                ? [
                    { name: 'true', value: 'true', label: t('segments.builder.yes') },
                    { name: 'false', value: 'false', label: t('segments.builder.no') },
                  ]
                : f.values?.map((v) => ({ name: v.value, value: v.value, label: enumLabel(t, locale, f, v.value, v.label) })),
          }),
        ),
    }))
    .filter((g) => g.options.length);
}
