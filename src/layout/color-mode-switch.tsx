import type { ReactNode } from 'react';
import { Button, ConfigProvider } from 'antd';
import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ChoiceMenu } from '../components/choice-menu.tsx';
import { useColorMode } from '../theme/color-mode-context.tsx';
import { COLOR_MODES, type ColorMode } from '../theme/color-mode.ts';

const ICONS: Record<ColorMode, ReactNode> = {
  light: <SunOutlined />,
  dark: <MoonOutlined />,
  system: <DesktopOutlined />,
};

export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorMode();
  const labels: Record<ColorMode, string> = {
    light: t('shell.colorMode.light'),
    dark: t('shell.colorMode.dark'),
    system: t('shell.colorMode.system'),
  };
  return (
    // No click wave: the theme it switches restyles the page mid-wave, and a stranded wave covers the button.
    <ConfigProvider wave={{ disabled: true }}>
      <ChoiceMenu<ColorMode>
        value={mode}
        label={t('shell.colorMode.label')}
        tip={`${t('shell.colorMode.label')}: ${labels[mode]}`}
        onChange={setMode}
        choices={COLOR_MODES.map((value) => ({ value, label: labels[value], icon: ICONS[value], testId: `color-mode-${value}` }))}
      >
        <Button icon={ICONS[mode]} aria-label={t('shell.colorMode.label')} data-testid="color-mode-switch" />
      </ChoiceMenu>
    </ConfigProvider>
  );
}
