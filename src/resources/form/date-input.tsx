import { DatePicker } from 'antd';
import dayjs from 'dayjs';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  withTime?: boolean;
  /** SPEC §5: a required picker cannot be cleared. */
  required?: boolean;
  autoFocus?: boolean;
}

/** A date kept as `YYYY-MM-DD`, or a datetime kept as an ISO timestamp. */
export function DateInput({ id, value, onChange, withTime = false, required = false, autoFocus }: Props) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      autoFocus={autoFocus}
      showTime={withTime}
      allowClear={!required}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => onChange?.(d ? (withTime ? d.toISOString() : d.format('YYYY-MM-DD')) : null)}
    />
  );
}
