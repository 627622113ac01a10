/** The contract every feature that asks the language model uses (docs/areas/voice.md#language-model). */

export interface ToolCall {
  id: string;
  name: string;
  /** The arguments as the model wrote them: JSON text, parsed by the tool that runs. */
  arguments: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}

export interface ToolSpec {
  name: string;
  description: string;
  /** JSON schema of the arguments. */
  parameters: Record<string, unknown>;
}

export interface ChatRequest {
  messages: ChatMessage[];
  tools?: ToolSpec[];
  /** Overrides the configured model for this call. */
  model?: string;
  temperature?: number;
  maxTokens?: number;
  /** Ask for one JSON object (OpenAI's json_object response format; the caller still parses defensively). */
  json?: boolean;
  /** What the call is for ("agent-chat", "settings-test"): recorded in llm_calls. */
  purpose: string;
  /** The record the call was made for (a call, an agent), recorded with it. */
  ref?: { type: string; id: number };
  /** Given: the answer is streamed and each piece of text handed here as it arrives. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

export interface ChatAnswer {
  text: string;
  toolCalls: ToolCall[];
  usage: { prompt: number; completion: number };
  model: string;
  finishReason: string;
}

export interface LlmClient {
  chat(request: ChatRequest): Promise<ChatAnswer>;
}
