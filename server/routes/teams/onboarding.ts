/** The signed-in user's onboarding answers (the profile questions after sign-up). */
import { z } from 'zod';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { onboardingSchema } from '../../../resources/account/schemas.ts';
import { authOf } from '../../auth/plugin.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { saveOnboarding } from '../../teams/onboarding.ts';
import { iso } from '../../teams/serialize.ts';

const tags = ['account'];
/** The answers plus when they were first given (null until then: the app keeps asking). */
const onboardingAnswer = onboardingSchema.extend({ onboarded_at: z.string().nullable() });

const answer = (user: Pick<UserRow, 'onboarding' | 'onboardedAt'>) => ({ ...user.onboarding, onboarded_at: iso(user.onboardedAt) });

export const onboardingRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    endpoints.onboarding,
    { config: { access: { resource: 'onboarding', action: 'show' } }, schema: { tags, summary: 'The caller’s onboarding answers', response: { 200: onboardingAnswer } } },
    async (request) => answer(authOf(request).user),
  );

  app.put(
    endpoints.onboarding,
    {
      config: { access: { resource: 'onboarding', action: 'edit' } },
      schema: { tags, summary: 'Save the onboarding answers; the first save marks the user onboarded', body: onboardingSchema, response: { 200: onboardingAnswer } },
    },
    async (request) => answer(await saveOnboarding(db, authOf(request).user.id, request.body)),
  );
};
