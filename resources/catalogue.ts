/**
 * Every resource of every area, found by folder: each `resources/<area>/index.ts` registers its
 * definitions when loaded, so a new area is in the catalogue without a line here. Vite (the app,
 * the unit tests) turns the glob below into an import of each folder; Node has no import.meta.glob
 * and loads the folders with loadResourceFolders() (server/load-folders.ts) before it asks.
 */
if (typeof import.meta.glob === 'function') import.meta.glob('./*/index.ts', { eager: true });

export { allResources, resourceByName } from './kit/define-resource.ts';
