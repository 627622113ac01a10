/**
 * Node's way to what the app finds with Vite's glob (resources/catalogue.ts, src/routes/screens.ts):
 * loads each area's module by reading the folders, for the server and the browser tests' runner.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Imports each folder's `file` under `root` that exists, in name order (as Vite's glob does), and answers the modules. */
export async function loadFolders<T>(root: string, file: string): Promise<T[]> {
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, file)))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(folders.map((folder) => import(pathToFileURL(path.join(root, folder, file)).href) as Promise<T>));
}

/** Registers every area's resource definitions. */
export async function loadResourceFolders(): Promise<void> {
  await loadFolders(path.resolve(import.meta.dirname, '../resources'), 'index.ts');
}
