/** Path parameters of the team routes. Ids are capped at int4, so a huge number is a 422, not a database error. */
import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const teamParams = z.object({ id });
export const memberParams = z.object({ id, userId: id });
export const invitationParams = z.object({ id, invId: id });
export const tokenParams = z.object({ id, tokenId: id });
export const invitationTokenParams = z.object({ token: z.string().min(1).max(200) });
