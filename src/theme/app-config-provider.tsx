import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage } from '../../providers/i18n-provider.ts';
import { defaultAntdLocale, loadAntdLocale } from './antd-locale.ts';
import { useColorMode } from './color-mode-context.tsx';
import { themeConfig } from './theme-config.ts';

/** antd follows the chosen language's direction and texts, and the colour mode. */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { resolved } = useColorMode();
  const [locale, setLocale] = useState<Locale>(defaultAntdLocale);

  useEffect(() => {
    let current = true;
    loadAntdLocale(language).then((next) => current && setLocale(next));
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <ConfigProvider
      direction={directionOf(language)}
      locale={locale}
      theme={themeConfig(resolved)}
    >
      {children}
    </ConfigProvider>
  );
}
