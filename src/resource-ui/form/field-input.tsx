import { Input, InputNumber, Switch } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { enumKey, type FieldDef, type Resource } from '../../../resources/kit/index.ts';
import { FormSelect } from '../../components/form-select.tsx';
import { DateInput } from './date-input.tsx';
import { MarkdownInput } from './markdown-input.tsx';
import { MoneyInput } from './money-input.tsx';
import { RecordValuesSelect } from './record-values-select.tsx';
import { PhoneInput } from './phone/phone-input.tsx';
import { ReferenceSelect } from './reference-select.tsx';
import { SecretInput } from './secret-input.tsx';
import type { Widget } from './widget-for.ts';
import { CountrySelect } from '../country/country-select.tsx';
import { CustomValuesInput } from '../custom-values/custom-values-input.tsx';
import { FieldMappingInput } from '../custom-values/field-mapping-input.tsx';
import { SmsTextInput } from '../sms-text/sms-text-input.tsx';
import { RouteTargetsInput } from '../route-targets/route-targets-input.tsx';
import { VoiceSelect } from '../../pages/voice/agents/voice-select.tsx';

export interface FieldInputProps {
  resource: Resource;
  name: string;
  field: FieldDef;
  widget: Widget;
  required: boolean;
  /** For money: the currency beside the amount (a code, or a node that looks it up). */
  currency?: React.ReactNode;
  /** For money: the decimal digits of the stored integer. */
  digits?: number;
  autoFocus?: boolean;
  // Form.Item injects these:
  id?: string;
  value?: never;
  onChange?: (value: unknown) => void;
}

/** The control for one field, chosen by its widget; Form.Item passes value and onChange. */
export function FieldInput({ resource, name, field, widget, required, currency, digits, autoFocus, ...control }: FieldInputProps) {
  const { t } = useTranslation();
  const common = { id: control.id, autoFocus, 'data-widget': widget };
  const options = (field.options ?? []).map((v) => ({ value: v, label: t(enumKey(resource, name, v)) }));
  switch (widget) {
    case 'textarea':
      // A multi-line credential (a tool's headers): typed, never shown back.
      if (field.secret) return <SecretInput {...control} id={control.id} autoFocus={autoFocus} multiline />;
      // Free text follows its own script: an Arabic prompt reads right-to-left even in the English UI.
      return <Input.TextArea {...common} {...control} rows={4} dir="auto" />;
    case 'json':
      return <Input.TextArea {...common} {...control} rows={8} dir="ltr" className="mono" spellCheck={false} />;
    case 'country':
      return <CountrySelect {...common} {...control} allowClear={!required} />;
    case 'custom-values':
      return <CustomValuesInput id={control.id} value={control.value} onChange={control.onChange} />;
    case 'field-mapping':
      return <FieldMappingInput id={control.id} value={control.value} onChange={control.onChange} />;
    case 'sms-text':
      return <SmsTextInput {...control} id={control.id} autoFocus={autoFocus} shortensLinks={field.links === 'shortened'} />;
    case 'route-targets':
      return <RouteTargetsInput id={control.id} value={control.value} onChange={control.onChange} />;
    case 'markdown':
      return <MarkdownInput {...control} id={control.id} autoFocus={autoFocus} />;
    case 'number':
      return <InputNumber {...common} {...control} dir="ltr" style={{ width: 220 }} />;
    case 'money':
      return <MoneyInput {...control} id={control.id} autoFocus={autoFocus} currency={currency} digits={digits ?? 2} />;
    case 'switch':
      return <Switch {...common} {...control} />;
    case 'select':
      return <FormSelect {...common} {...control} allowClear={!required} options={options} style={{ minWidth: 200 }} />;
    case 'multiselect':
      if (field.choices) return <RecordValuesSelect {...control} id={control.id} autoFocus={autoFocus} choices={field.choices} />;
      return <FormSelect {...common} {...control} mode="multiple" options={options} style={{ minWidth: 240 }} />;
    case 'tags':
      return <FormSelect {...common} {...control} mode="tags" open={false} suffixIcon={null} style={{ minWidth: 240 }} />;
    case 'reference':
      return <ReferenceSelect {...control} id={control.id} autoFocus={autoFocus} field={field} />;
    case 'date':
    case 'datetime':
      return <DateInput {...control} id={control.id} autoFocus={autoFocus} withTime={widget === 'datetime'} required={required} dates={field.dates} />;
    case 'phone':
      return (
        // The phone engine (libphonenumber) loads on first use; a disabled box stands in meanwhile.
        <Suspense fallback={<Input {...common} dir="ltr" type="tel" disabled />}>
          <PhoneInput {...control} id={control.id} autoFocus={autoFocus} settings={field.phone} />
        </Suspense>
      );
    case 'email':
    case 'url':
      return <Input {...common} {...control} dir="ltr" type={widget} />;
    default:
      if (field.secret) return <SecretInput {...control} id={control.id} autoFocus={autoFocus} />;
      // An agent speaks with one of its provider's voices: a picker of those, not free text.
      if (resource.name === 'agents' && name === 'voice') return <VoiceSelect {...control} id={control.id} autoFocus={autoFocus} required={required} />;
      return <Input {...common} {...control} />;
  }
}
