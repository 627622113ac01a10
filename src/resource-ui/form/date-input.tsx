import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { FieldDef } from '../../../resources/kit/index.ts';
import { acceptsDate, disabledDateFor } from '../date-rules.ts';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  withTime?: boolean;
  /** A required picker cannot be cleared. */
  required?: boolean;
  autoFocus?: boolean;
  /** The field's refused days (docs/architecture.md#dates): they are greyed out, and a typed one is not taken. */
  dates?: FieldDef['dates'];
}

/** A date kept as `YYYY-MM-DD`, or a datetime kept as an ISO timestamp. */
export function DateInput({ id, value, onChange, withTime = false, required = false, autoFocus, dates }: Props) {
  const parsed = value ? dayjs(value) : null;
  const disabled = disabledDateFor({ dates });
  return (
    <DatePicker
      id={id}
      autoFocus={autoFocus}
      showTime={withTime}
      allowClear={!required}
      disabledDate={disabled}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => {
        if (!d && required) return;
        if (!acceptsDate(d, disabled)) return;
        onChange?.(d ? (withTime ? d.toISOString() : d.format('YYYY-MM-DD')) : null);
      }}
    />
  );
}
