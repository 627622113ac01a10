/**
 * The agent's side of a conversation when no language model is configured
 * (docs/areas/voice.md#scripted-agent): a short scripted flow, so a test call and agent chat work on
 * a fresh installation. The first message is the agent's own (the provider says it); then the
 * agent asks what the caller needs, acknowledges, offers more help and says goodbye, ending the
 * call. Nothing here pretends to understand the caller: the call and the chat are labelled as
 * scripted wherever they show.
 */
import type { AgentTurnSource } from '../../../context.ts';
import { END_CALL_TOOL, type AgentTurn, type ChatMessage } from './agent-turn.ts';

/** The lines by language family of the agent; English where a language has none. */
const SCRIPTS: Record<string, readonly string[]> = {
  en: [
    'Thanks for taking my call. Could you tell me a little about what you need today?',
    'I understand. I have noted that down, and someone from our team will follow up with the details.',
    'Is there anything else I can help you with?',
    'Thank you for your time. Goodbye!',
  ],
  ar: [
    'شكرًا لوقتك. هل يمكنك أن تخبرني قليلًا بما تحتاجه اليوم؟',
    'أفهم ذلك. لقد دوّنت ما قلته، وسيتواصل معك أحد أعضاء فريقنا بالتفاصيل.',
    'هل هناك أي شيء آخر يمكنني مساعدتك به؟',
    'شكرًا لوقتك. مع السلامة!',
  ],
  fa: [
    'ممنون که وقت گذاشتید. ممکن است کمی بگویید امروز به چه چیزی نیاز دارید؟',
    'متوجه شدم. یادداشت کردم و یکی از همکاران ما با جزئیات با شما تماس می‌گیرد.',
    'کار دیگری هست که بتوانم برایتان انجام دهم؟',
    'از وقتی که گذاشتید ممنونم. خدانگهدار!',
  ],
};

export function scriptFor(language: string | null | undefined): readonly string[] {
  return SCRIPTS[(language ?? 'en').slice(0, 2)] ?? SCRIPTS.en;
}

/**
 * The scripted line after a conversation so far: the agent's lines already said (its first
 * message aside) pick the next one; the last line ends the call.
 */
export function scriptedReply(history: readonly Pick<ChatMessage, 'role' | 'content'>[], language: string | null | undefined, firstMessage: string | null): { text: string; last: boolean } {
  const script = scriptFor(language);
  const said = history.filter((m) => m.role === 'assistant' && m.content && m.content !== firstMessage).length;
  const index = Math.min(said, script.length - 1);
  return { text: script[index], last: index === script.length - 1 };
}

export function scriptedAgentTurns(language: string): AgentTurnSource {
  return async (_ctx, agent): Promise<AgentTurn> =>
    async (history) => {
      const { text, last } = scriptedReply(history, language, agent.firstMessage);
      return { text, toolCalls: last ? [{ id: `scripted-end-${history.length}`, name: END_CALL_TOOL, arguments: '{}' }] : [] };
    };
}
