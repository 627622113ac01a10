import { Select } from 'antd';
import { useSelect } from '@refinedev/antd';
import { resourceByName } from '../../../resources/index.ts';
import { searchFields, type FieldDef } from '../../../resources/kit/index.ts';

interface Props {
  id?: string;
  field: FieldDef;
  value?: number | string | null;
  onChange?: (value: unknown) => void;
  autoFocus?: boolean;
  /** In a filter bar: the field's label as placeholder and accessible name. */
  label?: string;
}

/** Picks a record of another resource, searching on the server (`q`, else `<label>_like`). */
export function ReferenceSelect({ id, field, value, onChange, autoFocus, label: shownLabel }: Props) {
  const target = resourceByName(field.reference!.resource);
  const label = field.reference!.label;
  const useQ = target ? searchFields(target).length > 0 : false;
  const { selectProps } = useSelect({
    resource: target?.name ?? field.reference!.resource,
    optionLabel: label as never,
    optionValue: 'id' as never,
    defaultValue: value ?? undefined,
    debounce: 300,
    onSearch: (text) => (text ? [useQ ? { field: 'q', operator: 'eq', value: text } : { field: label, operator: 'contains', value: text }] : []),
    pagination: { pageSize: 20, mode: 'server' },
  });
  return (
    <Select
      {...(selectProps as object)}
      id={id}
      autoFocus={autoFocus}
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      style={{ minWidth: shownLabel ? 180 : 240 }}
      {...(shownLabel && { placeholder: shownLabel, 'aria-label': shownLabel })}
    />
  );
}
