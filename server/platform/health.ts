/** What /health says about the database: reachable or not, which driver, and how long a trivial query took. */
import { ping, type Database } from '../db/client.ts';

export interface DatabaseHealth {
  status: 'up' | 'down';
  driver: Database['driver'];
  latency_ms: number | null;
  error?: string;
}

export async function databaseHealth(database: Database): Promise<DatabaseHealth> {
  try {
    return { status: 'up', driver: database.driver, latency_ms: await ping(database.db) };
  } catch (error) {
    return { status: 'down', driver: database.driver, latency_ms: null, error: (error as Error).message };
  }
}
