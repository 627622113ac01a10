import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookInfo } from './use-webhook-info.ts';

/** How a sender signs, with this source's own address: a shell example to paste and adapt. */
export function SigningExample({ info }: { info: WebhookInfo }) {
  const { t } = useTranslation();
  const script = [
    `SECRET='<${t('webhooks.secret')}>'`,
    `BODY='{"contacts":[{"phone":"+14155550123","first_name":"Ada"}]}'`,
    'T=$(date +%s)',
    `SIG=$(printf '%s.%s' "$T" "$BODY" | openssl dgst -sha256 -hmac "$SECRET" | sed 's/^.* //')`,
    `curl -X POST '${info.url}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H "${info.signature_header}: t=$T,v1=$SIG" \\`,
    `  -H "${info.delivery_header}: $(uuidgen)" \\`,
    `  --data "$BODY"`,
  ].join('\n');
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'signing',
          label: t('webhooks.signing.title'),
          children: (
            <>
              <Typography.Paragraph type="secondary">{t('webhooks.signing.intro', { header: info.signature_header, delivery: info.delivery_header })}</Typography.Paragraph>
              <pre className="mono" dir="ltr" style={{ margin: 0, padding: 12, borderRadius: 6, background: 'rgba(127,127,127,0.1)', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                <Typography.Text copyable={{ text: script, tooltips: [t('webhooks.copy'), t('webhooks.copied')] }} className="mono">
                  {script}
                </Typography.Text>
              </pre>
            </>
          ),
        },
      ]}
    />
  );
}
