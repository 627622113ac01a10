/** The page's look as a chart needs it: antd's colours for the colour mode, direction and language. */
import { useMemo } from 'react';
import { theme, type GlobalToken } from 'antd';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../../providers/i18n-provider.ts';
import { useIntlLocale } from '../../resource-ui/use-locale.ts';

/** A colour named by its antd token (`colorPrimary`, `purple6`): the chart follows light and dark. */
export type TokenColour = { [K in keyof GlobalToken]-?: GlobalToken[K] extends string ? K : never }[keyof GlobalToken];

export interface ChartLook {
  rtl: boolean;
  locale: string;
  text: string;
  grid: string;
  font: string;
  tooltipBg: string;
  tooltipText: string;
  colour: (name: TokenColour) => string;
}

/** Stable while the theme and language stay, so a chart is redrawn only when something it shows changes. */
export function useChartLook(): ChartLook {
  const { token } = theme.useToken();
  const { i18n } = useTranslation();
  const locale = useIntlLocale();
  const rtl = directionOf(i18n.language) === 'rtl';
  return useMemo(
    () => ({
      rtl,
      locale,
      text: token.colorTextSecondary,
      grid: token.colorSplit,
      font: token.fontFamily,
      tooltipBg: token.colorBgSpotlight,
      tooltipText: token.colorTextLightSolid,
      colour: (name: TokenColour) => token[name],
    }),
    [rtl, locale, token],
  );
}
