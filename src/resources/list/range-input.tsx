import { DatePicker, InputNumber, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { orderedRange } from '../date-rules.ts';

type Range = [unknown, unknown];

interface Props {
  kind: 'number' | 'money' | 'date';
  label: string;
  value?: Range;
  onChange?: (value: Range) => void;
}

/** Two inputs, from and to, for a `range` filter (`f_gte`, `f_lte`). */
export function RangeInput({ kind, label, value = [undefined, undefined], onChange }: Props) {
  const { t } = useTranslation();
  const [from, to] = value;
  // docs/architecture.md#dates: a range entered the wrong way round is swapped, not refused.
  const set = (index: 0 | 1, v: unknown) => onChange?.(orderedRange((index === 0 ? [v, to] : [from, v]) as [string | number | undefined, string | number | undefined]));
  const names = [t('resources.filters.from', { field: label }), t('resources.filters.to', { field: label })];
  if (kind === 'date') {
    return (
      <Space.Compact>
        {([0, 1] as const).map((i) => (
          <DatePicker
            key={i}
            aria-label={names[i]}
            placeholder={names[i]}
            value={value[i] ? dayjs(String(value[i])) : null}
            onChange={(d) => set(i, d ? d.format('YYYY-MM-DD') : undefined)}
          />
        ))}
      </Space.Compact>
    );
  }
  return (
    <Space.Compact>
      {([0, 1] as const).map((i) => (
        <InputNumber
          key={i}
          aria-label={names[i]}
          placeholder={names[i]}
          value={value[i] as number | null | undefined}
          onChange={(v) => set(i, v ?? undefined)}
          style={{ width: 130 }}
        />
      ))}
    </Space.Compact>
  );
}
