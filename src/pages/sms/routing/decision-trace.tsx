/** A routing decision as a reader follows it: the outcome, the route with its cost and failover, then every reason in order. */
import { Alert, Descriptions, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SimulateResponse } from '../../../../resources/sms/routing-simulate.ts';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { NoRouteHelp } from './no-route-help.tsx';
import { reasonText, smsPrice } from './reason-text.ts';

const REFUSED_CODES = new Set(['blacklisted', 'opted_out']);

export function DecisionTrace({ decision }: { decision: SimulateResponse }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <div data-testid="routing-decision">
      {decision.ok ? (
        <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('routing-simulate.result.route')}>
            <Typography.Text strong>{decision.route.name}</Typography.Text> <Typography.Text type="secondary">· {decision.route.vendor}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('routing-simulate.result.cost')}>
            <bdi dir="ltr">{smsPrice(decision.cost.price, decision.cost.currency, locale)}</bdi>{' '}
            <Tag>{t(`routing-simulate.basis.${decision.cost.basis}`, { network: decision.cost.network_name })}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('routing-simulate.result.plan')}>{decision.plan.name}</Descriptions.Item>
          <Descriptions.Item label={t('routing-simulate.result.rule')}>{decision.rule ? t('routing-simulate.result.ruleOf', { id: decision.rule.id, priority: decision.rule.priority }) : t('routing-simulate.result.noRule')}</Descriptions.Item>
          <Descriptions.Item label={t('routing-simulate.result.failover')}>
            {decision.failover.length ? (
              <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                {decision.failover.map((f) => (
                  <li key={f.id}>
                    {f.name} — <bdi dir="ltr">{smsPrice(f.cost.price, f.cost.currency, locale)}</bdi>
                  </li>
                ))}
              </ol>
            ) : (
              <Typography.Text type="secondary">{t('routing-simulate.result.noFailover')}</Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(`routing-simulate.refusals.${decision.refusal}`)}
          description={decision.refusal === 'no_route' ? <NoRouteHelp decision={decision} /> : decision.message}
        />
      )}
      <Typography.Title level={5}>{t('routing-simulate.result.why')}</Typography.Title>
      <Timeline
        items={decision.reasons.map((reason) => ({
          color: reason.code.startsWith('route_skipped') || REFUSED_CODES.has(reason.code) ? 'red' : reason.code === 'route_chosen' ? 'green' : 'blue',
          children: <span data-reason={reason.code}>{reasonText(t, locale, reason)}</span>,
        }))}
      />
    </div>
  );
}
