import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { resourceByName } from '../../../resources/index.ts';
import { ResourceForm } from './resource-form.tsx';

const cache = new Map<string, ComponentType>();

function screen(name: string, action: 'create' | 'edit'): ComponentType {
  const key = `${action}:${name}`;
  let component = cache.get(key);
  if (!component) {
    const resource = resourceByName(name);
    if (!resource) throw new Error(`unknown resource ${name}`);
    component = function FormScreen() {
      const { id } = useParams();
      // Keyed by id: moving from one record's edit page to another's starts a fresh form.
      return <ResourceForm key={id ?? 'new'} resource={resource} action={action} id={id} />;
    };
    cache.set(key, component);
  }
  return component;
}

export const createScreen = (name: string) => screen(name, 'create');
export const editScreen = (name: string) => screen(name, 'edit');
