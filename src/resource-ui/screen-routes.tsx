import { createContext, useContext, type ReactNode } from 'react';
import type { Resource } from '../../resources/kit/index.ts';
import { resourceRoutes, type ResourceRoutes } from './routes.ts';

interface ScreenContext {
  resource: string;
  routes: ResourceRoutes;
  /** Field values the screen's path fixes (a rule's plan under `/hub/routing/plans/12/rules`). */
  fixed: Record<string, unknown>;
}

const Context = createContext<ScreenContext | null>(null);

/** Set by a view's screens, so lists, forms, pages and actions link within the view. */
export function ScreenRoutesProvider({ value, children }: { value: ScreenContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The routes of the screen being shown for this resource: its view's, or the resource's own. */
export function useScreenRoutes(resource: Resource): ResourceRoutes | null {
  const screen = useContext(Context);
  return screen?.resource === resource.name ? screen.routes : resourceRoutes(resource);
}

const NONE = {};

export function useFixedValues(resource: Resource): Record<string, unknown> {
  const screen = useContext(Context);
  return screen?.resource === resource.name ? screen.fixed : NONE;
}
