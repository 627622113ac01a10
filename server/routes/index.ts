import { areaRoutes } from '../areas.ts';
import type { RouteModule } from '../http/zod-app.ts';
import { webhookRoutes } from '../webhooks/routes.ts';
import { emailVerificationRoutes } from './auth/email-verification.ts';
import { googleRoutes } from './auth/google.ts';
import { passwordRoutes } from './auth/password.ts';
import { registrationRoutes } from './auth/registration.ts';
import { sessionRoutes } from './auth/session.ts';
import { userRoutes } from './auth/user.ts';
import { eventRoutes } from './events.ts';
import { fileRoutes } from './files.ts';
import { healthRoutes } from './health.ts';
import { mailOutboxRoutes } from './management/mail-outbox.ts';
import { managedTeamsRoutes } from './management/teams.ts';
import { publicConfigRoutes } from './public-config.ts';
import { resourceRoutes } from './resources.ts';
import { teamRouteModules } from './teams/index.ts';

/**
 * Every route file of the API, registered under /api/proxy/api: the core's (health, sign-in,
 * teams, management), each area's (server/areas.ts), the generic routes of every resource, which
 * an area's hooks and paths go before, then the event stream, files and webhooks.
 */
export const routeModules: RouteModule[] = [
  healthRoutes,
  publicConfigRoutes,
  sessionRoutes,
  registrationRoutes,
  passwordRoutes,
  emailVerificationRoutes,
  userRoutes,
  googleRoutes,
  ...teamRouteModules,
  mailOutboxRoutes,
  managedTeamsRoutes,
  ...areaRoutes,
  resourceRoutes,
  eventRoutes,
  fileRoutes,
  webhookRoutes,
];
