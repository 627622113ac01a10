/**
 * Money on screen (docs/architecture.md#money): an amount's text in its currency, and what a form
 * says about an amount it cannot take. Every list cell, show page and form goes through here and
 * through resources/format/money.ts.
 */
import { useOne } from '@refinedev/core';
import type { TFunction } from 'i18next';
import { formatFieldMoney, formatFieldMoneyByCurrency, formatListMoney, recordCurrency, unitsToDecimal, type Units } from '../../resources/format/money.ts';
import { resourceByName } from '../../resources/catalogue.ts';
import type { FieldDef, Resource } from '../../resources/kit/index.ts';
import { Ltr } from '../components/ltr.tsx';
import { useAccess } from '../hooks/use-access.ts';
import { useIntlLocale } from './use-locale.ts';

/**
 * The currency of the record a money field's `currencyFrom` reference points at (an SMS rate
 * change: its route's). One shared request per record, the one the reference's own cell makes;
 * null while unknown or when the user may not read that record.
 */
export function useReferencedCurrency(resource: Resource, field: FieldDef, id: unknown): string | null {
  const from = field.currencyFrom;
  const target = from ? resourceByName(resource.fields[from.reference]?.reference?.resource ?? '') : undefined;
  const may = useAccess();
  const valid = (typeof id === 'number' || typeof id === 'string') && id !== '';
  const enabled = !!target && valid && may({ resource: target.name, action: 'show' });
  const { result } = useOne({ resource: target?.name ?? '', id: valid ? (id as string | number) : '', queryOptions: { enabled } });
  const code = enabled && from ? result?.[from.field] : undefined;
  return typeof code === 'string' && code ? code : null;
}

interface ValueProps {
  resource: Resource;
  field: FieldDef;
  value: Units | Readonly<Record<string, Units>>;
  record: Readonly<Record<string, unknown>>;
  /** On a record's own page: every digit. In a list, a total is at its currency's usual decimals. */
  full?: boolean;
}

/** An amount as text, in its record's currency, at its field's scale: €0.031437 (a total in a list: €127.42). */
export function MoneyValue(props: ValueProps) {
  const locale = useIntlLocale();
  const { field, value, record, full = false } = props;
  if (field.byCurrency) return <MoneyByCurrency {...props} />;
  if (field.currencyFrom) return <ReferencedMoneyValue {...props} />;
  const format = full ? formatFieldMoney : formatListMoney;
  return <Ltr>{format(field, value as Units, recordCurrency(field, record), locale)}</Ltr>;
}

/** One line per currency, by code: amounts in two currencies are never run together. */
function MoneyByCurrency({ field, value, full = false }: ValueProps) {
  const locale = useIntlLocale();
  const lines = formatFieldMoneyByCurrency(field, value as Readonly<Record<string, Units>>, locale, !full);
  if (!lines.length) return <>—</>;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      {lines.map((line) => (
        <Ltr key={line}>{line}</Ltr>
      ))}
    </span>
  );
}

function ReferencedMoneyValue({ resource, field, value, record, full = false }: ValueProps) {
  const locale = useIntlLocale();
  const currency = useReferencedCurrency(resource, field, record[field.currencyFrom!.reference]);
  // The scale is fixed (defineResource), so the digits are right before the currency arrives.
  return <Ltr>{(full ? formatFieldMoney : formatListMoney)(field, value as Units, currency, locale)}</Ltr>;
}

/** The currency code beside a money input whose currency lies in a referenced record. */
export function ReferencedCurrency({ resource, field, id }: { resource: Resource; field: FieldDef; id: unknown }) {
  return <>{useReferencedCurrency(resource, field, id)}</>;
}

/** Why a typed amount is refused: too many decimals for the scale, too large, or not an amount at all. */
export function moneyProblemText(t: TFunction, reason: 'invalid' | 'digits' | 'range', digits: number): string {
  if (reason === 'range') return t('resources.form.moneyTooLarge');
  if (reason === 'digits') return digits === 0 ? t('resources.form.moneyWhole') : t('resources.form.moneyDecimals', { digits, example: unitsToDecimal(31437, digits) });
  return t('resources.form.moneyInvalid', { example: unitsToDecimal(1999, digits) });
}
