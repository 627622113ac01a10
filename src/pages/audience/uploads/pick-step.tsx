/** Step 1: the file. Drag and drop or browse; its size shown; an unfinished upload offered to carry on. */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Typography, Upload } from 'antd';
import { FileExcelOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../providers/notification-provider.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { formatBytes } from './bytes.ts';
import { ACCEPT, fileKind } from './file-kind.ts';
import { bytesReceived, discardUnfinished, unfinishedUploads, type Owner, type Unfinished } from './tus-upload.ts';

interface Props {
  owner: Owner;
  file: File | null;
  name: string;
  onFile: (file: File | null) => void;
  onName: (name: string) => void;
}

/** An unfinished upload with what the server still holds of it (null: gone). */
type Offer = Unfinished & { received: number | null };

export function PickStep({ owner, file, name, onFile, onName }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [offers, setOffers] = useState<Offer[]>([]);
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    unfinishedUploads(owner)
      .then((list) => Promise.all(list.map(async (u) => ({ ...u, received: u.url ? await bytesReceived(u.url).catch(() => null) : null }))))
      .then((list) => current && setOffers(list))
      .catch(() => undefined); // nothing to offer is no reason to stop the screen
    return () => {
      current = false;
    };
  }, [owner]);

  const discard = async (offer: Offer) => {
    await discardUnfinished(offer);
    setOffers((list) => list.filter((o) => o.key !== offer.key));
    toast('info', t('upload-wizard.pick.discarded'));
  };

  const take = (picked: File) => {
    if (!fileKind(picked.name)) setRefused(t('upload-wizard.pick.wrongType', { name: picked.name }));
    else if (picked.size === 0) setRefused(t('upload-wizard.pick.empty', { name: picked.name }));
    else {
      setRefused(null);
      onFile(picked);
    }
  };

  const continues = file && offers.some((o) => o.received !== null && o.filename === file.name && o.size === file.size);
  const bytes = (n: number | null) => (n === null ? '—' : formatBytes(n, locale));

  return (
    <Flex vertical gap={16}>
      {offers.map((offer) => (
        <Alert
          key={offer.key}
          type={offer.received === null ? 'warning' : 'info'}
          showIcon
          message={t('upload-wizard.pick.unfinishedTitle')}
          data-testid="unfinished-upload"
          description={t(offer.received === null ? 'upload-wizard.pick.unfinishedGone' : 'upload-wizard.pick.unfinished', {
            filename: offer.filename,
            received: bytes(offer.received),
            size: bytes(offer.size),
            when: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(offer.startedAt)),
          })}
          action={
            <Button size="small" onClick={() => void discard(offer)}>
              {t('upload-wizard.pick.discard')}
            </Button>
          }
        />
      ))}
      {!file ? (
        <Upload.Dragger
          accept={ACCEPT}
          multiple={false}
          showUploadList={false}
          // The wizard sends the file itself (tus), so antd only hands it over.
          beforeUpload={(picked) => {
            take(picked);
            return Upload.LIST_IGNORE;
          }}
          style={{ padding: '24px 16px' }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('upload-wizard.pick.drop')}</p>
          <p className="ant-upload-hint">{t('upload-wizard.pick.hint')}</p>
        </Upload.Dragger>
      ) : (
        <Card size="small" data-testid="picked-file">
          <Flex align="center" gap={16} wrap>
            <span style={{ fontSize: 36, lineHeight: 1 }} aria-hidden>
              {fileKind(file.name) === 'xlsx' ? <FileExcelOutlined style={{ color: '#1d6f42' }} /> : <FileTextOutlined />}
            </span>
            <Flex vertical style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text strong ellipsis={{ tooltip: file.name }}>
                {file.name}
              </Typography.Text>
              <Typography.Text type="secondary">
                {formatBytes(file.size, locale)} · <DateTime value={new Date(file.lastModified).toISOString()} />
              </Typography.Text>
            </Flex>
            <Button onClick={() => onFile(null)}>{t('upload-wizard.pick.change')}</Button>
          </Flex>
          {continues && <Alert style={{ marginTop: 12 }} type="success" showIcon message={t('upload-wizard.pick.continues')} />}
        </Card>
      )}
      {refused && <Alert type="error" showIcon message={refused} />}
      {file && (
        <Form layout="vertical" requiredMark={false} style={{ maxWidth: 480 }}>
          <Form.Item label={t('upload-wizard.pick.name')} htmlFor="upload-name" help={!name.trim() ? t('upload-wizard.pick.nameRequired') : undefined} extra={t('upload-wizard.pick.nameHelp')} validateStatus={!name.trim() ? 'error' : undefined}>
            <Input id="upload-name" value={name} maxLength={255} onChange={(e) => onName(e.target.value)} />
          </Form.Item>
        </Form>
      )}
    </Flex>
  );
}
