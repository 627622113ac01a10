/** Whose demo records an area seeds, and where Parley answers (its own links start there). */
import type { FileStore } from '../files/file-store.ts';

export interface DemoTeam {
  teamId: number;
  userId: number;
  /** APP_URL, for links to Parley itself (the webhooks it receives); tests may leave it out. */
  appUrl?: string;
  /** Where the demo's uploaded files are kept; without it the demo has no uploads. */
  files?: FileStore;
  /** The built-in SMSC simulator's port, for the demo's route to it (2775 when not given). */
  smscPort?: number | null;
}

export const DEFAULT_APP_URL = 'http://localhost:3000';
