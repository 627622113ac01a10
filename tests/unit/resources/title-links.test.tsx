// @vitest-environment jsdom
/**
 * Every generic list links each record's title cell to that record's page: a real `<a href>`, so a
 * new tab and a middle click work. Walks every list screen (each resource's own list and every view,
 * a parent's children included) and checks that the link lands on the record's registered page.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { matchPath, MemoryRouter } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import { initI18n, loadAllTranslations } from '../../../providers/i18n-provider.ts';
import { allResources } from '../../../resources/index.ts';
import type { ListView, Resource } from '../../../resources/kit/index.ts';
import { resourceRoutes, viewRoutes, type ResourceRoutes } from '../../../src/resource-ui/routes.ts';
import { useListColumns } from '../../../src/resource-ui/list/use-list-columns.tsx';
import { registeredScreens } from '../../../src/routes/screen-registry.ts';
import '../../../src/routes/screens.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadAllTranslations();
});
afterEach(cleanup);

const PARENT = '12';
const RECORD = 345;

interface ListScreen {
  resource: Resource;
  view?: ListView;
  routes: ResourceRoutes;
}

const screens: ListScreen[] = allResources().flatMap((resource) => [
  ...(resourceRoutes(resource) ? [{ resource, routes: resourceRoutes(resource)! }] : []),
  ...(resource.routes.views ?? []).map((view) => ({ resource, view, routes: viewRoutes(resource, view, PARENT) })),
]);

const sample = (resource: Resource, title: unknown): BaseRecord => ({ id: RECORD, [resource.titleField]: title });
const titleOf = (resource: Resource) => (resource.fields[resource.titleField].kind === 'date' ? '2026-03-01' : 'A title');

function Cells({ resource, routes, visible, record }: { resource: Resource; routes: ResourceRoutes; visible: string[]; record: BaseRecord }) {
  const columns = useListColumns(resource, visible, [], routes.show);
  return (
    <table>
      <tbody>
        <tr>
          {columns.map((c) => (
            <td key={String(c.key)} data-column={String(c.key)}>
              {(c as { render: (v: unknown, r: BaseRecord, i: number) => React.ReactNode }).render(record[String(c.key)], record, 0)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

const draw = (screen: ListScreen, visible: string[], record: BaseRecord) =>
  render(
    <MemoryRouter>
      <Cells resource={screen.resource} routes={screen.routes} visible={visible} record={record} />
    </MemoryRouter>,
  ).container;

describe('title links', () => {
  it('covers every list screen, the views under a parent among them', () => {
    expect(screens.length).toBeGreaterThan(50);
    expect(screens.filter((s) => s.view?.idFilter).length).toBeGreaterThanOrEqual(6);
  });

  it.each(screens.map((s) => [s.view?.path ?? s.routes.list, s] as const))('%s: the title cell links to the record\u2019s page', (_path, screen) => {
    const { resource } = screen;
    const container = draw(screen, [resource.titleField], sample(resource, titleOf(resource)));
    const links = [...container.querySelectorAll('a')];
    expect(links, 'one link per row').toHaveLength(1);
    const link = links[0];
    expect(link.closest('td')?.dataset.column, 'in the title column').toBe(resource.titleField);
    const href = link.getAttribute('href')!;
    // The page it opens is this resource's record page, registered as a screen.
    const page = registeredScreens().find((s) => matchPath(s.path, href));
    expect(page, `a screen at ${href}`).toBeDefined();
    expect(page!.access).toMatchObject({ resource: resource.name, action: 'show' });
    expect(href).toContain(String(RECORD));
    if (screen.view?.idFilter) expect(href.startsWith(screen.routes.list.replace(/\/$/, '')), 'under its parent').toBe(true);
  });

  it.each(screens.map((s) => [s.view?.path ?? s.routes.list, s] as const))('%s: without a title, the id links instead', (_path, screen) => {
    const { resource } = screen;
    for (const [visible, record] of [
      [[], sample(resource, titleOf(resource))],
      [[resource.titleField], sample(resource, null)],
    ] as const) {
      const container = draw(screen, [...visible], record);
      const links = [...container.querySelectorAll('a')];
      expect(links).toHaveLength(1);
      expect(links[0].closest('td')?.dataset.column).toBe('id');
    }
  });
});
