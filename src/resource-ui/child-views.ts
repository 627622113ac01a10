/**
 * The lists that hang under a record: every view filtered by a reference to its resource (a plan's
 * rules, an endpoint's client prices). A record's page links to them, choosing per child resource
 * the view in the same section as the page (/hub/... from the hub, /sms/... from SMS routing).
 */
import { allResources } from '../../resources/catalogue.ts';
import type { ListView, Resource } from '../../resources/kit/index.ts';

export interface ChildView {
  resource: Resource;
  view: ListView;
}

const sharedPrefix = (a: string, b: string) => {
  const x = a.split('/');
  const y = b.split('/');
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
};

export function childViews(parent: Resource, pagePath: string, resources: readonly Resource[] = allResources()): ChildView[] {
  const out: ChildView[] = [];
  for (const resource of resources) {
    const candidates = (resource.routes.views ?? []).filter((v) => v.idFilter && resource.fields[v.idFilter]?.reference?.resource === parent.name);
    if (!candidates.length) continue;
    const best = candidates.reduce((a, b) => (sharedPrefix(b.path, pagePath) > sharedPrefix(a.path, pagePath) ? b : a));
    out.push({ resource, view: best });
  }
  return out;
}
