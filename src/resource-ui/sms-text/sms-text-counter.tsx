import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GSM7_EXTENSION_CHARS, gsm7Length } from '../../../resources/format/gsm7.ts';
import { measureSms } from '../../../resources/format/sms-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import { useIntlLocale } from '../use-locale.ts';

interface Props {
  text: string;
  id?: string;
  /** A saved text on its record's page: no "left in this part" and no hints, which are for typing. */
  compact?: boolean;
}

const hasExtension = (text: string) => Array.from(text).some((char) => gsm7Length(char) === 2);

/**
 * What an SMS text costs to send (docs/areas/sms.md#message-text-and-parts): characters, encoding,
 * parts and what is left in the current part, from the same rules the sender cuts by. Numbers and
 * the character that made a text Unicode are isolated, so they keep their order in right-to-left.
 */
export function SmsTextCounter({ text, id, compact = false }: Props) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const format = (n: number) => new Intl.NumberFormat(locale).format(n);
  const number = (n: number) => <Ltr>{format(n)}</Ltr>;
  const sms = measureSms(text);
  const facts: [string, React.ReactNode][] = [
    ['characters', number(sms.characters)],
    // "GSM-7" is a Latin run inside Arabic and Persian text: isolated, it keeps its hyphen in place.
    ['encoding', <bdi>{t(`resources.smsText.encodings.${sms.encoding}`)}</bdi>],
    ['parts', number(sms.parts.length)],
  ];
  // "145 / 153": what is left of what the part holds, which drops from 160 to 153 (70 to 67) once a text is split.
  if (!compact) facts.push(['remaining', <Ltr>{`${format(sms.remaining)} / ${format(sms.partSize)}`}</Ltr>]);

  return (
    <div id={id} className="sms-text-counter" data-encoding={sms.encoding} style={{ fontSize: 12, marginTop: compact ? 0 : 4 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {facts.map(([key, value], i) => (
          <span key={key} data-fact={key}>
            {i > 0 && ' · '}
            {t(`resources.smsText.${key}`)}: {value}
          </span>
        ))}
      </Typography.Text>
      {!compact && sms.unicodeBecause !== undefined && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-hint="unicode">
          {t('resources.smsText.unicodeBecause')} <Typography.Text code>
            <bdi>{visible(sms.unicodeBecause)}</bdi>
          </Typography.Text>
        </Typography.Text>
      )}
      {!compact && sms.encoding === 'gsm7' && hasExtension(text) && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-hint="extension">
          {t('resources.smsText.extensionCountsTwice')} <Ltr mono>{GSM7_EXTENSION_CHARS.filter((c) => c !== '\f').join(' ')}</Ltr>
        </Typography.Text>
      )}
    </div>
  );
}

/** A character that would not show by itself (a tab, a zero-width or control character) as its code point. */
function visible(char: string): string {
  return /^[\p{L}\p{M}\p{N}\p{P}\p{S}]+$/u.test(char) ? char : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
