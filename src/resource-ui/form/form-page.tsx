import type { ComponentType } from 'react';
import { resourceByName } from '../../../resources/catalogue.ts';
import type { ListView } from '../../../resources/kit/index.ts';
import { useRecordId, ViewScreen } from '../view-screen.tsx';
import { ResourceForm } from './resource-form.tsx';

const cache = new Map<string, ComponentType>();

function screen(name: string, action: 'create' | 'edit', view?: ListView): ComponentType {
  const key = `${action}:${name}|${view?.path ?? ''}`;
  let component = cache.get(key);
  if (!component) {
    const resource = resourceByName(name);
    if (!resource) throw new Error(`unknown resource ${name}`);
    component = function FormScreen() {
      const id = useRecordId(view);
      // Keyed by id: moving from one record's edit page to another's starts a fresh form.
      const form = <ResourceForm key={id ?? 'new'} resource={resource} action={action} id={action === 'edit' ? id : undefined} />;
      return view ? <ViewScreen resource={resource} view={view}>{form}</ViewScreen> : form;
    };
    cache.set(key, component);
  }
  return component;
}

export const createScreen = (name: string, view?: ListView) => screen(name, 'create', view);
export const editScreen = (name: string, view?: ListView) => screen(name, 'edit', view);
