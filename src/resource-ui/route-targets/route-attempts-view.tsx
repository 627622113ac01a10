import { Typography } from 'antd';
import type { RouteAttempt } from '../../../resources/sms/sms-logs.ts';
import { DateTime } from '../../components/date-time.tsx';
import { useRouteNames } from './use-route-names.ts';

/**
 * The routes a message passed over, in order: each route, the vendor's code and why, and when.
 * In a list cell only the routes and codes, on one line. Each run is isolated, so a Latin route
 * name next to a date keeps its order in a right-to-left page.
 */
export function RouteAttemptsView({ value, full }: { value: RouteAttempt[] | null; full: boolean }) {
  const { nameOf } = useRouteNames();
  const rows = value ?? [];
  if (!rows.length) return <Typography.Text type="secondary">—</Typography.Text>;
  const head = (row: RouteAttempt) => (
    <>
      <bdi>{row.route_id === null ? '—' : nameOf(row.route_id)}</bdi>
      {row.code && (
        <>
          {' · '}
          <bdi dir="ltr" className="mono">
            {row.code}
          </bdi>
        </>
      )}
    </>
  );
  if (!full) {
    return (
      <span>
        {rows.map((row, i) => (
          <span key={i}>
            {i > 0 && ', '}
            {head(row)}
          </span>
        ))}
      </span>
    );
  }
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="route-attempts">
      {rows.map((row, i) => (
        <li key={i}>
          <strong>{head(row)}</strong>
          <Typography.Text type="secondary">
            {' · '}
            <bdi>
              <DateTime value={row.at} />
            </bdi>
          </Typography.Text>
          <div dir="auto">{row.reason}</div>
        </li>
      ))}
    </ol>
  );
}
