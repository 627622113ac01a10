import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { resourceByName } from '../../../resources/catalogue.ts';
import type { ListView } from '../../../resources/kit/index.ts';
import { ViewScreen } from '../view-screen.tsx';
import { ResourceList } from './resource-list.tsx';
import { viewFilters } from './view-filters.ts';

const cache = new Map<string, ComponentType>();

/** The list screen of one resource (or one of its views), as a page component for the screen registry. */
export function listScreen(name: string, view?: ListView): ComponentType {
  const key = `${name}|${view?.path ?? ''}`;
  let screen = cache.get(key);
  if (!screen) {
    const resource = resourceByName(name);
    if (!resource) throw new Error(`unknown resource ${name}`);
    screen = function ListScreen() {
      const { id } = useParams();
      if (!view) return <ResourceList resource={resource} />;
      return (
        <ViewScreen resource={resource} view={view}>
          <ResourceList resource={resource} permanent={viewFilters(view, id)} key={`${key}|${id ?? ''}`} />
        </ViewScreen>
      );
    };
    cache.set(key, screen);
  }
  return screen;
}
