import { Button } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLocale, getLocale, LANGUAGES, type Language } from '../../providers/i18n-provider.ts';
import { ChoiceMenu } from '../components/choice-menu.tsx';

/** Each language is named in itself, so anyone can find theirs whatever is showing now. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const current = LANGUAGES.find((language) => language.code === getLocale()) ?? LANGUAGES[0];
  return (
    <ChoiceMenu<Language>
      value={current.code}
      label={t('shell.language.label')}
      tip={compact ? t('shell.language.current', { language: current.label }) : undefined}
      onChange={(code) => void changeLocale(code)}
      choices={LANGUAGES.map((language) => ({
        value: language.code,
        label: language.label,
        lang: language.htmlLang,
        dir: language.dir,
        testId: `language-${language.code}`,
      }))}
    >
      {/* The accessible name starts with the visible text (WCAG 2.5.3: what one sees is what one says). */}
      <Button
        icon={<TranslationOutlined />}
        data-testid="language-switch"
        aria-label={compact ? t('shell.language.label') : t('shell.language.current', { language: current.label })}
      >
        {!compact && (
          <span lang={current.htmlLang} dir={current.dir}>
            {current.label}
          </span>
        )}
      </Button>
    </ChoiceMenu>
  );
}
