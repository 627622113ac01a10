import type { AppContext } from '../context.ts';
import { verifyEmailMail } from '../mail/templates.ts';
import type { UserRow } from '../db/schema/index.ts';
import { signVerification, verificationUrl } from './verification-link.ts';

export async function sendVerificationMail(ctx: AppContext, user: UserRow): Promise<void> {
  const url = verificationUrl(ctx.config.appUrl, signVerification(ctx.appKey, user));
  await ctx.mailer.send(verifyEmailMail(user.email, user.name, url));
}
