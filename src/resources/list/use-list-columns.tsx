import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { getDefaultSortOrder } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import { labelKey, type Resource } from '../../../resources/kit/index.ts';
import { Ltr } from '../../components/ltr.tsx';
import { FieldValue } from '../field-value.tsx';

/** Table columns for the chosen fields, sortable where the resource allows it. */
export function useListColumns(resource: Resource, visible: string[], sorters: CrudSort[]): TableColumnsType<BaseRecord> {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        title: t('resources.id'),
        dataIndex: 'id',
        key: 'id',
        width: 90,
        sorter: true,
        sortOrder: getDefaultSortOrder('id', sorters) ?? null,
        render: (id: unknown) => <Ltr>{String(id)}</Ltr>,
      },
      ...visible.map((name) => {
        const field = resource.fields[name];
        return {
          title: t(labelKey(resource, name)),
          dataIndex: name,
          key: name,
          sorter: !!field.sortable,
          sortOrder: field.sortable ? (getDefaultSortOrder(name, sorters) ?? null) : undefined,
          align: field.kind === 'money' || field.kind === 'number' ? ('end' as const) : undefined,
          render: (_: unknown, record: BaseRecord) => <FieldValue resource={resource} name={name} field={field} record={record} />,
        };
      }),
    ],
    [resource, visible, sorters, t],
  );
}
