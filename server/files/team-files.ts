/**
 * A team's files as the browser gets them: a signed link (a new tab carries no bearer token, so the
 * link is the credential), and the file such a link names.
 */
import { and, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { API_BASE } from '../../resources/account/endpoints.ts';
import type { AppContext } from '../context.ts';
import { files } from '../db/schema/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { signLink } from '../http/signed-link.ts';

export const FILE_CONTENT_PATH = '/v1/files/:id/content';

/** A signed download link to one of the team's files; another team's file is as unknown as a missing one (404). */
export async function fileLink(ctx: AppContext, teamId: number, id: number): Promise<string> {
  const [file] = await ctx.database.db.select({ id: files.id }).from(files).where(and(eq(files.id, id), eq(files.teamId, teamId)));
  if (!file) throw notFound('No such file.');
  return signLink(ctx.appKey, 'file', `${ctx.config.appUrl}${API_BASE}${FILE_CONTENT_PATH}`, file.id, teamId);
}

/** The file a checked link names, with its bytes; 404 once it is removed, or its bytes are no longer in the file store. */
export async function openFile(ctx: AppContext, teamId: number, id: number): Promise<{ file: typeof files.$inferSelect; bytes: Readable }> {
  const [file] = await ctx.database.db.select().from(files).where(and(eq(files.id, id), eq(files.teamId, teamId)));
  if (!file || (await ctx.files.size(file.storageKey)) === null) throw new HttpError(404, 'This file is no longer kept. Export the list again.');
  return { file, bytes: ctx.files.read(file.storageKey) };
}
