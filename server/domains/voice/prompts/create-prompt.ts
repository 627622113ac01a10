/**
 * A first system prompt and first message drafted by the team's language model from a short
 * description of the business and what a call should achieve. Only answered: the operator reads
 * it and applies it to an agent's draft (or not) on the agent's page.
 */
import type { CreatePromptInput, CreatePromptOutput } from '../../../../resources/voice/agent-drafting.ts';
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../http/errors.ts';
import { llmFor } from '../../llm/llm-client.ts';
import { modelJson } from './model-json.ts';

const MAX_TOKENS = 1500;

export async function createPrompt(ctx: AppContext, teamId: number, input: CreatePromptInput): Promise<CreatePromptOutput> {
  const llm = await llmFor(ctx, teamId);
  const answer = await llm.chat({
    purpose: 'create-prompt',
    maxTokens: MAX_TOKENS,
    temperature: 0.4,
    messages: [
      {
        role: 'system',
        content: [
          'You write the instructions of an AI voice agent that makes and answers phone calls for a business.',
          'Write a system prompt in Markdown: who the agent is, the goal of the call, how to speak (short spoken sentences), what to ask, how to handle objections, when to end the call. Then the first sentence the agent says when the call is answered.',
          `Write both in the language ${input.language}.`,
          'Answer with JSON only: {"system_prompt": "...", "first_message": "..."}.',
        ].join('\n'),
      },
      { role: 'user', content: `The business: ${input.description}${input.goal ? `\nThe goal of a call: ${input.goal}` : ''}` },
    ],
  });
  const json = modelJson(answer.text);
  const systemPrompt = typeof json.system_prompt === 'string' ? json.system_prompt.trim() : '';
  if (!systemPrompt) throw new HttpError(502, 'The language model answered without a system prompt. Try again, or describe the business in more words.');
  // Kept within what the agent's fields accept, so applying it never fails on length.
  return { system_prompt: systemPrompt.slice(0, 20_000), first_message: String(json.first_message ?? '').trim().slice(0, 2000), model: answer.model };
}
