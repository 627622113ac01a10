/** Builds the front end once before any worker starts its server (the servers skip the build in tests). */
import path from 'node:path';
import { ensureFrontendBuilt } from '../../server/frontend-build.ts';
import { ROOT } from '../support/server-process.ts';

export default function globalSetup(): void {
  ensureFrontendBuilt(ROOT, path.resolve(ROOT, process.env.DIST_DIR ?? 'dist'), (m) => console.log(m));
}
