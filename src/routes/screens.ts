/**
 * Every screen of the app: each folder of src/pages with a `screens.ts` is an area whose pages
 * register here, so a new area's pages need no line anywhere else.
 */
import { registerScreens, type AreaScreens } from './register-screens.ts';

registerScreens(Object.values(import.meta.glob<AreaScreens>('../pages/*/screens.ts', { eager: true })));

export { pageScreenPaths } from './register-screens.ts';
