import { Descriptions, Drawer, Grid, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Mail } from '../../../../resources/account/schemas.ts';
import { DateTime } from '../../../components/date-time.tsx';
import { LinkifiedText } from '../../../components/linkified-text.tsx';
import { Ltr } from '../../../components/ltr.tsx';
import { MailLinks } from './mail-links-list.tsx';

export function MailDrawer({ mail, onClose }: { mail: Mail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();

  return (
    <Drawer open={!!mail} onClose={onClose} width={screens.md ? 760 : '100%'} title={mail?.subject} destroyOnHidden>
      {mail && (
        <>
          <Descriptions column={1} size="small" style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('outbox.columns.to')}>
              <Ltr>{mail.to}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={t('outbox.columns.createdAt')}>
              <DateTime value={mail.created_at} />
            </Descriptions.Item>
          </Descriptions>
          {/* The links first: verification and invitation links are what staff open the outbox for. */}
          <MailLinks html={mail.html} />
          <Tabs
            items={[
              {
                key: 'html',
                label: t('outbox.tabs.html'),
                children: (
                  // sandbox="" runs no script and follows no link: the mail is looked at, never executed.
                  <iframe
                    title={t('outbox.tabs.html')}
                    sandbox=""
                    srcDoc={mail.html}
                    data-testid="mail-html"
                    style={{ width: '100%', height: '60vh', border: '1px solid rgba(127,127,127,0.3)', borderRadius: 6, background: '#fff' }}
                  />
                ),
              },
              {
                key: 'text',
                label: t('outbox.tabs.text'),
                children: (
                  <div data-testid="mail-text" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    <LinkifiedText text={mail.text} />
                  </div>
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
