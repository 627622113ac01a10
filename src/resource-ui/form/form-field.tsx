import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { isWebUrl, labelKey, type FieldDef, type Resource } from '../../../resources/kit/index.ts';
import { parseDecimal, recordCurrency, scaleDigits } from '../../../resources/format/money.ts';
import { moneyProblemText, ReferencedCurrency } from '../money.tsx';
import { FieldInput } from './field-input.tsx';
import { isValidJson, jsonToText } from './json-value.ts';
import { isRequiredField, widgetFor } from './widget-for.ts';

interface Props {
  resource: Resource;
  name: string;
  field: FieldDef;
  autoFocus?: boolean;
  /** Another label than the field's own (an action's input). */
  label?: string;
}

/** One labelled form row; the server's 422 messages for the field appear under it. */
export function FormField({ resource, name, field, autoFocus, label }: Props) {
  const { t } = useTranslation();
  const widget = widgetFor(field);
  const required = isRequiredField(field) && widget !== 'switch';
  const form = Form.useFormInstance();
  // Where an amount's currency is: a sibling field, or the record a reference (also in the form) points at.
  const currencySource = field.currencyField ?? field.currencyFrom?.reference;
  const watched = Form.useWatch(currencySource ?? '__none', form) as unknown;
  const currency = field.currencyField || field.currency ? recordCurrency(field, currencySource ? { [currencySource]: watched } : {}) : null;
  // A currency from another record goes with a fixed scale (defineResource): the digits never wait for it.
  const digits = scaleDigits(field.scale, currency);
  const addon = field.currencyFrom ? <ReferencedCurrency resource={resource} field={field} id={watched} /> : currency;
  const rules: Rule[] = [];
  if (required) rules.push({ required: true, message: t('resources.form.required') });
  // An amount the input could not take as the stored integer stays as typed text (MoneyInput).
  if (widget === 'money') rules.push({ validator: (_, v) => (typeof v === 'string' ? Promise.reject(new Error(moneyProblemText(t, moneyReason(v, digits), digits))) : Promise.resolve()) });
  if (widget === 'json') rules.push({ validator: (_, v) => (isValidJson(v) ? Promise.resolve() : Promise.reject(new Error(t('resources.form.invalidJson')))) });
  if (widget === 'email') rules.push({ type: 'email', message: t('resources.form.invalidEmail') });
  // The server accepts http and https only (resources/kit isWebUrl); say so before sending.
  if (widget === 'url') rules.push({ type: 'url', message: t('resources.form.invalidUrl') }, { validator: (_, v) => (isWebUrl(v) ? Promise.resolve() : Promise.reject(new Error(t('resources.form.invalidUrl')))) });

  return (
    <Form.Item
      name={name}
      label={label ?? t(labelKey(resource, name))}
      rules={rules}
      valuePropName={widget === 'switch' ? 'checked' : 'value'}
      getValueProps={widget === 'json' ? (v) => ({ value: jsonToText(v) }) : undefined}
    >
      <FieldInput resource={resource} name={name} field={field} widget={widget} required={required} currency={widget === 'money' ? addon : undefined} digits={digits} autoFocus={autoFocus} />
    </Form.Item>
  );
}

/** Why typed text is not an amount at this scale. */
function moneyReason(text: string, digits: number): 'invalid' | 'digits' | 'range' {
  const parsed = parseDecimal(text, digits);
  return parsed.ok ? 'range' : parsed.reason;
}
