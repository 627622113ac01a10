// @vitest-environment jsdom
/**
 * The build-time antd stylesheet (scripts/vite-antd-css.ts, docs/architecture.md#deep-links)
 * holds, under the theme key the app renders with, every style the shell's components register,
 * so antd finds them in the sheet's map and builds none of them in the browser.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, Input, Layout, Menu, Modal, Select, Table, Tag } from 'antd';
import { antdStylesheet } from '../../../scripts/vite-antd-css.ts';
import { themeConfig } from '../../../src/theme/theme-config.ts';

/** The cache paths of the sheet's map, as antd reads it back: `path:hash;path:hash…`. */
function mappedPaths(sheet: string): Set<string> {
  const content = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(sheet)?.[1] ?? '';
  return new Set(content.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':'))));
}

/** The style paths antd registers when the app's config renders these components. */
function registeredPaths(mode: 'light' | 'dark'): string[] {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={themeConfig(mode)}>
        <Layout>
          <Layout.Sider />
          <Menu mode="inline" items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />
          <Button type="primary">b</Button>
          <Input />
          <Select />
          <Table dataSource={[]} columns={[{ title: 't', dataIndex: 't' }]} />
          <Tag color="green">t</Tag>
          <Tag color="success">t</Tag>
          <Modal open getContainer={false} />
        </Layout>
      </ConfigProvider>
    </StyleProvider>,
  );
  return [...cache.cache.keys()].filter((key) => key.startsWith('style%')).map((key) => key.slice('style%'.length).replace(/%/g, '|'));
}

describe('antd stylesheet built at build time', () => {
  const sheet = antdStylesheet(themeConfig('light'));
  const mapped = mappedPaths(sheet);

  it('maps every style the light shell registers', () => {
    const registered = registeredPaths('light');
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.filter((path) => !mapped.has(path))).toEqual([]);
  });

  it('holds the CSS itself, scoped by the same hash the components carry', () => {
    const html = renderToString(
      <ConfigProvider theme={themeConfig('light')}>
        <Button>b</Button>
      </ConfigProvider>,
    );
    // Outside a production build antd names it css-dev-only-do-not-override-….
    const hash = /css-[a-z0-9-]+/.exec(html)?.[0];
    expect(hash).toBeTruthy();
    expect(sheet).toContain(`:where(.${hash}).ant-btn`);
  });

  it('leaves dark mode to the browser: its component styles are not mapped', () => {
    const dark = registeredPaths('dark').filter((path) => path.includes('Button-Button'));
    expect(dark).toHaveLength(1);
    expect(mapped.has(dark[0])).toBe(false);
  });
});
