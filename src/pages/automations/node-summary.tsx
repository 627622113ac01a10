/**
 * A node's settings in one line for its card: a wait's duration, a split's shares, the segment,
 * agent or campaign by name, a text's beginning; "not set up" while nothing is set.
 */
import type { TFunction } from 'i18next';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDef, Fields } from '../../../resources/kit/index.ts';
import { isNodeType, NODE_TYPES, type NodeTypeName } from '../../../resources/automations/automation-nodes.ts';
import { ReferenceTitle } from '../../resource-ui/reference-title.tsx';
import type { Settings } from './graph-doc.ts';
import { nodeKey } from './node-resource.ts';

const isSet = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length);

const enumText = (t: TFunction, type: string, name: string, v: unknown) => t(`${nodeKey(type)}.enums.${name}.${String(v)}`);

function valueText(t: TFunction, type: NodeTypeName, name: string, f: FieldDef, v: unknown): string {
  if (f.kind === 'select') return enumText(t, type, name, v);
  if (f.kind === 'multiselect' && Array.isArray(v)) return v.map((x) => enumText(t, type, name, x)).join(', ');
  if (f.kind === 'datetime' && typeof v === 'string') return new Date(v).toLocaleString();
  return String(v);
}

/** The summary as text, when no reference needs looking up. */
export function summaryText(t: TFunction, type: string, data: Settings): string | null {
  if (!isNodeType(type)) return null;
  const d = data as Record<string, unknown>;
  if (type === 'wait' && isSet(d.amount) && isSet(d.unit)) return t('automations.summary.duration', { amount: d.amount, unit: enumText(t, type, 'unit', d.unit) });
  if (type === 'split' && isSet(d.percent)) return t('automations.summary.split', { a: d.percent, b: 100 - Number(d.percent) });
  if (type === 'wait_event' && isSet(d.event))
    return isSet(d.timeout_amount) && isSet(d.timeout_unit)
      ? t('automations.summary.eventOrTimeout', { event: enumText(t, type, 'event', d.event), amount: d.timeout_amount, unit: enumText(t, type, 'timeout_unit', d.timeout_unit) })
      : enumText(t, type, 'event', d.event);
  if (type === 'condition' && d.rules && typeof d.rules === 'object') {
    const count = ((d.rules as { rules?: unknown[] }).rules ?? []).length;
    return count ? t('automations.summary.rules', { count }) : null;
  }
  const fields = NODE_TYPES[type].fields as Fields;
  const parts = Object.entries(fields)
    .filter(([name, f]) => f.kind !== 'reference' && isSet(d[name]))
    .map(([name, f]) => valueText(t, type, name, f, d[name]));
  return parts.length ? parts.join(' · ') : null;
}

export function NodeSummary({ type, data }: { type: string; data: Settings }) {
  const { t } = useTranslation();
  if (!isNodeType(type)) return null;
  const fields = NODE_TYPES[type].fields as Fields;
  const refs = Object.entries(fields).filter(([name, f]) => f.kind === 'reference' && isSet(data[name]));
  const text = summaryText(t, type, data);
  if (!refs.length && !text) {
    return <Typography.Text type="secondary" italic style={{ fontSize: 12 }}>{t(Object.keys(fields).length ? 'automations.summary.empty' : 'automations.summary.nothingToSet')}</Typography.Text>;
  }
  return (
    <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }} data-testid="node-summary">
      {refs.map(([name, f], i) => (
        <span key={name}>
          {i > 0 && ' · '}
          <ReferenceTitle field={f} id={data[name]} />
        </span>
      ))}
      {refs.length > 0 && text ? ' · ' : ''}
      {text}
    </Typography.Text>
  );
}
