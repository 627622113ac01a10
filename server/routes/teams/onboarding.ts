/** The signed-in user's onboarding answers (the profile questions after sign-up). */
import { z } from 'zod';
import { endpoints } from '../../../resources/account/endpoints.ts';
import { onboardingSchema } from '../../../resources/account/schemas.ts';
import { authOf } from '../../auth/plugin.ts';
import type { RouteModule } from '../../http/zod-app.ts';
import { onboardingAnswer, saveOnboarding } from '../../teams/onboarding.ts';

const tags = ['account'];
/** The answers plus when they were first given (null until then: the app keeps asking). */
const answerSchema = onboardingSchema.extend({ onboarded_at: z.string().nullable() });

export const onboardingRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    endpoints.onboarding,
    { config: { access: { resource: 'onboarding', action: 'show' } }, schema: { tags, summary: 'The caller’s onboarding answers', response: { 200: answerSchema } } },
    async (request) => onboardingAnswer(authOf(request).user),
  );

  app.put(
    endpoints.onboarding,
    {
      config: { access: { resource: 'onboarding', action: 'edit' } },
      schema: { tags, summary: 'Save the onboarding answers; the first save marks the user onboarded', body: onboardingSchema, response: { 200: answerSchema } },
    },
    async (request) => saveOnboarding(db, authOf(request).user.id, request.body),
  );
};
