import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Flex, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { BaseKey, BaseRecord, CrudFilter } from '@refinedev/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../resources/kit/index.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { errorText } from '../../components/error-text.ts';
import { useAccess } from '../../hooks/use-access.ts';
import { recordPath } from '../routes.ts';
import { useScreenRoutes } from '../screen-routes.tsx';
import { RecordActions } from '../actions/record-actions.tsx';
import { BulkDeleteButton } from './bulk-delete-button.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { ExportButton } from './export-button.tsx';
import { FilterBar } from './filter-bar.tsx';
import type { FilterControl } from './filter-model.ts';
import { selectionLabels } from './selection-labels.ts';
import { useColumnPrefs } from './use-column-prefs.ts';
import { useListColumns } from './use-list-columns.tsx';

export interface ListExtras {
  /** Filters beyond the declared fields (a team's custom fields). */
  filters?: readonly FilterControl[];
  /** Fields whose filters show first (the rest fold under "More filters"). */
  firstFilters?: readonly string[];
  /** Beside the create button in the header (links to a report, a related list); a function may set the list's filters. */
  header?: ReactNode | ((list: ListFilterAccess) => ReactNode);
  /** Between the header and the table, given the list's filters (a summary of what it shows). */
  above?: (filters: CrudFilter[]) => ReactNode;
  /** Actions on the selected rows (tags in bulk); they make rows selectable. */
  bulk?: (ids: BaseKey[], clear: () => void, filters: CrudFilter[]) => ReactNode;
  /** A column's cell drawn by the page instead (a number's agent, chosen in the row). */
  cells?: Record<string, (record: BaseRecord) => ReactNode>;
}

/** The list's filters, for extras that read or replace them (an AI filter the user confirmed). */
export interface ListFilterAccess {
  filters: CrudFilter[];
  replaceFilters: (filters: CrudFilter[]) => void;
}

const LIST_STATE = /^(currentPage|pageSize|sorters|filters)\b/;

/** Whether the address holds a list's page, sort or filters (a shared or bookmarked link). */
export function carriesListState(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => LIST_STATE.test(key));
}

/** Any resource's list: server-side pages, sorting and filters kept in the URL. */
export function ResourceList({ resource, permanent, extras }: { resource: Resource; permanent?: CrudFilter[]; extras?: ListExtras }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useAccess();
  // A resource listed only through views (a plan's rules, say) has no screens of its own to open.
  const routes = useScreenRoutes(resource);
  const { columns, setColumns, reset } = useColumnPrefs(resource);
  const [selected, setSelected] = useState<BaseKey[]>([]);
  // Bumped when filters are replaced from outside the bar, so the bar shows them.
  const [replaced, setReplaced] = useState(0);
  const { search } = useLocation();
  // The page, sort and filters join the address once the user changes one (or a link brought
  // them): writing the defaults at once drew the screen a second time right after the first.
  const [inAddress, setInAddress] = useState(() => carriesListState(search));
  const { tableProps: table, tableQuery, filters, setFilters: setTableFilters, sorters } = useTable<BaseRecord>({
    resource: resource.name,
    syncWithLocation: inAddress,
    pagination: { pageSize: 10 },
    filters: permanent?.length ? { permanent } : undefined,
    sorters: { initial: resource.defaultSort ? [resource.defaultSort] : [{ field: 'id', order: 'desc' }] },
  });
  const setFilters = (next: CrudFilter[], behavior: 'replace' | 'merge') => {
    setInAddress(true);
    setTableFilters(next, behavior);
  };
  const tableProps = {
    ...table,
    onChange: ((...args) => {
      setInAddress(true);
      table.onChange?.(...args);
    }) as typeof table.onChange,
  };
  // A view's fixed fields (a rule's plan under the plan) say the same on every row: no column, no filter.
  const fixedFields = useMemo(() => (permanent ?? []).flatMap((f) => ('field' in f ? [f.field] : [])), [permanent]);
  const listColumns = useListColumns(resource, columns.filter((c) => !fixedFields.includes(c)), sorters, routes?.show);
  const cells = extras?.cells;
  const tableColumns = useMemo(
    () => (cells ? listColumns.map((c) => (typeof c.key === 'string' && cells[c.key] ? { ...c, render: (_: unknown, record: BaseRecord) => cells[c.key as string](record) } : c)) : listColumns),
    [listColumns, cells],
  );
  const mayCreate = !!routes?.create && allowed({ resource: resource.name, action: 'create' });
  const mayDelete = allowed({ resource: resource.name, action: 'delete' });
  const hasItemActions = resource.actions?.some((a) => a.scope === 'item' && !a.ownPanel && allowed({ resource: resource.name, action: a.name }));
  // Always in view at the row's end (left in right-to-left), however far the table scrolls.
  const actionsColumn = {
    key: '__actions',
    title: <span className="sr-only">{t('resources.actions.column')}</span>,
    width: 56,
    fixed: 'right' as const,
    render: (_: unknown, record: BaseRecord) => <RecordActions resource={resource} record={record} as="menu" />,
  };

  return (
    <>
      <PageHeader
        title={t(`${resource.name}.title`)}
        // Records Parley writes (calls, invoices, logs) say so, so nobody looks for a New button.
        subtitle={resource.closed.includes('create') ? t('resources.list.writtenBySystem') : undefined}
        extra={
          <Flex gap={8} wrap>
            {typeof extras?.header === 'function'
              ? extras.header({
                  filters,
                  replaceFilters: (next) => {
                    setFilters(next, 'replace');
                    setReplaced((n) => n + 1);
                  },
                })
              : extras?.header}
            {mayCreate && (
              <Link to={routes!.create!}>
                <Button type="primary" icon={<PlusOutlined />}>
                  {t('resources.create', { name: t(`${resource.name}.singular`) })}
                </Button>
              </Link>
            )}
          </Flex>
        }
      />
      {extras?.above?.(filters)}
      {/* The table runs to the card's edges: the width goes to the columns. */}
      <Card styles={{ body: { padding: 0 } }}>
        <Flex justify="space-between" align="start" gap={8} wrap style={{ padding: '16px 16px 4px' }}>
          <FilterBar key={replaced} resource={resource} fixed={fixedFields} extra={extras?.filters} first={extras?.firstFilters} filters={filters} onChange={(next) => setFilters(next, 'replace')} />
          <Flex gap={8} wrap style={{ marginBottom: 12, marginInlineStart: 'auto' }}>
            {extras?.bulk?.(selected, () => setSelected([]), filters)}
            <RecordActions resource={resource} />
            {mayDelete && <BulkDeleteButton resource={resource} ids={selected} onDone={() => setSelected([])} />}
            <ExportButton resource={resource} columns={columns} filters={filters} sorters={sorters} />
            <ColumnChooser resource={resource} columns={columns} onChange={setColumns} onReset={reset} />
          </Flex>
        </Flex>
        {tableQuery.isError && (
          <Alert
            type="error"
            showIcon
            style={{ margin: '0 16px 12px' }}
            message={t('resources.list.loadFailed')}
            description={errorText(tableQuery.error, t)}
            action={<Button onClick={() => tableQuery.refetch()}>{t('resources.retry')}</Button>}
          />
        )}
        <Table<BaseRecord>
          {...tableProps}
          rowKey="id"
          className="resource-table"
          // Columns take the width their (clipped) values need; the table scrolls only past the screen.
          tableLayout="auto"
          size="middle"
          columns={hasItemActions ? [...tableColumns, actionsColumn] : tableColumns}
          scroll={{ x: '100%' }}
          pagination={tableProps.pagination && { ...tableProps.pagination, showLessItems: true, showSizeChanger: false }}
          rowSelection={mayDelete || extras?.bulk ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as BaseKey[]), ...selectionLabels(resource, t) } : undefined}
          locale={{ emptyText: <Empty description={t('resources.list.empty')} /> }}
          onRow={(record) =>
            routes
              ? {
                  onClick: (event) => {
                    // The selection checkbox, links and controls inside a row do their own thing; so does a
                    // control's dropdown, whose clicks reach the row through React's portal.
                    if (!event.currentTarget.contains(event.target as Node)) return;
                    if ((event.target as HTMLElement).closest('.ant-table-selection-column, a, button, .ant-select')) return;
                    navigate(recordPath(routes.show, record.id!));
                  },
                  style: { cursor: 'pointer' },
                }
              : {}
          }
        />
      </Card>
    </>
  );
}
