import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useDeleteMany, type BaseKey } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../resources/kit/index.ts';
import { deletedManyToast } from '../record-toasts.ts';

interface Props {
  resource: Resource;
  ids: BaseKey[];
  onDone: () => void;
}

/** Deletes the selected rows after a confirmation; Refine's notifications report the outcome. */
export function BulkDeleteButton({ resource, ids, onDone }: Props) {
  const { t } = useTranslation();
  const { mutate, mutation } = useDeleteMany();
  if (!ids.length) return null;
  return (
    <Popconfirm
      title={t('resources.list.deleteSelectedTitle')}
      description={t('resources.list.deleteSelectedConfirm', { count: ids.length })}
      okText={t('resources.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => mutate({ resource: resource.name, ids, successNotification: () => deletedManyToast(t, resource, ids.length) }, { onSuccess: onDone })}
    >
      <Button danger icon={<DeleteOutlined />} loading={mutation.isPending} data-testid="bulk-delete">
        {t('resources.list.deleteSelected', { count: ids.length })}
      </Button>
    </Popconfirm>
  );
}
