/**
 * Addresses that lead to a screen living elsewhere: a section's bare path to its first page, and the
 * names people look for (`/domains`, `/management/live-phones`) to where those records live.
 */

/** Management screens Parley does not have yet: their addresses open /management, which says so. */
export const MISSING_MANAGEMENT_SCREENS = ['proxies', 'status-logs'] as const;
export type MissingManagementScreen = (typeof MISSING_MANAGEMENT_SCREENS)[number];

export interface Redirect {
  from: string;
  /** A registered screen's path, with a query string at most. */
  to: string;
}

export const REDIRECTS: readonly Redirect[] = [
  { from: '/my-account', to: '/my-account/profile' },
  { from: '/my-account/team-settings', to: '/my-account/team-settings/general' },
  // The team's domains are kept with the short links they serve.
  { from: '/domains', to: '/settings/url-shortener' },
  // The platform's handsets are run beside the hub's SMS tests they answer.
  { from: '/management/live-phones', to: '/hub/routing/vendor/live-phones' },
  ...MISSING_MANAGEMENT_SCREENS.map((name) => ({ from: `/management/${name}`, to: `/management?missing=${name}` })),
];
