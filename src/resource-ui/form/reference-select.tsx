import type { ReactNode } from 'react';
import { useSelect } from '@refinedev/antd';
import { useOne } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { resourceByName } from '../../../resources/catalogue.ts';
import { searchFields, type FieldDef } from '../../../resources/kit/index.ts';
import { FormSelect } from '../../components/form-select.tsx';
import { Ltr } from '../../components/ltr.tsx';
import { useAccessDecision } from '../../hooks/use-access.ts';
import { retryUnlessGone } from '../retry-unless-gone.ts';

interface Props {
  id?: string;
  'aria-required'?: boolean | 'true' | 'false';
  field: FieldDef;
  value?: number | string | null;
  onChange?: (value: unknown) => void;
  autoFocus?: boolean;
  /** In a filter bar: the field's label as placeholder and accessible name. */
  label?: string;
}

/**
 * Picks a record of another resource, searching on the server (`q`, else `<label>_like`). When the
 * user may not list that resource (a platform account, for a team admin) it asks nothing: the
 * field keeps its value, shown as `#id`, and says who may choose it. The chosen record is read on
 * its own (shared with ReferenceTitle's request), so one deleted since it was chosen reads
 * "#id (not found)" in place, without a toast.
 */
export function ReferenceSelect({ id, field, value, onChange, autoFocus, label: shownLabel, 'aria-required': ariaRequired }: Props) {
  const { t } = useTranslation();
  const target = resourceByName(field.reference!.resource);
  const decide = useAccessDecision();
  const decision = target ? decide({ resource: target.name, action: 'list' }) : null;
  const mayList = !!decision?.can;
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
    queryOptions: { enabled: mayList },
    defaultValueQueryOptions: { enabled: false },
  });
  const chosen = value != null && value !== '';
  const current = useOne({
    resource: target?.name ?? '',
    id: chosen ? value : '',
    queryOptions: { enabled: mayList && chosen, retry: retryUnlessGone },
    errorNotification: false,
  });
  const options = (selectProps.options ?? []) as { value: unknown; label: ReactNode }[];
  const missing = (current.query.error as { statusCode?: number } | null)?.statusCode === 404;
  const currentLabel = current.result?.[label];
  const withCurrent =
    chosen && !options.some((o) => o.value === value)
      ? [{ value, label: missing ? <><Ltr>#{value}</Ltr> ({t('resources.reference.missing')})</> : currentLabel != null ? String(currentLabel) : <Ltr>#{value}</Ltr> }, ...options]
      : options;
  const named = shownLabel ? { placeholder: shownLabel, 'aria-label': shownLabel } : {};
  if (!mayList) {
    const who =
      decision?.needs && decision.needs !== 'staff'
        ? t('resources.form.referenceNeedsRole', { role: t(`teams.roles.${decision.needs}`) })
        : t('resources.form.referenceNeedsStaff');
    return (
      <FormSelect
        id={id}
        aria-required={ariaRequired}
        disabled
        value={value ?? undefined}
        options={value != null ? [{ value, label: `#${value}` }] : []}
        placeholder={who}
        title={who}
        style={{ minWidth: shownLabel ? 180 : 240 }}
        {...named}
      />
    );
  }
  return (
    <FormSelect
      {...(selectProps as object)}
      options={withCurrent as never}
      id={id}
      aria-required={ariaRequired}
      autoFocus={autoFocus}
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      style={{ minWidth: shownLabel ? 180 : 240 }}
      {...named}
    />
  );
}
