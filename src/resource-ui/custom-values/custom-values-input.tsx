import { Alert, Flex, Input, InputNumber, Switch, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../components/form-select.tsx';
import { DateInput } from '../form/date-input.tsx';
import { useCustomFields, type CustomFieldDef } from './use-custom-fields.ts';

type Values = Record<string, string | number | boolean | null>;

interface Props {
  id?: string;
  value?: Values | null;
  onChange?: (value: Values) => void;
}

/**
 * A contact's custom values, one input per field of the team, each of its type: text, a number,
 * a date, a yes/no switch, a pick of the select's options. Cleared values are sent as null, which
 * the server reads as "no value". The server checks every value again (required, options).
 */
export function CustomValuesInput({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const { fields, loading } = useCustomFields();
  const values = value ?? {};
  const set = (key: string, v: string | number | boolean | null | undefined) => onChange?.({ ...values, [key]: v === undefined || v === '' ? null : v });
  if (loading) return <Input disabled id={id} />;
  if (!fields.length) {
    return (
      <Typography.Text type="secondary" id={id}>
        {t('contacts.customFields.none')} <Link to="/settings/custom-fields">{t('contacts.customFields.define')}</Link>
      </Typography.Text>
    );
  }
  const unknown = Object.keys(values).filter((k) => values[k] !== null && !fields.some((f) => f.key === k));
  return (
    <Flex vertical gap={8} id={id} data-testid="custom-values-input">
      {fields.map((f) => (
        <Flex key={f.key} gap={12} align="center" wrap>
          <label htmlFor={`custom-${f.key}`} style={{ minWidth: 160 }}>
            {f.name}
            {f.required && <span aria-hidden style={{ color: 'var(--ant-color-error)' }}> *</span>}
          </label>
          <CustomInput def={f} value={values[f.key]} onChange={(v) => set(f.key, v)} />
        </Flex>
      ))}
      {unknown.length > 0 && <Alert type="warning" showIcon message={t('contacts.customFields.unknown', { keys: unknown.join(', ') })} />}
    </Flex>
  );
}

function CustomInput({ def, value, onChange }: { def: CustomFieldDef; value: unknown; onChange: (v: string | number | boolean | null | undefined) => void }) {
  const id = `custom-${def.key}`;
  switch (def.type) {
    case 'number':
      return <InputNumber id={id} dir="ltr" value={typeof value === 'number' ? value : null} onChange={(v) => onChange(v ?? null)} style={{ width: 200 }} />;
    case 'boolean':
      return <Switch id={id} checked={value === true} onChange={onChange} />;
    case 'date':
      return <DateInput id={id} value={typeof value === 'string' ? value : undefined} onChange={(v) => onChange(typeof v === 'string' ? v.slice(0, 10) : null)} withTime={false} required={def.required} />;
    case 'select':
      return <FormSelect id={id} allowClear value={value ?? undefined} onChange={(v) => onChange((v as string | undefined) ?? null)} options={(def.options ?? []).map((o) => ({ value: o, label: o }))} style={{ width: 240 }} />;
    default:
      return <Input id={id} dir="auto" value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''} onChange={(e) => onChange(e.target.value)} style={{ maxWidth: 360 }} />;
  }
}
