/**
 * "Every row: yes" — a value for a required custom field that no column of the file fills, typed
 * as the field is (a switch-like choice for yes/no, its options for a select). Without it the
 * import would refuse every new contact, so the wizard asks for it before going on.
 */
import { Flex, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EveryRowValue } from '../../../../resources/audience/data-file-import.ts';
import type { CustomFieldChoice } from './mapping-step.tsx';

interface Props {
  field: CustomFieldChoice;
  value: EveryRowValue | undefined;
  onChange: (value: EveryRowValue | undefined) => void;
}

export function EveryRowValueInput({ field, value, onChange }: Props) {
  const { t } = useTranslation();
  const label = t('upload-wizard.mapping.everyRow', { field: field.name });
  const common = { 'aria-label': label, 'data-testid': `every-row-${field.key}`, style: { width: 220 } };
  let input;
  if (field.type === 'boolean')
    input = (
      <Select<string>
        {...common}
        allowClear
        placeholder={t('upload-wizard.mapping.everyRowPick')}
        value={value === undefined ? undefined : String(value)}
        onChange={(v) => onChange(v === undefined ? undefined : v === 'true')}
        options={[
          { value: 'true', label: t('upload-wizard.mapping.yes') },
          { value: 'false', label: t('upload-wizard.mapping.no') },
        ]}
      />
    );
  else if (field.type === 'select')
    input = <Select<string> {...common} allowClear placeholder={t('upload-wizard.mapping.everyRowPick')} value={value === undefined ? undefined : String(value)} onChange={(v) => onChange(v)} options={(field.options ?? []).map((o) => ({ value: o, label: o }))} />;
  else if (field.type === 'number') input = <InputNumber {...common} value={typeof value === 'number' ? value : null} onChange={(v) => onChange(v ?? undefined)} />;
  else input = <Input {...common} dir="auto" type={field.type === 'date' ? 'date' : 'text'} value={value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value)} />;
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text>{label}</Typography.Text>
      {input}
    </Flex>
  );
}
