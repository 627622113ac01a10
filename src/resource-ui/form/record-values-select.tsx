import { useSelect } from '@refinedev/antd';
import type { FieldDef } from '../../../resources/kit/index.ts';
import { FormSelect } from '../../components/form-select.tsx';

interface Props {
  id?: string;
  'aria-required'?: boolean | 'true' | 'false';
  choices: NonNullable<FieldDef['choices']>;
  value?: string[] | null;
  onChange?: (value: string[]) => void;
  autoFocus?: boolean;
}

/**
 * Several values of one field of the team's records of another resource (an agent's tools by their
 * keys), searched on the server as the user types. A value no record has any more stays shown, so
 * saving does not drop it silently; the server says what is wrong with it.
 */
export function RecordValuesSelect({ id, choices, value, onChange, autoFocus, 'aria-required': ariaRequired }: Props) {
  const { selectProps } = useSelect({
    resource: choices.resource,
    optionLabel: choices.field as never,
    optionValue: choices.field as never,
    debounce: 300,
    onSearch: (text) => (text ? [{ field: choices.field, operator: 'contains', value: text }] : []),
    pagination: { pageSize: 50, mode: 'server' },
  });
  const known = new Set((selectProps.options ?? []).map((o) => String(o.value)));
  const options = [...(selectProps.options ?? []), ...(value ?? []).filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
  return (
    <FormSelect
      {...(selectProps as object)}
      options={options}
      mode="multiple"
      id={id}
      aria-required={ariaRequired}
      autoFocus={autoFocus}
      value={value ?? []}
      onChange={(v) => onChange?.((v as string[]) ?? [])}
      style={{ minWidth: 240 }}
    />
  );
}
