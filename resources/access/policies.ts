import type { TeamArea } from './areas.ts';
import type { Role } from './roles.ts';

/** The actions every resource knows; custom actions (send, stop, ...) are plain strings too. */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | (string & {});

/**
 * Who may do what, per resource. `scope: 'platform'` resources are for platform staff only;
 * team resources name the weakest role allowed for each action (`read` covers list and show,
 * `write` covers create, edit, delete and custom actions unless an action is named).
 */
export interface Policy {
  scope: 'team' | 'platform' | 'self';
  read?: Role;
  write?: Role;
  actions?: Record<string, Role>;
  /** Part of an area the team may switch off: while it is off nobody reaches the resource. */
  area?: TeamArea;
  /** Platform staff only, although the records belong to a team (the platform's handsets for its hub). */
  staffOnly?: boolean;
  /** Actions nobody may take, whatever their role: creating or editing a record Parley writes. */
  closed?: readonly Action[];
}

export const DEFAULT_POLICY: Policy = { scope: 'team', read: 'viewer', write: 'member' };

/** Policies of the platform's own resources; entity resources bring theirs from resources/. */
export const PLATFORM_POLICIES = {
  dashboard: { scope: 'team', read: 'viewer', write: 'owner' },
  // The signed-in user's own profile and onboarding answers: every user may read and change them.
  account: { scope: 'self' },
  onboarding: { scope: 'self' },
  teams: { scope: 'team', read: 'viewer', write: 'admin', actions: { create: 'viewer', delete: 'owner' } },
  'team-members': { scope: 'team', read: 'viewer', write: 'admin' },
  'team-invitations': { scope: 'team', read: 'admin', write: 'admin' },
  'team-tokens': { scope: 'team', read: 'admin', write: 'admin' },
  'team-users': { scope: 'team', read: 'admin', write: 'admin' },
  // The hub overview: the team's wholesale figures, readable by every member while the hub is on.
  hub: { scope: 'team', read: 'viewer', write: 'admin', area: 'hub' },
  // The hub's reports (GET /v1/hub/reports, /hub/financials): read as the overview is; nothing to write.
  'hub-reports': { scope: 'team', read: 'viewer', write: 'admin', area: 'hub' },
  // How a team's number lookups are answered: everyone reads which provider, admins change it (it holds a key and costs money).
  'lookup-providers': { scope: 'team', read: 'viewer', write: 'admin' },
  // The team's language model: everyone sees which model answers, admins change it or test it (it holds a key and costs money).
  'llm-settings': { scope: 'team', read: 'viewer', write: 'admin' },
  // Which route a message would take (POST /v1/sms/routing/simulate): a read of the routing records, for everyone who reads them.
  'routing-simulate': { scope: 'team', read: 'viewer', write: 'admin' },
  // Where the team's leads go (its headers hold credentials): everyone reads the settings and the log, admins change, test and submit.
  'lead-submitter': { scope: 'team', read: 'viewer', write: 'admin' },
  'mail-outbox': { scope: 'platform' },
  // The staff's page listing the management screens (/management); it has no API of its own.
  management: { scope: 'platform' },
  'view-as-team': { scope: 'platform' },
} as const satisfies Record<string, Policy>;

export type PlatformResourceName = keyof typeof PLATFORM_POLICIES;
