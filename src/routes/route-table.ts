/**
 * Each resource's name and screen routes: all the router needs to register the generic screens.
 * Here they are read from the resource definitions (dev server, unit tests, Node scripts); the
 * production build replaces this module with the same data as JSON (scripts/vite-route-table.ts),
 * so /login ships neither the definitions nor zod: the screens load them when they open.
 */
import { allResources } from '../../resources/catalogue.ts';
import { screenResources, type ScreenResource } from '../resource-ui/screen-table.ts';

export const RESOURCE_ROUTES: readonly ScreenResource[] = screenResources(allResources());
