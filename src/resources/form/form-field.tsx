import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { isWebUrl, labelKey, type FieldDef, type Resource } from '../../../resources/kit/index.ts';
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
  const currency = Form.useWatch(field.currencyField ?? '__none', form) as string | undefined;
  const rules: Rule[] = [];
  if (required) rules.push({ required: true, message: t('resources.form.required') });
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
      <FieldInput resource={resource} name={name} field={field} widget={widget} required={required} currency={field.currencyField ? currency : undefined} autoFocus={autoFocus} />
    </Form.Item>
  );
}
