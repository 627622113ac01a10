import { DatePicker, Form, InputNumber, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { parseDecimal } from '../../../resources/format/money.ts';
import { moneyProblemText } from '../money.tsx';
import { orderedRange } from '../date-rules.ts';
import { rangeDigits, type FilterControl } from './filter-model.ts';

type Range = [unknown, unknown];

interface Props {
  kind: 'number' | 'money' | 'date';
  /** For a money range: its control (scale and where the currency is). */
  control?: FilterControl;
  label: string;
  value?: Range;
  onChange?: (value: Range) => void;
}

/** Two inputs, from and to, for a `range` filter (`f_gte`, `f_lte`). */
export function RangeInput({ kind, control, label, value = [undefined, undefined], onChange }: Props) {
  const { t } = useTranslation();
  const [from, to] = value;
  // docs/architecture.md#dates: a range entered the wrong way round is swapped, not refused.
  const set = (index: 0 | 1, v: unknown) => onChange?.(orderedRange((index === 0 ? [v, to] : [from, v]) as [string | number | undefined, string | number | undefined]));
  const names = [t('resources.filters.from', { field: label }), t('resources.filters.to', { field: label })];
  if (kind === 'money' && control?.type === 'range' && control.kind === 'money') return <MoneyRange control={control} names={names} value={value} onChange={onChange} />;
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

/**
 * A money range typed as amounts read (0.031437), exact text all the way (stringMode): the filter
 * model sends the stored integers. An amount with more decimals than the field holds is marked and
 * left out of the filter, never rounded.
 */
function MoneyRange({ control, names, value, onChange }: { control: Extract<FilterControl, { kind: 'money' }>; names: string[]; value: Range; onChange?: (value: Range) => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const currencyFilter = Form.useWatch(control.currencyField ?? '__none', form) as unknown;
  const digits = rangeDigits(control, currencyFilter);
  const text = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
  const set = (index: 0 | 1, v: string | null) => {
    const next: Range = index === 0 ? [v ?? undefined, value[1]] : [value[0], v ?? undefined];
    const [a, b] = next.map((x) => (typeof x === 'string' ? parseDecimal(x, 30) : undefined));
    onChange?.(a?.ok && b?.ok && a.units > b.units ? [next[1], next[0]] : next);
  };
  return (
    <Space.Compact>
      {([0, 1] as const).map((i) => {
        const typed = text(value[i]);
        const parsed = typed === undefined ? undefined : parseDecimal(typed, digits);
        const problem = parsed && !parsed.ok ? moneyProblemText(t, parsed.reason, digits) : undefined;
        return (
          <InputNumber<string>
            key={i}
            stringMode
            dir="ltr"
            aria-label={names[i]}
            aria-invalid={problem ? true : undefined}
            status={problem ? 'error' : undefined}
            title={problem}
            placeholder={names[i]}
            value={typed ?? null}
            onChange={(v) => set(i, v)}
            style={{ width: 130 }}
          />
        );
      })}
    </Space.Compact>
  );
}

