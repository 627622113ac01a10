import { useMemo, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { getDefaultSortOrder } from '@refinedev/antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { labelKey, type Resource } from '../../../resources/kit/index.ts';
import { Ltr } from '../../components/ltr.tsx';
import { FieldValue } from '../field-value.tsx';
import { recordPath } from '../routes.ts';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Table columns for the chosen fields, sortable where the resource allows it. A record's title
 * cell is a real link to its page (a new tab, a middle click and "copy link" work); where the title
 * is not shown or empty, the id links instead, so every row has one.
 */
export function useListColumns(resource: Resource, visible: string[], sorters: CrudSort[], showPath?: string | null): TableColumnsType<BaseRecord> {
  const { t } = useTranslation();
  return useMemo(() => {
    const title = resource.titleField;
    const titleShown = visible.includes(title);
    const href = (record: BaseRecord) => (showPath ? recordPath(showPath, record.id!) : null);
    const linked = (record: BaseRecord, content: ReactNode) => {
      const to = href(record);
      return to ? (
        <Link to={to} data-testid="record-link">
          {content}
        </Link>
      ) : (
        content
      );
    };
    return [
      {
        title: t('resources.id'),
        dataIndex: 'id',
        key: 'id',
        width: 72,
        sorter: true,
        sortOrder: getDefaultSortOrder('id', sorters) ?? null,
        render: (id: unknown, record: BaseRecord) => {
          const text = <Ltr>{String(id)}</Ltr>;
          return titleShown && !isEmpty(record[title]) ? text : linked(record, text);
        },
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
          render: (_: unknown, record: BaseRecord) =>
            name === title && !isEmpty(record[name]) ? (
              linked(record, <FieldValue resource={resource} name={name} field={field} record={record} plain />)
            ) : (
              <FieldValue resource={resource} name={name} field={field} record={record} />
            ),
        };
      }),
    ];
  }, [resource, visible, sorters, showPath, t]);
}
