/** Step 3: the first rows as Parley reads them, with the encoding and the separator to correct it. */
import { Alert, Button, Flex, Form, Select, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/error-text.ts';
import type { DataFileSample, ReadChoice } from '../../../../resources/audience/data-file-import.ts';
import { delimiterKey, DELIMITERS, encodingLabel, ENCODINGS } from './read-choices.ts';

interface Props {
  sample: DataFileSample | null;
  loading: boolean;
  error: unknown;
  read: ReadChoice;
  onRead: (read: ReadChoice) => void;
  /** Gives up on this file for another one. */
  onAnother: () => void;
}

export function SampleStep({ sample, loading, error, read, onRead, onAnother }: Props) {
  const { t } = useTranslation();
  const isXlsx = sample?.format === 'xlsx';
  const detectedEncoding = encodingLabel(sample?.encoding);
  const detectedDelimiter = delimiterKey(sample?.delimiter);
  const autoLabel = (detected: string | null) => (detected ? t('upload-wizard.sample.detected', { value: detected }) : t('upload-wizard.sample.auto'));

  return (
    <Flex vertical gap={16} data-testid="sample-step">
      {!isXlsx && (
        <Form layout="inline" style={{ rowGap: 8 }}>
          <Form.Item label={t('upload-wizard.sample.encoding')} htmlFor="sample-encoding">
            <Select
              id="sample-encoding"
              style={{ minWidth: 200 }}
              value={read.encoding ?? ''}
              onChange={(encoding) => onRead({ ...read, encoding: encoding || undefined })}
              options={ENCODINGS.map((e) => ({ value: e.value, label: e.value ? e.label : autoLabel(detectedEncoding) }))}
            />
          </Form.Item>
          <Form.Item label={t('upload-wizard.sample.delimiter')} htmlFor="sample-delimiter">
            <Select
              id="sample-delimiter"
              style={{ minWidth: 200 }}
              value={read.delimiter ?? ''}
              onChange={(delimiter) => onRead({ ...read, delimiter: delimiter || undefined })}
              options={DELIMITERS.map((d) => ({
                value: d.value,
                label: d.value ? t(`upload-wizard.sample.${d.label}`) : autoLabel(detectedDelimiter ? t(`upload-wizard.sample.${detectedDelimiter}`) : (sample?.delimiter ?? null)),
              }))}
            />
          </Form.Item>
        </Form>
      )}
      {error ? (
        <Alert
          type="error"
          showIcon
          message={t('upload-wizard.sample.broken')}
          description={`${errorText(error, t)} ${isXlsx ? '' : t('upload-wizard.sample.brokenHint')}`}
          action={<Button onClick={onAnother}>{t('upload-wizard.pick.change')}</Button>}
          data-testid="sample-error"
        />
      ) : (
        sample && (
          <Typography.Text type="secondary">
            {isXlsx ? t('upload-wizard.sample.xlsx', { count: sample.rows.length }) : t('upload-wizard.sample.firstRows', { count: sample.rows.length })}
          </Typography.Text>
        )
      )}
      {sample && !error && sample.rows.length === 0 && <Alert type="warning" showIcon message={t('upload-wizard.sample.noRows')} />}
      <Spin spinning={loading} tip={t('upload-wizard.sample.reloading')}>
        {sample && !error && (
          <Table<unknown[]>
            size="small"
            bordered
            rowKey={(_, i) => String(i)}
            dataSource={sample.rows}
            pagination={false}
            scroll={{ x: 'max-content', y: 420 }}
            columns={[
              { key: '#', title: t('upload-wizard.sample.rowNumber'), width: 56, fixed: 'left', render: (_, __, i) => <Typography.Text type="secondary">{i + 1}</Typography.Text> },
              ...sample.columns.map((column, index) => ({
                key: `${index}`,
                title: column,
                ellipsis: true,
                render: (_: unknown, row: unknown[]) => cell(row[index]),
              })),
            ]}
          />
        )}
      </Spin>
    </Flex>
  );
}

function cell(value: unknown) {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A value's own direction: a Latin name in an Arabic file, or the other way round, reads right.
  return <span dir="auto">{text.length > 80 ? `${text.slice(0, 80)}…` : text}</span>;
}
