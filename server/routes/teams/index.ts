import type { RouteModule } from '../../http/zod-app.ts';
import { acceptInvitationRoutes } from './accept-invitation.ts';
import { currentTeamRoutes } from './current-team.ts';
import { invitationRoutes } from './invitations.ts';
import { memberRoutes } from './members.ts';
import { onboardingRoutes } from './onboarding.ts';
import { teamUserRoutes } from './team-users.ts';
import { teamRoutes } from './teams.ts';
import { tokenRoutes } from './tokens.ts';

/** Teams, members, invitations, team users, API tokens and onboarding. */
export const teamRouteModules: RouteModule[] = [
  teamRoutes,
  currentTeamRoutes,
  memberRoutes,
  invitationRoutes,
  acceptInvitationRoutes,
  teamUserRoutes,
  tokenRoutes,
  onboardingRoutes,
];
