import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The API's stand-in for a stored secret (resources/kit maskSecret). */
export const isMask = (value: unknown): boolean => typeof value === 'string' && value.startsWith('••••');

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  autoFocus?: boolean;
  /** Several lines (a tool's `Name: value` headers): a text area, written left to right. */
  multiline?: boolean;
}

/**
 * A credential: typed, never shown back. A stored one appears as a hint ("saved, ends in f00d");
 * typing replaces it, leaving the input empty keeps it.
 */
export function SecretInput({ id, value, onChange, autoFocus, multiline }: Props) {
  const { t } = useTranslation();
  const stored = isMask(value);
  const tail = stored ? String(value).slice(4) : '';
  const placeholder = stored ? (tail ? t('resources.form.secretStoredEnds', { tail }) : t('resources.form.secretStored')) : undefined;
  if (multiline) {
    return (
      <Input.TextArea
        id={id}
        autoFocus={autoFocus}
        rows={3}
        dir="ltr"
        className="mono"
        spellCheck={false}
        autoComplete="off"
        value={stored ? '' : (value ?? '')}
        placeholder={placeholder}
        onChange={(e) => onChange?.(e.target.value === '' && stored ? (value as string) : e.target.value)}
      />
    );
  }
  return (
    <Input.Password
      id={id}
      autoFocus={autoFocus}
      autoComplete="new-password"
      value={stored ? '' : (value ?? '')}
      placeholder={placeholder}
      onChange={(e) => onChange?.(e.target.value === '' && stored ? (value as string) : e.target.value)}
      visibilityToggle={!stored}
    />
  );
}
