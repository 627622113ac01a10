/**
 * Every screen: the generic resource screens, then each area's own pages (src/pages/<area>/screens.ts),
 * so a page at a generic screen's path replaces it. A new area's pages are one line below.
 */
import { registerScreen, type Screen } from './screen-registry.ts';
import { resourceScreens } from '../resource-ui/screens.ts';
import { RESOURCE_ROUTES } from './route-table.ts';
import { authScreens } from '../pages/auth/screens.ts';
import { accountScreens } from '../pages/my-account/screens.ts';
import { dashboardScreens } from '../pages/dashboard/screens.ts';
import { managementScreens } from '../pages/management/screens.ts';
import { hubScreens } from '../pages/hub/screens.ts';
import { audienceScreens } from '../pages/audience/screens.ts';
import { enrichmentScreens } from '../pages/enrichment/screens.ts';
import { smsScreens } from '../pages/sms/screens.ts';
import { campaignsScreens } from '../pages/campaigns/screens.ts';
import { voiceScreens } from '../pages/voice/screens.ts';
import { automationsScreens } from '../pages/automations/screens.ts';
import { settingsScreens } from '../pages/settings/screens.ts';

const screens: Screen[] = [
  ...authScreens,
  ...accountScreens,
  ...dashboardScreens,
  ...managementScreens,
  ...hubScreens,
  ...audienceScreens,
  ...enrichmentScreens,
  ...smsScreens,
  ...campaignsScreens,
  ...voiceScreens,
  ...automationsScreens,
  ...settingsScreens,
];

// Generic resource screens first, so a hand-written page at the same path replaces its generic one.
resourceScreens(RESOURCE_ROUTES).forEach(registerScreen);
screens.forEach(registerScreen);

/** The paths served by a page of their own rather than a generic resource screen. */
export const PAGE_SCREEN_PATHS: ReadonlySet<string> = new Set(screens.map((screen) => screen.path));
