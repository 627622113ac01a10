import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ListView, Resource } from '../../resources/kit/index.ts';
import { ScreenRoutesProvider } from './screen-routes.tsx';
import { viewRoutes } from './routes.ts';

/** Wraps a view's screen: its routes, and the parent field its path fixes. */
export function ViewScreen({ resource, view, children }: { resource: Resource; view: ListView; children: ReactNode }) {
  const { id } = useParams();
  const fixed = view.idFilter && id !== undefined ? { [view.idFilter]: Number(id) } : {};
  return <ScreenRoutesProvider value={{ resource: resource.name, routes: viewRoutes(resource, view, id), fixed }}>{children}</ScreenRoutesProvider>;
}

/** The record's id on a view's child screen (`:rid` under a parent, else `:id`). */
export function useRecordId(view: ListView | undefined): string | undefined {
  const params = useParams();
  return view?.idFilter ? params.rid : params.id;
}
