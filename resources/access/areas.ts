/**
 * Areas a team switches on or off in its settings (resources/account/team-settings.ts). An area's
 * screens are the paths under its prefix; its own resources say so in their access block. Off, the
 * area is absent for everybody in the team, platform staff included: the team does not run it.
 */
export const TEAM_AREAS = ['hub'] as const;
export type TeamArea = (typeof TEAM_AREAS)[number];

const PREFIX: Record<TeamArea, string> = { hub: '/hub' };

/** The area a screen belongs to, from its path (`/hub/routing/plans` → hub). */
export function areaOfPath(path: string): TeamArea | undefined {
  return TEAM_AREAS.find((area) => path === PREFIX[area] || path.startsWith(`${PREFIX[area]}/`));
}

/** The areas switched on, as the team's settings say. */
export function areasOn(settings: { hub_enabled: boolean }): TeamArea[] {
  return settings.hub_enabled ? ['hub'] : [];
}
