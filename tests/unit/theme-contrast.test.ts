/**
 * WCAG AA for the theme in both colour modes: every text colour the app shows reaches 4.5:1 on
 * the surfaces it sits on. The browser sweep checks real screens with axe (staff in light, the
 * viewer in dark); this checks the tokens themselves, including ones no screen shows yet.
 */
import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { PresetColors } from 'antd/es/theme/interface';
import { themeConfig } from '../../src/theme/theme-config.ts';
import { MEANINGS } from '../../resources/kit/meanings.ts';
import { MEANING_COLORS } from '../../src/theme/meaning-tags.ts';

type RGBA = [number, number, number, number];

function parse(color: string): RGBA {
  const hex = /^#([\da-f]{3}|[\da-f]{6}|[\da-f]{8})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b, a = 255] = full.match(/../g)!.map((h) => parseInt(h, 16));
    return [r, g, b, a / 255];
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s+/g, ''))?.[1];
  if (!rgb) throw new Error(`cannot read colour ${color}`);
  const [r, g, b, a = 1] = rgb.split(',').map(Number);
  return [r, g, b, a];
}

/** `top` painted over `under` (translucent text and fills are mixed with what is behind them). */
function over(top: string, under: RGBA): RGBA {
  const [r, g, b, a] = parse(top);
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a), 1];
}

function luminance([r, g, b]: RGBA): number {
  const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
}

/** Contrast of text `fg` on `bg`, with `bg` itself over `base` (the page). */
function contrast(fg: string, bg: string, base = '#ffffff'): number {
  const back = over(bg, parse(base));
  const [l1, l2] = [luminance(over(fg, back)), luminance(back)];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

const AA = 4.5;

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const config = themeConfig(mode);
  const token = theme.getDesignToken(config) as unknown as Record<string, string>;
  const component = (name: string) => (config.components as Record<string, Record<string, string>> | undefined)?.[name] ?? {};
  const surfaces = { container: token.colorBgContainer, layout: token.colorBgLayout, elevated: token.colorBgElevated };
  const base = token.colorBgBase;

  const texts = [
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorTextHeading',
    'colorTextLabel',
    'colorLink',
    'colorError',
    'colorErrorText',
    'colorSuccessText',
    'colorWarningText',
    'colorInfoText',
  ];
  it.each(texts)('%s reads at AA on every surface', (name) => {
    for (const [surface, bg] of Object.entries(surfaces)) {
      expect(contrast(token[name], bg, base), `${name} ${token[name]} on ${surface} ${bg}`).toBeGreaterThanOrEqual(AA);
    }
  });

  it('button texts read at AA on their fills', () => {
    expect(contrast(token.colorTextLightSolid, token.colorPrimary, base), 'primary button').toBeGreaterThanOrEqual(AA);
    const danger = component('Button').dangerColor ?? token.colorTextLightSolid;
    expect(contrast(danger, token.colorError, base), 'solid danger button').toBeGreaterThanOrEqual(AA);
  });

  it('the selected menu item and page link read at AA', () => {
    const menu = component('Menu');
    expect(contrast(menu.itemSelectedColor ?? token.colorPrimary, token.controlItemBgActive, base), 'selected menu item').toBeGreaterThanOrEqual(AA);
    expect(contrast(menu.subMenuItemSelectedColor ?? token.colorPrimary, token.colorBgContainer, base), 'group of the selected item').toBeGreaterThanOrEqual(AA);
    expect(contrast(component('Pagination').itemActiveColor ?? token.colorPrimary, token.colorBgContainer, base), 'current page').toBeGreaterThanOrEqual(AA);
    expect(contrast(component('Tabs').itemSelectedColor ?? token.colorPrimary, token.colorBgContainer, base), 'selected tab').toBeGreaterThanOrEqual(AA);
  });

  it.each(['Success', 'Info', 'Warning', 'Error'])('a %s status tag reads at AA', (status) => {
    const text = component('Tag')[`color${status}`] ?? token[`color${status}`];
    expect(contrast(text, token[`color${status}Bg`], base), `${text} on ${token[`color${status}Bg`]}`).toBeGreaterThanOrEqual(AA);
  });

  it.each([...PresetColors])('a %s tag reads at AA', (color) => {
    const text = component('Tag')[`${color}7`] ?? token[`${color}7`];
    expect(contrast(text, token[`${color}1`], base), `${text} on ${token[`${color}1`]}`).toBeGreaterThanOrEqual(AA);
  });

  // A state tag (draft, sending, delivered, failed, …) is coloured by its meaning: its text on its fill.
  it.each([...MEANINGS])('a %s state tag reads at AA', (meaning) => {
    const color = MEANING_COLORS[meaning];
    const tag = component('Tag');
    const [text, fill] = color === 'default' ? [tag.defaultColor ?? token.colorText, tag.defaultBg ?? token.colorFillQuaternary] : [tag[`${color}7`] ?? token[`${color}7`], token[`${color}1`]];
    for (const [surface, bg] of Object.entries(surfaces)) {
      const under = over(bg, parse(base));
      const [l1, l2] = [luminance(over(text, over(fill, under))), luminance(over(fill, under))];
      const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      expect(ratio, `${meaning} (${color}): ${text} on ${fill} on ${surface}`).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe('state colours', () => {
  it('tell the meanings apart: every meaning but the two quiet ones has a colour of its own', () => {
    const loud = MEANINGS.filter((m) => m !== 'neutral' && m !== 'ended').map((m) => MEANING_COLORS[m]);
    expect(new Set(loud).size).toBe(loud.length);
    expect(loud).not.toContain('default');
  });
});
