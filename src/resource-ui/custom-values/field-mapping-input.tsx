import { Button, Flex, Input, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FEED_CONTACT_FIELDS } from '../../../resources/audience/feeds.ts';
import { useCustomFields } from './use-custom-fields.ts';

type Mapping = Record<string, string>;

/** The contact fields and the team's custom fields an incoming key may be mapped to, labelled. */
export function useMappingTargets(): { value: string; label: string }[] {
  const { t } = useTranslation();
  const { fields } = useCustomFields();
  return [...FEED_CONTACT_FIELDS.map((f) => ({ value: f, label: t(`contacts.fields.${f}`) })), ...fields.map((f) => ({ value: `custom.${f.key}`, label: `${f.name} (${t('contacts.fields.custom')})` }))];
}

/**
 * An incoming key → contact field mapping, one row per key: the key as the sender writes it, and
 * the field it fills. Keys not listed are taken by their own name.
 */
export function FieldMappingInput({ id, value, onChange }: { id?: string; value?: Mapping | null; onChange?: (value: Mapping) => void }) {
  const { t } = useTranslation();
  const targets = useMappingTargets();
  const rows = Object.entries(value ?? {});
  const set = (next: [string, string][]) => onChange?.(Object.fromEntries(next));
  return (
    <Flex vertical gap={8} id={id} data-testid="field-mapping-input">
      {rows.length === 0 && <Typography.Text type="secondary">{t('feeds.mapping.none')}</Typography.Text>}
      {rows.map(([key, target], i) => (
        <Flex key={i} gap={8} align="center" wrap>
          <Input
            aria-label={t('feeds.mapping.key')}
            placeholder={t('feeds.mapping.key')}
            dir="ltr"
            value={key}
            style={{ width: 220 }}
            onChange={(e) => set(rows.map((r, j) => (j === i ? [e.target.value, r[1]] : r)))}
          />
          <span aria-hidden>→</span>
          <Select aria-label={t('feeds.mapping.target')} value={target} options={targets} style={{ width: 240 }} onChange={(v: string) => set(rows.map((r, j) => (j === i ? [r[0], v] : r)))} />
          <Button icon={<DeleteOutlined />} aria-label={t('feeds.mapping.remove')} onClick={() => set(rows.filter((_, j) => j !== i))} />
        </Flex>
      ))}
      <Button icon={<PlusOutlined />} style={{ alignSelf: 'start' }} onClick={() => set([...rows, [`key${rows.length + 1}`, 'phone']])}>
        {t('feeds.mapping.add')}
      </Button>
    </Flex>
  );
}

/** A mapping as text: `mobile → Phone · tier → Plan (Custom fields)`. */
export function FieldMappingView({ value }: { value: Mapping | null }) {
  const targets = useMappingTargets();
  const rows = Object.entries(value ?? {});
  if (!rows.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span>
      {rows.map(([key, target], i) => (
        <span key={key}>
          {i > 0 && ' · '}
          <bdi className="mono">{key}</bdi> → {targets.find((x) => x.value === target)?.label ?? target}
        </span>
      ))}
    </span>
  );
}
