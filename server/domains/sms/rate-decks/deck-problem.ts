/**
 * What is wrong with a deck as a whole (an unreadable file, no header, settings that name a column
 * the file lacks): answered as a 422 naming the field, never a 500.
 */
import { invalid, type HttpError } from '../../../http/errors.ts';

export class DeckProblem extends Error {
  constructor(
    message: string,
    /** The request field the problem is about: the file, or a setting (`settings.columns.price`). */
    readonly field = 'file',
  ) {
    super(message);
  }
}

export function deckProblemAnswer(problem: DeckProblem): HttpError {
  return invalid({ [problem.field]: [problem.message] });
}

/** Runs a deck service, turning a DeckProblem into its 422. */
export async function answeringDeckProblems<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof DeckProblem) throw deckProblemAnswer(error);
    throw error;
  }
}
