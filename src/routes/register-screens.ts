/**
 * Registers every screen: the generic resource screens first, then each area's own pages
 * (`src/pages/<area>/screens.ts`, found by folder), so a page at a generic screen's path replaces it.
 */
import { resourceScreens } from '../resource-ui/screens.ts';
import { RESOURCE_ROUTES } from './route-table.ts';
import { registerScreen, type Screen } from './screen-registry.ts';

/** What an area's `src/pages/<area>/screens.ts` exports. */
export interface AreaScreens {
  screens: Screen[];
}

let pagePaths: ReadonlySet<string> = new Set();

export function registerScreens(areas: readonly AreaScreens[]): void {
  const pages = areas.flatMap((area) => area.screens);
  resourceScreens(RESOURCE_ROUTES).forEach(registerScreen);
  pages.forEach(registerScreen);
  pagePaths = new Set(pages.map((screen) => screen.path));
}

/** The paths served by a page of their own rather than a generic resource screen. */
export const pageScreenPaths = (): ReadonlySet<string> => pagePaths;
