import { useEffect, useMemo, useRef } from 'react';
import { Button, Form, Input, Select } from 'antd';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { enumKey, labelKey, type Resource } from '../../../resources/kit/index.ts';
import { filterControls, fromCrudFilters, toCrudFilters, type FilterControl } from './filter-model.ts';
import { RangeInput } from './range-input.tsx';

interface Props {
  resource: Resource;
  filters: CrudFilter[];
  onChange: (filters: CrudFilter[]) => void;
}

/** The filters above a list; typing waits 300 ms before asking the server. */
export function FilterBar({ resource, filters, onChange }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const controls = useMemo(() => filterControls(resource), [resource]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!controls.length) return null;

  const apply = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(toCrudFilters(controls, form.getFieldsValue())), 300);
  };
  const clear = () => {
    form.resetFields();
    form.setFieldsValue(Object.fromEntries(controls.map((c) => [c.field, undefined])));
    clearTimeout(timer.current);
    onChange([]);
  };

  const input = (control: FilterControl) => {
    const label = control.field === 'q' ? t('resources.filters.search') : t(labelKey(resource, control.field));
    const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: t(enumKey(resource, control.field, v)) }));
    switch (control.type) {
      case 'search':
      case 'like':
      case 'text':
        return <Input allowClear aria-label={label} placeholder={label} style={{ width: control.type === 'search' ? 240 : 180 }} />;
      case 'select':
      case 'multi':
        return (
          <Select
            allowClear
            aria-label={label}
            placeholder={label}
            mode={control.type === 'multi' ? 'multiple' : undefined}
            options={options(control.options)}
            style={{ minWidth: 160 }}
            maxTagCount="responsive"
          />
        );
      case 'boolean':
        return (
          <Select
            allowClear
            aria-label={label}
            placeholder={label}
            style={{ minWidth: 120 }}
            options={[
              { value: true, label: t('resources.yes') },
              { value: false, label: t('resources.no') },
            ]}
          />
        );
      case 'range':
        return <RangeInput kind={control.kind} label={label} />;
    }
  };

  return (
    <Form form={form} layout="inline" initialValues={fromCrudFilters(controls, filters)} onValuesChange={apply} style={{ rowGap: 8, marginBottom: 12, flex: '1 1 600px' }} data-testid="filter-bar">
      {controls.map((control) => (
        <Form.Item key={control.field} name={control.field} style={{ marginInlineEnd: 8 }}>
          {input(control)}
        </Form.Item>
      ))}
      <Button onClick={clear}>{t('resources.filters.clear')}</Button>
    </Form>
  );
}
