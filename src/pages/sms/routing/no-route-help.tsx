/**
 * Why no route could take the message, route by route, with a link to where each is mended: a
 * vendor rate to add, a route to enable, a rule to change. Without a route to name, the team has
 * no routes or the plan has no rule and no default route for the number.
 */
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { networkLabel, type SimulateResponse } from '../../../../resources/sms/routing-simulate.ts';
import { routes } from '../../../../resources/sms/routes.ts';
import { routingPlans } from '../../../../resources/sms/routing-plans.ts';
import { vendorRates } from '../../../../resources/sms/vendor-rates.ts';

type Refused = Extract<SimulateResponse, { ok: false }>;

const ROUTES = routes.routes.list!;
const PLANS = routingPlans.routes.list!;
const WHERE = { no_rate: vendorRates.routes.views![0].path, disabled: ROUTES, missing: PLANS } as const;

export function NoRouteHelp({ decision }: { decision: Refused }) {
  const { t } = useTranslation();
  const skipped = decision.skipped ?? [];
  if (!skipped.length) {
    const noRule = decision.reasons.some((r) => r.code === 'no_default_route');
    return (
      <span data-testid="no-route-help">
        <Trans t={t} i18nKey={noRule ? 'routing-simulate.skipped.noRule' : 'routing-simulate.skipped.noRoutes'} components={{ fix: <Link to={noRule ? PLANS : ROUTES} /> }} />
      </span>
    );
  }
  return (
    <ul data-testid="no-route-help" style={{ margin: 0, paddingInlineStart: 20 }}>
      {skipped.map((s) => (
        <li key={s.route_id} data-skip={s.reason}>
          <Trans t={t} i18nKey={`routing-simulate.skipped.${s.reason}`} values={{ route: s.route, network: decision.number ? networkLabel(decision.number) : '' }} components={{ fix: <Link to={WHERE[s.reason]} />, bdi: <bdi dir="ltr" /> }} />
        </li>
      ))}
    </ul>
  );
}
