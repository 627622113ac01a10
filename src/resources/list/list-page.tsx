import type { ComponentType } from 'react';
import { resourceByName } from '../../../resources/index.ts';
import { ResourceList } from './resource-list.tsx';

const cache = new Map<string, ComponentType>();

/** The list screen of one resource, as a page component for the screen registry. */
export function listScreen(name: string): ComponentType {
  let screen = cache.get(name);
  if (!screen) {
    const resource = resourceByName(name);
    if (!resource) throw new Error(`unknown resource ${name}`);
    screen = function ListScreen() {
      return <ResourceList resource={resource} />;
    };
    cache.set(name, screen);
  }
  return screen;
}
