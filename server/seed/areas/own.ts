/** The owner columns every seeded team record carries: its team, and who created and last changed it. */
export type Own = { team_id: number; created_by_id: number; updated_by_id: number };
