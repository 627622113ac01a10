/**
 * Vite plugin: antd's component styles for the light theme, written once at build time into a
 * stylesheet that index.html links before the app's scripts (docs/architecture.md#deep-links).
 *
 * antd 5 builds its CSS in the browser: every component's first render turns theme tokens into
 * style objects, serialises them and inserts a <style>. On a deep link that was a tenth of the
 * main thread's work. The stylesheet ends with antd's own map of the styles it holds (the
 * `.data-ant-cssinjs-cache-path` rule); antd reads it once and skips building any style found in
 * it. A style it does not hold (dark mode, a token a screen overrides) is built at runtime as
 * before, so a stale or missing sheet costs speed, never looks.
 */
import { createRequire } from 'node:module';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Plugin } from 'vite';
import type { ThemeConfig } from 'antd';

const require = createRequire(import.meta.url);
const ASSET_NAME = 'antd.css';

/** Popups cannot render on a server; antd's panels draw the same styles without a portal. */
const PANELS = ['Tooltip', 'Popover', 'Popconfirm'];
/** Not rendered bare: drawn below with the props they need (Modal, Menu, …), or not at all (Tour, App, Grid). */
const SKIP = new Set([...PANELS, 'Modal', 'Drawer', 'Tour', 'ConfigProvider', 'App', 'Affix', 'Grid', 'Watermark', 'Dropdown', 'Menu', 'QRCode', 'Tree', 'TreeSelect', 'Cascader']);

/** Every antd component once, plus the variants whose styles register separately. */
export function antdStylesheet(themeConfig: ThemeConfig): string {
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as Record<string, unknown> & typeof import('antd');
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const h = React.createElement;

  const isComponent = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
  const plain = Object.keys(antd)
    .filter((name) => /^[A-Z]/.test(name) && !SKIP.has(name) && isComponent(antd[name]))
    .map((name) => h(antd[name] as ComponentType, { key: name }));
  const panels = PANELS.map((name) => {
    const Panel = (antd[name] as { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType<{ title?: string }> })._InternalPanelDoNotUseOrYouWillBeFired;
    return Panel ? h(Panel, { key: `${name}-panel`, title: name }) : null;
  });
  const variants: ReactElement[] = [
    // In place rather than in a portal (a modal's panel registers its styles under another theme).
    h(antd.Modal, { key: 'modal', open: true, getContainer: false }),
    h(antd.Drawer, { key: 'drawer', open: true, getContainer: false }),
    h(antd.Layout.Sider, { key: 'sider' }),
    h(antd.Input.TextArea, { key: 'textarea' }),
    h(antd.Input.Search, { key: 'search' }),
    h(antd.Input.Password, { key: 'password' }),
    h(antd.Dropdown, { key: 'dropdown', menu: { items: [] } }, h('span')),
    h(antd.Menu, { key: 'menu', mode: 'inline', items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }] }),
    h(antd.Tree, { key: 'tree', treeData: [] }),
    h(antd.TreeSelect, { key: 'tree-select', treeData: [] }),
    h(antd.Cascader, { key: 'cascader', options: [] }),
    // A coloured tag registers its preset and status styles apart from the tag's own.
    h(antd.Tag, { key: 'tag-preset', color: 'green' }),
    h(antd.Tag, { key: 'tag-status', color: 'success' }),
    h(antd.Space.Compact, { key: 'compact' }, h(antd.Input), h(antd.Button)),
    h(antd.Typography.Text, { key: 'text', copyable: true }, 'a'),
  ];

  const cache = cssinjs.createCache();
  const tree: ReactNode = h(antd.ConfigProvider, { theme: themeConfig }, plain, panels, variants);
  renderToString(h(cssinjs.StyleProvider, { cache }, tree));
  return cssinjs.extractStyle(cache, { plain: true });
}

export function antdCssPlugin(themeConfig: () => ThemeConfig): Plugin {
  return {
    name: 'parley-antd-css',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', name: ASSET_NAME, source: antdStylesheet(themeConfig()) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const asset = Object.values(bundle ?? {}).find((file) => file.type === 'asset' && (file.names ?? []).includes(ASSET_NAME));
        if (!asset) throw new Error(`${ASSET_NAME} was not emitted`);
        // Before the scripts: antd reads the sheet's map once, at its first render.
        const entry = /(\s*)<script type="module"/;
        if (!entry.test(html)) throw new Error('index.html has no module script to link antd.css before');
        return html.replace(entry, `$1<link rel="stylesheet" crossorigin href="/${asset.fileName}">$1<script type="module"`);
      },
    },
  };
}
