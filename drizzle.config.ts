import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The platform's own tables, then every area's folder: a new area's tables need no line elsewhere.
  schema: ['./server/db/schema/*.ts', './server/db/schema/*/index.ts'],
  out: './server/db/migrations',
});
