/** How many contacts the rules select now, and the first 20 of them, as the user edits. */
import { Alert, Card, Spin, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../components/ltr.tsx';
import { countryName } from '../../../resource-ui/country/country-names.ts';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import type { PreviewState } from './use-segment-api.ts';

export function PreviewPanel({ preview }: { preview: PreviewState }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const failed = Object.keys(preview.errors).length > 0 || (preview.message && preview.count === undefined);
  return (
    <Card title={t('segments.preview.title')} extra={preview.loading && <Spin size="small" />} data-testid="segment-preview">
      <Statistic
        title={t('segments.preview.count')}
        value={preview.count === undefined ? '—' : new Intl.NumberFormat(locale).format(preview.count)}
        valueStyle={{ opacity: preview.loading ? 0.6 : 1 }}
        valueRender={(node) => <span data-testid="segment-count">{node}</span>}
      />
      {failed && <Alert type="error" showIcon style={{ marginBlock: 12 }} message={t('segments.preview.invalid')} description={preview.message} />}
      <Table
        size="small"
        style={{ marginTop: 12 }}
        rowKey="id"
        pagination={false}
        dataSource={preview.contacts}
        locale={{ emptyText: <Typography.Text>{t('segments.preview.empty')}</Typography.Text> }}
        columns={[
          { key: 'phone', title: t('contacts.fields.phone'), render: (_, c) => <Ltr>{String(c.phone)}</Ltr> },
          { key: 'name', title: t('contacts.fields.first_name'), render: (_, c) => [c.first_name, c.last_name].filter(Boolean).join(' ') },
          { key: 'country', title: t('contacts.fields.country'), render: (_, c) => (c.country ? countryName(String(c.country), locale) : '') },
          { key: 'status', title: t('contacts.fields.status'), render: (_, c) => t(`contacts.enums.status.${c.status}`) },
        ]}
      />
    </Card>
  );
}
