import type { ComponentType } from 'react';
import { resourceByName } from '../../../resources/catalogue.ts';
import type { ListView } from '../../../resources/kit/index.ts';
import { useRecordId, ViewScreen } from '../view-screen.tsx';
import { ResourceShow } from './resource-show.tsx';

const cache = new Map<string, ComponentType>();

export function showScreen(name: string, view?: ListView): ComponentType {
  const key = `${name}|${view?.path ?? ''}`;
  let component = cache.get(key);
  if (!component) {
    const resource = resourceByName(name);
    if (!resource) throw new Error(`unknown resource ${name}`);
    component = function ShowScreen() {
      const id = useRecordId(view)!;
      const page = <ResourceShow key={id} resource={resource} id={id} />;
      return view ? <ViewScreen resource={resource} view={view}>{page}</ViewScreen> : page;
    };
    cache.set(key, component);
  }
  return component;
}
