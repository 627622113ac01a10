import { lazyPage } from './lazy-page.ts';

/** The signed-in shell brings Refine and the sidebar; /login must not download either. */
export const AppShellPage = lazyPage(() => import('../layout/app-shell.tsx'));
