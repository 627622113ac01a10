/**
 * The mails Parley sends. Each is plain text plus a simple HTML version; links are absolute.
 */
import type { Mail } from './mailer.ts';
import { formatMoney } from '../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../resources/sms/shared.ts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(to: string, subject: string, lines: string[], action: { label: string; url: string }): Mail {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', '— Parley'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f1f1f">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:8px 16px;background:#1677ff;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(action.url)}</p>
<p>— Parley</p></body></html>`;
  return { to, subject, text, html };
}

export const verifyEmailMail = (to: string, name: string, url: string) =>
  compose(to, 'Verify your email address', [`Hello ${name},`, 'Confirm that this is your email address to finish setting up your Parley account. The link works for 60 minutes.'], { label: 'Verify email address', url });

/** To an address that already has an account, when somebody signs up with it again. */
export const signupAttemptMail = (to: string, name: string, loginUrl: string, forgotUrl: string) =>
  compose(
    to,
    'Someone tried to sign up with your address',
    [
      `Hello ${name},`,
      'Someone (perhaps you) just tried to create a Parley account with this email address, which already has one. Nothing was changed and no new account was made.',
      `If it was you, sign in with your existing account. Forgot the password? Choose a new one at ${forgotUrl}`,
      'If it was not you, you can ignore this mail.',
    ],
    { label: 'Sign in', url: loginUrl },
  );

export const resetPasswordMail = (to: string, name: string, url: string) =>
  compose(to, 'Reset your password', [`Hello ${name},`, 'Someone asked to reset the password of your Parley account. The link works once, for 60 minutes. If it was not you, ignore this mail.'], { label: 'Reset password', url });

export const invitationMail = (to: string, teamName: string, inviter: string, url: string) =>
  compose(to, `You are invited to ${teamName} on Parley`, [`${inviter} invited you to join the team "${teamName}" on Parley. The invitation works for 7 days.`], { label: 'Accept invitation', url });

export const accountCreatedMail = (to: string, name: string, teamName: string, url: string) =>
  compose(to, `Your Parley account for ${teamName}`, [`Hello ${name},`, `An account was created for you in the team "${teamName}". Choose a password to sign in; the link works once, for 60 minutes.`], { label: 'Choose a password', url });

export interface RateLine {
  country: string;
  network_name: string;
  mcc: string;
  mnc: string;
  /** Millionths of `currency` (31437 is 0.031437). */
  price: number;
  currency: string;
  effective_from: string;
}

/** An endpoint's price list: a readable table in the mail and the same lines as CSV text. */
export function rateSheetMail(to: string, teamName: string, endpointName: string, lines: readonly RateLine[], csv: string): Mail {
  const subject = `SMS rates for ${endpointName} from ${teamName}`;
  const intro = `${teamName} sends you the current SMS rates of your connection "${endpointName}": ${lines.length} network${lines.length === 1 ? '' : 's'}. Prices are per message.`;
  const price = (l: RateLine) => formatMoney(l.price, l.currency, 'en', SMS_PRICE_SCALE);
  const text = [intro, '', csv, '— Parley'].join('\n');
  const cells = (l: RateLine) => [l.country, l.network_name, `${l.mcc}/${l.mnc}`, price(l), l.effective_from].map((c) => `<td style="padding:4px 8px;border-bottom:1px solid #eee">${escapeHtml(c)}</td>`).join('');
  const head = ['Country', 'Network', 'MCC/MNC', 'Price', 'Effective from'].map((h) => `<th style="padding:4px 8px;text-align:start">${h}</th>`).join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f1f1f">
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;font-size:13px"><thead><tr>${head}</tr></thead><tbody>
${lines.map((l) => `<tr>${cells(l)}</tr>`).join('\n')}
</tbody></table>
<p>— Parley</p></body></html>`;
  return { to, subject, text, html };
}
