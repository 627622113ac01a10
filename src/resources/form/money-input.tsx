import { InputNumber } from 'antd';
import { fractionDigits, toMajor, toMinor } from '../../../resources/format/money.ts';

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (minor: number | null) => void;
  currency?: string | null;
  autoFocus?: boolean;
}

/** Typed in major units (19.99), kept in the form as integer minor units (1999). */
export function MoneyInput({ id, value, onChange, currency, autoFocus }: Props) {
  const digits = fractionDigits(currency);
  return (
    <InputNumber<number>
      id={id}
      dir="ltr"
      autoFocus={autoFocus}
      style={{ width: 220 }}
      min={0}
      step={1 / 10 ** digits}
      precision={digits}
      addonAfter={currency ?? undefined}
      value={toMajor(value, currency)}
      onChange={(major) => onChange?.(toMinor(major, currency))}
    />
  );
}
