/**
 * A fake OpenAI-compatible server for tests: node http on 127.0.0.1, a free port.
 *
 *   const llm = await startFakeOpenAi();                 // llm.baseUrl = http://127.0.0.1:PORT/v1
 *   llm.handle((req) => ({ content: 'Hi' }));            // or { tool_calls: [{ name, arguments }] }, { status: 500 }
 *   llm.failNext(2, 429);                                // the next 2 requests answer 429 (then the handler)
 *   llm.requests                                         // every chat request's JSON body, in order
 *   await llm.stop();
 *
 * Speaks `POST /v1/chat/completions` (a JSON answer, or `stream: true` as server-sent chunks in
 * OpenAI's format, tool-call arguments split over several chunks, usage last when
 * `stream_options.include_usage`) and `GET /v1/models`. Without a handler it answers
 * `Echo: <last user message>`. Failures carry `retry-after-ms: 1` so clients retry at once.
 * With `apiKey` set, a request without `Authorization: Bearer <apiKey>` gets 401.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChatRequest {
  model: string;
  messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  temperature?: number;
}

export interface FakeReply {
  content?: string;
  tool_calls?: { name: string; arguments: string }[];
  /** An error status (429, 500, …) answered instead of a completion. */
  status?: number;
  /** Wait this long before answering (to test timeouts). */
  delayMs?: number;
}

export type FakeHandler = (request: FakeChatRequest) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAi {
  baseUrl: string;
  host: string;
  requests: FakeChatRequest[];
  handle(handler: FakeHandler): void;
  failNext(times: number, status: number): void;
  stop(): Promise<void>;
}

const echo: FakeHandler = (request) => {
  const last = [...request.messages].reverse().find((m) => m.role === 'user');
  return { content: `Echo: ${last?.content ?? ''}` };
};

/** Whitespace-separated words, the fake's token count. */
const tokens = (text: string) => text.split(/\s+/).filter(Boolean).length;

export async function startFakeOpenAi(options: { apiKey?: string } = {}): Promise<FakeOpenAi> {
  let handler: FakeHandler = echo;
  let failures: { times: number; status: number } = { times: 0, status: 500 };
  const requests: FakeChatRequest[] = [];

  const server = createServer((req, res) => {
    serve(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error), type: 'server_error' } }));
    });
  });

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`)
      return json(res, 401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } });
    if (req.method === 'GET' && req.url === '/v1/models') return json(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'parley-tests' }] });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return json(res, 404, { error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error' } });

    const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeChatRequest;
    requests.push(request);
    if (failures.times > 0) {
      failures.times--;
      return json(res, failures.status, { error: { message: `Fake failure ${failures.status}`, type: 'server_error' } }, { 'retry-after-ms': '1' });
    }
    const reply = await handler(request);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (reply.status && reply.status >= 400) return json(res, reply.status, { error: { message: `Fake failure ${reply.status}`, type: 'server_error' } }, { 'retry-after-ms': '1' });

    const id = `chatcmpl-fake${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const content = reply.content ?? (reply.tool_calls?.length ? null : '');
    const calls = (reply.tool_calls ?? []).map((c, i) => ({ id: `call_${requests.length}_${i}`, type: 'function', function: { name: c.name, arguments: c.arguments } }));
    const finish = calls.length ? 'tool_calls' : 'stop';
    const usage = {
      prompt_tokens: request.messages.reduce((n, m) => n + tokens(m.content ?? ''), 0),
      completion_tokens: tokens(content ?? '') + calls.reduce((n, c) => n + tokens(c.function.arguments), 0),
    };
    const usageOut = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };

    if (!request.stream) {
      return json(res, 200, {
        id, object: 'chat.completion', created, model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content, ...(calls.length && { tool_calls: calls }) }, logprobs: null, finish_reason: finish }],
        usage: usageOut,
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices, ...extra })}\n\n`);
    send([{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }]);
    // Text in word-sized pieces, as servers stream it.
    for (const piece of (content ?? '').match(/\S+\s*|\s+/g) ?? []) send([{ index: 0, delta: { content: piece }, logprobs: null, finish_reason: null }]);
    calls.forEach((call, index) => {
      send([{ index: 0, delta: { tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } }] }, logprobs: null, finish_reason: null }]);
      const args = call.function.arguments;
      const half = Math.ceil(args.length / 2);
      for (const part of [args.slice(0, half), args.slice(half)]) if (part) send([{ index: 0, delta: { tool_calls: [{ index, function: { arguments: part } }] }, logprobs: null, finish_reason: null }]);
    });
    send([{ index: 0, delta: {}, logprobs: null, finish_reason: finish }]);
    if (request.stream_options?.include_usage) send([], { usage: usageOut });
    res.write('data: [DONE]\n\n');
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    host: '127.0.0.1',
    requests,
    handle(next) {
      handler = next;
    },
    failNext(times, status) {
      failures = { times, status };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
