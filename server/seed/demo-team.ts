/** Whose demo records an area seeds, and where Parley answers (its own links start there). */
export interface DemoTeam {
  teamId: number;
  userId: number;
  /** APP_URL, for links to Parley itself (the webhooks it receives); tests may leave it out. */
  appUrl?: string;
}

export const DEFAULT_APP_URL = 'http://localhost:3000';
