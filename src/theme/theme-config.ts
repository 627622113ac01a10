/**
 * antd's theme per colour mode, tuned so every text reaches WCAG AA (4.5:1) on the surfaces it
 * sits on: antd's defaults leave secondary text, placeholders, links, error text and several tag
 * colours below it. tests/unit/theme-contrast.test.ts measures the result in both modes.
 *
 * Seed tokens (colorPrimary, colorLink, colorError, …) feed antd's algorithm, which derives the
 * final colours from them (the dark algorithm darkens them); every other token given here is the
 * final value.
 */
import { theme, type ThemeConfig } from 'antd';
import type { ResolvedColorMode } from './color-mode.ts';

/** Parley blue: the primary colour, and links in light mode. */
export const BRAND_COLOR = '#2f54eb';

const shared = { colorPrimary: BRAND_COLOR, borderRadius: 6 };

const light: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    ...shared,
    colorLink: BRAND_COLOR,
    colorError: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    colorInfoText: '#0958d9',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  components: {
    Tag: {
      // A colour tag's text is its shade 7 on shade 1; these shades 7 are too light there.
      green7: '#237804',
      gold7: '#874d00',
      yellow7: '#614700',
      orange7: '#ad4e00',
      cyan7: '#006d75',
      lime7: '#3f6600',
      volcano7: '#ad2102',
      // A status tag's text is the status colour itself on its pale background.
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
      colorInfo: '#0958d9',
    },
  },
};

const dark: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    ...shared,
    // The dark algorithm dims seeds: these come out readable on the dark surfaces.
    colorLink: '#85a5ff',
    colorLinkHover: '#adc6ff',
    colorLinkActive: '#597ef7',
    colorError: '#ff7875',
    colorInfoText: '#65a9f3',
    colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
    colorTextDescription: 'rgba(255, 255, 255, 0.55)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  },
  components: {
    // The primary blue stays deep for white text on buttons; where it is the text itself, a lighter blue.
    Menu: { itemSelectedColor: '#85a5ff', subMenuItemSelectedColor: '#85a5ff' },
    Pagination: { itemActiveColor: '#85a5ff' },
    Tabs: { itemSelectedColor: '#85a5ff' },
    // A readable red as text is too light for white text on a solid danger button.
    Button: { dangerColor: 'rgba(0, 0, 0, 0.88)' },
    Tag: { purple7: '#ab7ae0', geekblue7: '#7f9ef3', colorInfo: '#65a9f3' },
  },
};

export function themeConfig(mode: ResolvedColorMode): ThemeConfig {
  return mode === 'dark' ? dark : light;
}
