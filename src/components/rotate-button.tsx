import { Button, Popconfirm } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The button that replaces a secret (a webhook's secret, a route's receipt address, a provider
 * account's signing secret): asks first, because the old one stops working at once.
 */
export function RotateButton({ label, title, warning, confirm, rotating, onConfirm }: { label: string; title: string; warning: string; confirm: string; rotating: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Popconfirm title={title} description={<div style={{ maxWidth: 320 }}>{warning}</div>} okText={confirm} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={onConfirm}>
      <Button danger icon={<SyncOutlined />} loading={rotating}>
        {label}
      </Button>
    </Popconfirm>
  );
}
