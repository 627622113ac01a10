import { Input } from 'antd';
import { plainUrls } from '../../../resources/format/plain-urls.ts';
import { SmsTextCounter } from './sms-text-counter.tsx';
import { LinkBaseWarning } from './link-base-warning.tsx';

type AriaFlag = boolean | 'true' | 'false';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  autoFocus?: boolean;
  /** Its plain web addresses become short links when sent (a campaign's text): warns when they cannot. */
  shortensLinks?: boolean;
  // Form.Item adds these; they belong on the textarea.
  'aria-describedby'?: string;
  'aria-invalid'?: AriaFlag;
  'aria-required'?: AriaFlag;
}

/**
 * The text of an SMS, with a counter under it that follows every keystroke: characters, GSM-7 or
 * Unicode, parts, and what is left in the current part. The counter describes the textarea, so a
 * screen reader reads it on focus rather than announcing each key.
 */
export function SmsTextInput({ id, value, onChange, autoFocus, shortensLinks = false, ...aria }: Props) {
  const text = value ?? '';
  const counterId = id ? `${id}_sms_counter` : undefined;
  const hasLinks = shortensLinks && plainUrls(text).length > 0;
  const warningId = hasLinks && id ? `${id}_links` : undefined;
  const describedBy = [aria['aria-describedby'], counterId, warningId].filter(Boolean).join(' ');
  return (
    <div>
      <Input.TextArea
        id={id}
        data-widget="sms-text"
        autoFocus={autoFocus}
        rows={4}
        // The message follows its own script: an Arabic text reads right-to-left in the English UI too.
        dir="auto"
        value={text}
        onChange={(e) => onChange?.(e.target.value)}
        aria-describedby={describedBy || undefined}
        aria-invalid={aria['aria-invalid']}
        aria-required={aria['aria-required']}
      />
      <SmsTextCounter id={counterId} text={text} />
      {hasLinks && <LinkBaseWarning id={warningId} />}
    </div>
  );
}
