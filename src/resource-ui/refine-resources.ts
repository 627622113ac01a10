/**
 * Refine's `resources`, derived from the kit: `name` is the API path (what the data provider
 * calls), `identifier` the kit's name (what screens, i18n and `can()` use).
 */
import type { ResourceProps } from '@refinedev/core';
import type { Resource } from '../../resources/kit/index.ts';
import { apiName, resourceRoutes } from './routes.ts';

export function toRefineResources(resources: readonly Resource[]): ResourceProps[] {
  return resources.map((resource) => {
    const routes = resourceRoutes(resource);
    return {
      name: apiName(resource),
      identifier: resource.name,
      ...(routes && { list: routes.list, show: routes.show, ...(routes.edit && { edit: routes.edit }), ...(routes.create && { create: routes.create }) }),
      meta: { label: `${resource.name}.title`, icon: undefined },
    };
  });
}
