import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { enumKey, labelKey, type Resource } from '../../../resources/kit/index.ts';
import { filterControls, firstControls, fromCrudFilters, toCrudFilters, type FilterControl } from './filter-model.ts';
import { ReferenceSelect } from '../form/reference-select.tsx';
import { RangeInput } from './range-input.tsx';
import { CountrySelect } from '../country/country-select.tsx';

/** How many filters show before "More filters": the search and the three most used. */
export const PRIMARY_FILTERS = 4;

interface Props {
  resource: Resource;
  filters: CrudFilter[];
  onChange: (filters: CrudFilter[]) => void;
  /** Fields the screen already fixes (a view's parent): no control for them. */
  fixed?: readonly string[];
  /** Controls beyond the declared fields (a team's custom fields), after them. */
  extra?: readonly FilterControl[];
  /** Fields whose filters come first, after the search (the ones a screen's users reach for most). */
  first?: readonly string[];
}

const NO_FIELDS: readonly string[] = [];
const NO_CONTROLS: readonly FilterControl[] = [];

const activeCount = (controls: readonly FilterControl[], values: Record<string, unknown>) => controls.filter((c) => toCrudFilters([c], values).length > 0).length;

/** The filters above a list; typing waits 300 ms before asking the server. */
export function FilterBar({ resource, filters, onChange, fixed = NO_FIELDS, extra = NO_CONTROLS, first = NO_FIELDS }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const controls = useMemo(() => firstControls([...filterControls(resource).filter((c) => !fixed.includes(c.field)), ...extra], first), [resource, fixed, extra, first]);
  // The first few filters always show; the rest fold away until asked for (or already in use).
  const hiddenActive = activeCount(controls.slice(PRIMARY_FILTERS), fromCrudFilters(controls, filters));
  const [expanded, setExpanded] = useState(() => hiddenActive > 0);
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
    const label = control.label ?? (control.field === 'q' ? t('resources.filters.search') : t(labelKey(resource, control.field)));
    const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: control.rawOptions ? v : t(enumKey(resource, control.field, v)) }));
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
        return <RangeInput kind={control.kind} control={control} label={label} />;
      case 'reference':
        return <ReferenceSelect field={resource.fields[control.field]} label={label} />;
      case 'country':
        return <CountrySelect allowClear aria-label={label} placeholder={label} mode="multiple" maxTagCount="responsive" style={{ minWidth: 180 }} />;
    }
  };

  return (
    // Remounted when extra controls arrive (custom fields load after the list), so their URL values show.
    <Form key={extra.length} form={form} layout="inline" initialValues={fromCrudFilters(controls, filters)} onValuesChange={apply} style={{ rowGap: 8, marginBottom: 12, flex: '1 1 600px' }} data-testid="filter-bar">
      {controls.map((control, i) => (
        // Hidden rather than unmounted, so a folded filter keeps its value.
        <Form.Item key={control.field} name={control.field} style={{ marginInlineEnd: 8 }} hidden={!expanded && i >= PRIMARY_FILTERS}>
          {input(control)}
        </Form.Item>
      ))}
      {controls.length > PRIMARY_FILTERS && (
        <Button type="link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('resources.filters.fewer') : hiddenActive ? t('resources.filters.moreActive', { count: hiddenActive }) : t('resources.filters.more', { count: controls.length - PRIMARY_FILTERS })}
        </Button>
      )}
      <Button onClick={clear}>{t('resources.filters.clear')}</Button>
    </Form>
  );
}
