import { Input, Space, theme, type InputRef } from 'antd';
import { use, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../../resources/kit/index.ts';
import { useIntlLocale } from '../../use-locale.ts';
import { CountrySelect } from './country-select.tsx';
import { loadPhoneEngine, type Engine } from './load-engine.ts';
import type { PhoneOptions } from './phone-engine.ts';

type AriaFlag = boolean | 'true' | 'false';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  autoFocus?: boolean;
  /** The field's `phone` settings: countries, pattern, invalid-message key. */
  settings?: FieldDef['phone'];
  maxLength?: number;
  /** Keep only digits, spaces, ( ) - + (default). */
  restrictCharacters?: boolean;
  // Form.Item adds these; they belong on the input, not on the wrapper.
  'aria-describedby'?: string;
  'aria-invalid'?: AriaFlag;
  'aria-required'?: AriaFlag;
}

/** A valid stored number shows formatted; anything else as it is. */
function display(engine: Engine, value: string | null | undefined, options: PhoneOptions): string {
  if (!value) return '';
  const result = engine.parsePhone(value, options);
  return result.valid ? result.formatted : value;
}

/** Light or dark theme: the plain error red is below AA contrast on white, so take its darker shade there. */
function errorText(token: ReturnType<typeof theme.useToken>['token']): string {
  const rgb = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})/i.exec(token.colorBgContainer);
  const dark = rgb ? rgb.slice(1).reduce((sum, hex) => sum + parseInt(hex, 16), 0) < 384 : false;
  return dark ? token.colorErrorTextHover : token.colorErrorTextActive;
}

/**
 * Phone number with a country dropdown (docs/architecture.md#phone-numbers). The form keeps E.164 for a valid number and the
 * typed text otherwise, so the API's own message for it appears under the field. Suspends until
 * the phone engine has loaded: render it inside <Suspense>.
 */
export function PhoneInput({ id, value, onChange, autoFocus, settings, maxLength: maxLengthProp, restrictCharacters = true, ...aria }: Props) {
  const engine = use(loadPhoneEngine());
  const { parsePhone, storedValue, stripInvalidCharacters, withCountry, callingCodeOf } = engine;
  const maxLength = maxLengthProp ?? engine.DEFAULT_MAX_LENGTH;
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { token } = theme.useToken();
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<InputRef>(null);
  const messageId = useId();
  const { allowedCountries, ignoredCountries, pattern, invalidMessage } = settings ?? {};
  const options = useMemo<PhoneOptions>(() => ({ allowedCountries, ignoredCountries, pattern, restrictCharacters }), [allowedCountries, ignoredCountries, pattern, restrictCharacters]);
  const choices = useMemo(() => engine.localizedChoices(locale, options), [engine, locale, options]);
  const [picked, setPicked] = useState<string | null>(() => (allowedCountries?.length === 1 ? allowedCountries[0].toUpperCase() : null));
  const [text, setText] = useState(() => display(engine, value, options));
  const [editing, setEditing] = useState(false);
  const emitted = useRef(value);

  // A value set from outside (a loaded record, a reload) replaces the text; the echo of our own does not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setText(display(engine, value, options));
  }, [engine, value, options]);

  const parse = (next: string, country = picked) => parsePhone(next, { ...options, defaultCountry: country });
  const result = parse(text);
  const update = (next: string, country = picked) => {
    const clipped = next.slice(0, maxLength);
    setText(clipped);
    const stored = storedValue(clipped, parse(clipped, country));
    emitted.current = stored;
    onChange?.(stored);
  };

  const country = result.country ?? (picked && (!result.countryCode || result.countryCode === callingCodeOf(picked)) ? picked : null);
  const invalid = !editing && text.trim() !== '' && !result.valid;
  const describedBy = [aria['aria-describedby'], invalid ? messageId : null].filter(Boolean).join(' ');

  return (
    <div ref={anchor} style={{ position: 'relative', maxWidth: 360 }}>
      <Space.Compact block>
        <CountrySelect
          id={id ? `${id}_country` : undefined}
          label={t('resources.form.phone.country')}
          choices={choices}
          value={country}
          callingCode={result.countryCode ?? callingCodeOf(picked)}
          locale={locale}
          anchor={anchor}
          onChange={(next) => {
            setPicked(next);
            setEditing(true);
            update(withCountry(text, next, { ...options, defaultCountry: country }), next);
            input.current?.focus();
          }}
        />
        <Input
          ref={input}
          id={id}
          // In the form the field's <label for> names it; alone it names itself.
          aria-label={id ? undefined : t('resources.form.phone.number')}
          aria-describedby={describedBy || undefined}
          aria-invalid={invalid || aria['aria-invalid'] === true || aria['aria-invalid'] === 'true' || undefined}
          aria-required={aria['aria-required']}
          status={invalid ? 'error' : undefined}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          // antd's right-to-left class sets `direction: rtl` over the attribute: +1 415 would read 415 1+.
          style={{ direction: 'ltr' }}
          autoFocus={autoFocus}
          maxLength={maxLength}
          value={text}
          onChange={(e) => {
            setEditing(true);
            update(restrictCharacters ? stripInvalidCharacters(e.target.value) : e.target.value);
          }}
          onBlur={() => {
            setEditing(false);
            if (result.valid) setText(result.formatted);
          }}
        />
      </Space.Compact>
      {invalid && (
        <div id={messageId} role="alert" style={{ color: errorText(token), marginTop: 4 }}>
          {t(invalidMessage ?? 'resources.form.phone.invalid')}
        </div>
      )}
    </div>
  );
}
