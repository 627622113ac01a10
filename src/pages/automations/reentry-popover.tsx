/** May a contact go through the automation again: never, after N days, or always (when not in it now). */
import { Button, Flex, InputNumber, Popover, Radio, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REENTRY_RULES } from '../../../resources/automations/automation-api.ts';

export type Reentry = (typeof REENTRY_RULES)[number];

interface Props {
  reentry: Reentry;
  days?: number;
  readOnly: boolean;
  onChange(reentry: Reentry, days?: number): void;
}

export const DEFAULT_REENTRY_DAYS = 30;

export function ReentryPopover({ reentry, days, readOnly, onChange }: Props) {
  const { t } = useTranslation();
  const content = (
    <Flex vertical gap={8} style={{ width: 300 }} data-testid="reentry-settings">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('automations.editor.reentryHelp')}
      </Typography.Text>
      <Radio.Group value={reentry} disabled={readOnly} onChange={(e) => onChange(e.target.value as Reentry, e.target.value === 'after_days' ? (days ?? DEFAULT_REENTRY_DAYS) : days)}>
        <Flex vertical gap={6}>
          {REENTRY_RULES.map((rule) => (
            <Radio key={rule} value={rule} data-testid={`reentry-${rule}`}>
              {t(`automations.enums.reentry.${rule}`)}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      {reentry === 'after_days' && (
        <Flex align="center" gap={8} style={{ paddingInlineStart: 24 }}>
          <InputNumber
            min={1}
            max={3650}
            precision={0}
            value={days ?? DEFAULT_REENTRY_DAYS}
            disabled={readOnly}
            aria-label={t('automations.fields.reentry_days')}
            data-testid="reentry-days"
            onChange={(v) => typeof v === 'number' && v >= 1 && onChange('after_days', v)}
            style={{ width: 100 }}
          />
          <Typography.Text>{t('automations.editor.days')}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
  return (
    <Popover content={content} title={t('automations.fields.reentry')} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} data-testid="reentry-button">
        {t('automations.editor.reentry', { rule: reentry === 'after_days' ? t('automations.editor.afterDays', { count: days ?? DEFAULT_REENTRY_DAYS }) : t(`automations.enums.reentry.${reentry}`) })}
      </Button>
    </Popover>
  );
}
