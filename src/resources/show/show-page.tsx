import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { resourceByName } from '../../../resources/index.ts';
import { ResourceShow } from './resource-show.tsx';

const cache = new Map<string, ComponentType>();

export function showScreen(name: string): ComponentType {
  let component = cache.get(name);
  if (!component) {
    const resource = resourceByName(name);
    if (!resource) throw new Error(`unknown resource ${name}`);
    component = function ShowScreen() {
      const { id } = useParams();
      return <ResourceShow key={id} resource={resource} id={id!} />;
    };
    cache.set(name, component);
  }
  return component;
}
