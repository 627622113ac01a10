import { InputNumber } from 'antd';
import { parseDecimal, safeUnits, unitsToDecimal } from '../../../resources/format/money.ts';

interface Props {
  id?: string;
  /** The stored integer (31437), or the text typed when it is not an amount at this scale yet. */
  value?: number | string | null;
  onChange?: (value: number | string | null) => void;
  /** Shown beside the amount: the currency code (or a node that looks it up). */
  currency?: React.ReactNode;
  /** Decimal digits the stored integer holds (6 for an SMS price, 2 for cents). */
  digits: number;
  autoFocus?: boolean;
}

/**
 * Typed as the amount reads (0.031437), kept in the form as the stored integer (31437). The text
 * stays text (stringMode) and the point moves in text, so no digit is lost to floating point. Text
 * with more decimals than the field holds stays in the form as typed, and the form's rule refuses
 * it with a message: an amount is never rounded behind the user's back.
 */
export function MoneyInput({ id, value, onChange, currency, digits, autoFocus }: Props) {
  const text = typeof value === 'number' ? unitsToDecimal(value, digits) : typeof value === 'string' ? value : null;
  return (
    <InputNumber<string>
      id={id}
      stringMode
      dir="ltr"
      autoFocus={autoFocus}
      style={{ width: 240 }}
      step={unitsToDecimal(1, digits) ?? '1'}
      addonAfter={currency || undefined}
      value={text}
      onChange={(typed) => {
        if (typed === null || typed === '') return onChange?.(null);
        const parsed = parseDecimal(typed, digits);
        onChange?.(parsed.ok ? (safeUnits(parsed.units) ?? typed) : typed);
      }}
    />
  );
}
