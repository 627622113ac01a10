/**
 * /sms/routing/routes/:id/deck: a vendor's rate sheet read for its route (docs/areas/sms.md#rate-sheets).
 * Upload a file: Parley samples it with the route's saved settings or a guess, shows the mapping
 * to adjust and the first rows as read, previews the changes against the rates in force (coloured
 * by kind, with notice flags and the rows it could not read), and handles the deck into one
 * batch for approval.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Table, Typography, Upload } from 'antd';
import { CloudUploadOutlined, EyeOutlined, InboxOutlined, SaveOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../../providers/http-error.ts';
import { toast } from '../../../../providers/notification-provider.ts';
import type { DeckPreview, DeckSettings } from '../../../../resources/sms/rate-decks.ts';
import { routes } from '../../../../resources/sms/routes.ts';
import { errorText } from '../../../components/error-text.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useFreshGet } from '../../../hooks/use-fresh-get.ts';
import { handleDeck, previewDeck, readSettings, sampleDeck, saveSettings, type DeckHandled, type DeckSample } from './deck-api.ts';
import { MappingCard, type RouteExtras } from './mapping-card.tsx';
import { PreviewCard } from './preview-card.tsx';

export default function RateDeckPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { data: route } = useFreshGet<{ id: number; name: string; currency: string }>(`${routes.apiPath}/${encodeURIComponent(id)}`);
  const [file, setFile] = useState<File | null>(null);
  const [sample, setSample] = useState<DeckSample | null>(null);
  const [settings, setSettings] = useState<DeckSettings | null>(null);
  const [extras, setExtras] = useState<RouteExtras>({ notice_days: 7, auto_apply: false });
  const [preview, setPreview] = useState<DeckPreview | null>(null);
  const [handled, setHandled] = useState<DeckHandled | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sample' | 'preview' | 'handle' | 'save' | null>(null);

  useEffect(() => {
    readSettings(id).then((s) => setExtras({ notice_days: s.notice_days, auto_apply: s.auto_apply }), () => undefined);
  }, [id]);

  const attempt = async (step: NonNullable<typeof busy>, fn: () => Promise<void>) => {
    setBusy(step);
    setFailure(null);
    setErrors({});
    try {
      await fn();
    } catch (error) {
      const fields = isHttpError(error) ? (error.errors ?? {}) : {};
      setErrors(fields);
      const first = Object.values(fields)[0]?.[0];
      setFailure(first ?? errorText(error, t));
    } finally {
      setBusy(null);
    }
  };

  const pick = (picked: File) => {
    setFile(picked);
    setSample(null);
    setPreview(null);
    setHandled(null);
    void attempt('sample', async () => {
      const s = await sampleDeck(id, picked);
      setSample(s);
      setSettings(s.settings);
      setPreview(await previewDeck(id, picked, s.settings));
    });
  };

  const runPreview = () =>
    file &&
    settings &&
    attempt('preview', async () => {
      const s = await sampleDeck(id, file, settings);
      setSample({ ...s, saved: false, note: null });
      setPreview(await previewDeck(id, file, settings));
    });

  const save = () =>
    settings &&
    attempt('save', async () => {
      const answer = await saveSettings(id, { settings, ...extras });
      setExtras({ notice_days: answer.notice_days, auto_apply: answer.auto_apply });
      if (sample) setSample({ ...sample, saved: true, note: null });
      if (file) setPreview(await previewDeck(id, file, settings));
      toast('success', t('rate-decks.mapping.savedToast'));
    });

  const handle = () =>
    file &&
    settings &&
    attempt('handle', async () => {
      const done = await handleDeck(id, file, settings);
      setHandled(done);
      setPreview(await previewDeck(id, file, settings));
      toast('success', t(done.status === 'approved' ? 'rate-decks.handle.applied' : 'rate-decks.handle.done', { id: done.batch_id, count: done.changes }));
    });

  return (
    <>
      <PageHeader title={t('rate-decks.pageTitle', { route: route?.name ?? '' })} subtitle={<Link to={`/sms/routing/routes/${id}`}>{route?.name}</Link>} />
      <Flex vertical gap={16}>
        <Card title={t('rate-decks.upload.title')}>
          <Upload.Dragger
            accept=".csv,.txt,.tsv,.xlsx,.xls"
            multiple={false}
            showUploadList={false}
            beforeUpload={(picked) => {
              pick(picked);
              return false;
            }}
            data-testid="deck-upload"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('rate-decks.upload.drop')}</p>
            <p className="ant-upload-hint">{t('rate-decks.upload.hint')}</p>
          </Upload.Dragger>
          {sample && file && (
            <Descriptions style={{ marginTop: 16 }} size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
              <Descriptions.Item label={t('rate-decks.upload.title')}>
                <Ltr>{file.name}</Ltr>
              </Descriptions.Item>
              <Descriptions.Item label={t('rate-decks.upload.found', { kind: sample.file_kind.toUpperCase() })}>
                {sample.file_kind === 'csv' ? (
                  <Ltr>{`${sample.encoding ?? ''} · ${sample.delimiter === '\t' ? t('rate-decks.upload.tab') : sample.delimiter}`}</Ltr>
                ) : (
                  <Ltr>{sample.sheet}</Ltr>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('rate-decks.upload.headerRow')}>{sample.header_row}</Descriptions.Item>
            </Descriptions>
          )}
        </Card>

        {failure && <Alert type="error" showIcon message={failure} data-testid="deck-error" />}

        {sample && settings && (
          <>
            <MappingCard headers={sample.headers} sheets={sample.sheets} settings={settings} extras={extras} saved={sample.saved} note={sample.note} errors={errors} onChange={setSettings} onExtras={setExtras} />
            <Card title={t('rate-decks.sample.title')} extra={<Typography.Text type="secondary">{t('rate-decks.sample.rows', { count: sample.rows.length })}</Typography.Text>}>
              <Table
                size="small"
                rowKey={(_, i) => String(i)}
                dataSource={sample.rows.map((cells) => Object.fromEntries(cells.map((c, i) => [String(i), c])))}
                columns={sample.headers.map((h, i) => ({ key: String(i), dataIndex: String(i), title: h, ellipsis: true }))}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            </Card>
            <Flex gap={8} wrap justify="flex-end">
              <Button icon={<SaveOutlined />} loading={busy === 'save'} onClick={save}>
                {t('rate-decks.mapping.save')}
              </Button>
              <Button icon={<EyeOutlined />} loading={busy === 'preview'} onClick={runPreview}>
                {t('rate-decks.preview.run')}
              </Button>
              <Popconfirm title={t('rate-decks.handle.confirm')} onConfirm={handle} okText={t('rate-decks.handle.run')} disabled={!preview || preview.duplicate_of !== null}>
                <Button type="primary" icon={<CloudUploadOutlined />} loading={busy === 'handle'} disabled={!preview || preview.duplicate_of !== null} data-testid="deck-handle">
                  {t('rate-decks.handle.run')}
                </Button>
              </Popconfirm>
            </Flex>
          </>
        )}

        {handled && (
          <Alert
            type="success"
            showIcon
            data-testid="deck-handled"
            message={t(handled.status === 'approved' ? 'rate-decks.handle.applied' : 'rate-decks.handle.done', { id: handled.batch_id, count: handled.changes })}
            action={
              <Flex gap={8}>
                <Link to={`/sms/routing/rates/Batches/${handled.batch_id}`}>{t('rate-decks.handle.open')}</Link>
                <Link to={`/sms/routing/rates/Changes?batch_id=${handled.batch_id}`}>{t('rate-decks.handle.changes')}</Link>
              </Flex>
            }
          />
        )}

        {preview && <PreviewCard preview={preview} />}
      </Flex>
    </>
  );
}
