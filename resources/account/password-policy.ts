/**
 * What a new password must be: at least 8 characters, not on the list of commonly used passwords,
 * and hard enough to guess (zxcvbn's score 3 of 4: about 10^8 guesses or more, with the person's
 * own name and email counted as known). The server refuses with a field message; the sign-up and
 * password forms load this module when the user types, to say the same before sending.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_SCORE = 3;

export type PasswordProblem = 'too-short' | 'common' | 'weak';

/** The server's messages; the forms show theirs from the locale files (auth.validation.password*). */
export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  'too-short': `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  common: 'This password is on a list of commonly used passwords. Choose another.',
  weak: 'This password is too easy to guess. Add another word or two, or use a passphrase.',
};

const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon']);

let checker: ZxcvbnFactory | null = null;

/** Why a password is refused, or null. `known`: the person's name and email, which guessing starts from. */
export function passwordProblem(password: string, known: readonly string[] = []): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // zxcvbn's cost grows with length; past 100 characters a password is long enough to pass.
  const inputs = known.flatMap((k) => [k, ...k.split(/[@\s.]+/)]).filter((k) => k.length >= 3);
  const result = checker.check(password.slice(0, 100), inputs);
  if (result.feedback.warning && COMMON_WARNINGS.has(result.feedback.warning)) return 'common';
  return result.score < PASSWORD_MIN_SCORE ? 'weak' : null;
}
