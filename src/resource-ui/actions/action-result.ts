/**
 * What an action's answer means to the person who pressed it: a sentence from the locale (values
 * interpolated, enum values translated), a document to open, or a new record to go to.
 */
import type { TFunction } from 'i18next';
import { formatFieldMoney, recordCurrency } from '../../../resources/format/money.ts';
import { enumKey, type ActionDef, type Resource } from '../../../resources/kit/index.ts';

export type ActionAnswer = Record<string, unknown>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as the reader writes it: `12 Dec`, with the year when it is not this one. */
export function dayText(day: string, locale: string, now = new Date()): string {
  const date = new Date(`${day}T00:00:00Z`);
  const thisYear = date.getUTCFullYear() === now.getUTCFullYear();
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(!thisYear && { year: 'numeric' }), timeZone: 'UTC' }).format(date);
}

/** Interpolation values: enum values as their labels, booleans as words, calendar days and amounts in the reader's notation. */
export function resultValues(resource: Resource, answer: ActionAnswer, t: TFunction, locale = 'en'): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(answer)) {
    const field = resource.fields[key];
    if (typeof value === 'string' && field?.options?.includes(value)) out[key] = t(enumKey(resource, key, value));
    else if (typeof value === 'string' && DAY.test(value)) out[key] = dayText(value, locale);
    else if (typeof value === 'boolean') out[key] = t(value ? 'resources.yes' : 'resources.no');
    // An amount named as a money field of the resource (a company's balance), in the answer's currency.
    else if (typeof value === 'number' && field?.kind === 'money') out[key] = formatFieldMoney(field, value, recordCurrency(field, answer), locale);
    else if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

export const resultKey = (resource: Resource, action: ActionDef) => `${resource.name}.actionResults.${action.name}`;

/** A link to open (an invoice document), when the answer is one. */
export function documentUrl(answer: ActionAnswer): string | null {
  return typeof answer.url === 'string' && /^https?:\/\//.test(answer.url) ? answer.url : null;
}

/** The id of a record the action made (a duplicate), when it is not the one acted on. */
export function createdId(answer: ActionAnswer, actedOn?: unknown): number | null {
  return typeof answer.id === 'number' && answer.id !== actedOn ? answer.id : null;
}
