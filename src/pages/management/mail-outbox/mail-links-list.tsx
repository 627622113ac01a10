import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { extractLinks } from './mail-links.ts';

/** The mail's links as plain, copyable anchors (the sandboxed preview cannot follow them). */
export function MailLinks({ html }: { html: string }) {
  const { t } = useTranslation();
  const links = extractLinks(html);
  return (
    <List
      size="small"
      bordered
      style={{ marginBottom: 12 }}
      header={<Typography.Text strong>{t('outbox.links', { count: links.length })}</Typography.Text>}
      locale={{ emptyText: t('outbox.noLinks') }}
      dataSource={links}
      renderItem={(href) => (
        <List.Item>
          <Typography.Text copyable={{ text: href }} style={{ wordBreak: 'break-all' }}>
            <a href={href} target="_blank" rel="noopener noreferrer" dir="ltr" data-testid="mail-link">
              {href}
            </a>
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
