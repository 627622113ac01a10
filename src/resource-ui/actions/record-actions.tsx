import { useState } from 'react';
import { Button, Dropdown, Flex, Tooltip } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { blockingField, type ActionDef, type Resource } from '../../../resources/kit/index.ts';
import { useAccess } from '../../hooks/use-access.ts';
import { actionIcon } from './action-icon.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { useRunAction } from './use-run-action.ts';
import { useRelatedPresent } from './use-related-present.ts';

interface Props {
  resource: Resource;
  /** Item actions act on it; without one, the collection actions show. */
  record?: BaseRecord;
  /** Buttons in a page header, or one "more" menu in a table row. */
  as?: 'buttons' | 'menu';
}

/** The custom actions the user may run here, each busy while it runs; some ask first. */
export function RecordActions({ resource, record, as = 'buttons' }: Props) {
  const { t } = useTranslation();
  const allowed = useAccess();
  const { run, pending } = useRunAction(resource);
  const [asking, setAsking] = useState<ActionDef | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const scope = record ? 'item' : 'collection';
  // Only what applies: a stopped campaign offers no Stop (the server would refuse it anyway).
  const applicable = (resource.actions ?? []).filter((a) => a.scope === scope && !a.ownPanel && blockingField(a, record) === null && allowed({ resource: resource.name, action: a.name, record }));
  // ... and only with what it acts on: a campaign no feed fills offers no Stop feed.
  const present = useRelatedPresent(applicable, record);
  const actions = applicable.filter((a) => present.has(a.name));
  if (!actions.length) return null;

  const start = (action: ActionDef) => {
    if (action.destructive || action.confirm || action.input) setAsking(action);
    else void run(action, record);
  };
  const label = (action: ActionDef) => t(`${resource.name}.actions.${action.name}`);
  const dialog = asking && (
    <ActionDialog
      resource={resource}
      action={asking}
      record={record}
      busy={pending === asking.name}
      onClose={() => setAsking(null)}
      onRun={async (input) => {
        if (await run(asking, record, input)) setAsking(null);
      }}
    />
  );

  if (as === 'menu') {
    // Menus and dialogs render in portals, whose clicks still bubble to the row (which opens the record).
    return (
      <span onClick={(e) => e.stopPropagation()}>
        <Dropdown
          trigger={['click']}
          // Closed on a pick by us: the button turning busy must not keep the menu open.
          open={menuOpen}
          onOpenChange={setMenuOpen}
          menu={{ items: actions.map((a) => ({ key: a.name, label: label(a), icon: actionIcon(a.icon), danger: a.destructive, disabled: pending !== null })), onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            setMenuOpen(false);
            start(actions.find((a) => a.name === key)!);
          } }}
        >
          <Tooltip title={t('resources.actions.column')} placement="left">
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              loading={pending !== null}
              aria-label={t('resources.actions.more', { title: record ? String(record[resource.titleField] ?? record.id) : '' })}
              onClick={(e) => e.stopPropagation()}
            />
          </Tooltip>
        </Dropdown>
        {dialog}
      </span>
    );
  }
  return (
    <Flex gap={8} wrap>
      {actions.map((a) => (
        <Button key={a.name} icon={actionIcon(a.icon)} danger={a.destructive} loading={pending === a.name} disabled={pending !== null && pending !== a.name} onClick={() => start(a)}>
          {label(a)}
        </Button>
      ))}
      {dialog}
    </Flex>
  );
}
