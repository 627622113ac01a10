import type { RouteModule } from '../../http/zod-app.ts';

/** Teams, members, invitations, team users, API tokens and onboarding. */
export const teamRouteModules: RouteModule[] = [];
