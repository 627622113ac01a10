import { Button, Flex, InputNumber, Select, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_RULE_TARGETS, type RouteTarget } from '../../../resources/sms/routing-rules.ts';
import { useRouteNames } from './use-route-names.ts';

const total = (targets: readonly RouteTarget[]) => targets.reduce((sum, t) => sum + (t.percent || 0), 0);

/**
 * A rule's routes, one row each: the route and its share of the traffic. The order is the failover
 * order (arrows move a row); the shares must add up to 100, which the line below says as they change.
 */
export function RouteTargetsInput({ id, value, onChange }: { id?: string; value?: RouteTarget[] | null; onChange?: (value: RouteTarget[]) => void }) {
  const { t } = useTranslation();
  const { routes } = useRouteNames();
  const rows = value ?? [];
  const set = (next: RouteTarget[]) => onChange?.(next);
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    set(next);
  };
  const used = new Set(rows.map((r) => r.route_id));
  const sum = total(rows);
  return (
    <Flex vertical gap={8} id={id} data-testid="route-targets-input">
      {rows.length === 0 && <Typography.Text type="secondary">{t('routing-rules.targets.none')}</Typography.Text>}
      {rows.map((row, i) => (
        <Flex key={i} gap={8} align="center" wrap>
          <Typography.Text type="secondary" style={{ width: 24 }}>
            {i + 1}.
          </Typography.Text>
          <Select
            aria-label={t('routing-rules.targets.route')}
            value={row.route_id}
            style={{ width: 260 }}
            showSearch
            optionFilterProp="label"
            options={routes.map((r) => ({ value: r.id, label: r.name, disabled: used.has(r.id) && r.id !== row.route_id }))}
            onChange={(route_id: number) => set(rows.map((r, j) => (j === i ? { ...r, route_id } : r)))}
          />
          <InputNumber
            aria-label={t('routing-rules.targets.percent')}
            min={0}
            max={100}
            precision={0}
            value={row.percent}
            addonAfter="%"
            dir="ltr"
            style={{ width: 120 }}
            onChange={(v) => set(rows.map((r, j) => (j === i ? { ...r, percent: typeof v === 'number' ? v : 0 } : r)))}
          />
          <Button icon={<ArrowUpOutlined />} aria-label={t('routing-rules.targets.up')} disabled={i === 0} onClick={() => move(i, i - 1)} />
          <Button icon={<ArrowDownOutlined />} aria-label={t('routing-rules.targets.down')} disabled={i === rows.length - 1} onClick={() => move(i, i + 1)} />
          <Button icon={<DeleteOutlined />} aria-label={t('routing-rules.targets.remove')} onClick={() => set(rows.filter((_, j) => j !== i))} />
        </Flex>
      ))}
      <Flex gap={12} align="center" wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={rows.length >= MAX_RULE_TARGETS || routes.every((r) => used.has(r.id))}
          onClick={() => {
            const free = routes.find((r) => !used.has(r.id));
            if (free) set([...rows, { route_id: free.id, percent: Math.max(0, 100 - sum) }]);
          }}
        >
          {t('routing-rules.targets.add')}
        </Button>
        {rows.length > 0 && (
          <Typography.Text type={sum === 100 ? 'secondary' : 'danger'} role="status">
            {t('routing-rules.targets.total', { total: sum })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

/** A rule's routes as text: `1. Telvia Direct EU 70 % · 2. BlueWave HTTP 30 %`. */
export function RouteTargetsView({ value }: { value: RouteTarget[] | null }) {
  const { nameOf } = useRouteNames();
  const rows = value ?? [];
  if (!rows.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span>
      {rows.map((row, i) => (
        <span key={row.route_id}>
          {i > 0 && ' · '}
          {i + 1}. {nameOf(row.route_id)} <bdi dir="ltr">{row.percent} %</bdi>
        </span>
      ))}
    </span>
  );
}
