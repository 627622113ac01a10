/**
 * Every account and team endpoint, relative to the API base `/api/proxy/api`. The front end calls
 * these; the server registers exactly these paths.
 */
export const API_BASE = '/api/proxy/api';

export const endpoints = {
  health: '/health',
  config: '/v1/config',
  register: '/v1/register',
  login: '/v1/token/login',
  refresh: '/v1/token/refresh',
  logout: '/v1/token/logout',
  user: '/v1/user',
  forgotPassword: '/v1/forgot-password',
  resetPassword: '/v1/reset-password',
  verificationNotification: '/v1/email/verification-notification',
  verifyEmail: (id: number | string, hash: string) => `/v1/verify-email/${id}/${hash}`,
  googleRedirect: '/auth/google/redirect',
  googleCallback: '/auth/google/callback',
  teams: '/v1/teams',
  team: (id: number) => `/v1/teams/${id}`,
  switchTeam: (id: number) => `/v1/teams/${id}/switch`,
  teamMeta: '/v1/teams/meta',
  members: (teamId: number) => `/v1/teams/${teamId}/members`,
  member: (teamId: number, userId: number) => `/v1/teams/${teamId}/members/${userId}`,
  invitations: (teamId: number) => `/v1/teams/${teamId}/invitations`,
  invitation: (teamId: number, id: number) => `/v1/teams/${teamId}/invitations/${id}`,
  teamUsers: (teamId: number) => `/v1/teams/${teamId}/users`,
  tokens: (teamId: number) => `/v1/teams/${teamId}/tokens`,
  token: (teamId: number, id: number) => `/v1/teams/${teamId}/tokens/${id}`,
  invitationPreview: (token: string) => `/v1/team-invitations/${token}`,
  acceptInvitation: (token: string) => `/v1/team-invitations/${token}/accept`,
  onboarding: '/v1/onboarding',
  mailOutbox: '/v1/management/mail-outbox',
  managedTeams: '/v1/management/teams',
} as const;
