/** The counts of an import, as tiles: created, updated, skipped, failed. */
import { Col, Row, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import type { DataFile } from '../../../../resources/audience/data-file-record.ts';

export function ImportFigures({ file }: { file: DataFile }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { token } = theme.useToken();
  const format = (n: number | string | undefined) => new Intl.NumberFormat(locale).format(Number(n ?? 0));
  const tiles = [
    { key: 'created', value: file.rows_created ?? 0, color: undefined },
    { key: 'updated', value: file.rows_updated ?? 0, color: undefined },
    { key: 'skipped', value: file.rows_skipped ?? 0, color: undefined },
    { key: 'failed', value: file.rows_failed, color: file.rows_failed ? token.colorError : undefined },
  ] as const;
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.key} xs={12} md={6}>
          <Statistic
            title={t(`upload-wizard.import.${tile.key}`)}
            value={tile.value}
            formatter={format}
            valueStyle={tile.color ? { color: tile.color } : undefined}
            data-testid={`import-${tile.key}`}
          />
        </Col>
      ))}
    </Row>
  );
}
