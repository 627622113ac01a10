/** The new-password rule of resources/account/password-policy.ts as a 422 on the field. */
import { PASSWORD_MESSAGES, passwordProblem } from '../../resources/account/password-policy.ts';
import { invalid } from '../http/errors.ts';

/** `known`: the person's name and email, which a guesser tries first. */
export function checkNewPassword(password: string, known: readonly (string | null | undefined)[], field = 'password'): void {
  const problem = passwordProblem(password, known.filter((k): k is string => !!k));
  if (problem) throw invalid({ [field]: [PASSWORD_MESSAGES[problem]] });
}
