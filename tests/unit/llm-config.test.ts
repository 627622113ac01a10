import { describe, expect, it } from 'vitest';
import { loadConfig, parseLlmPrices } from '../../server/config.ts';
import { llmCost, resolveLlm } from '../../server/domains/llm/llm-config.ts';

const env = { baseUrl: 'http://localhost:11434/v1', apiKey: null, model: 'llama3.1' };

describe('which language model a team uses', () => {
  it('is none without the environment or team settings', () => {
    expect(resolveLlm({ baseUrl: null, apiKey: null, model: null }, null)).toBeNull();
    // A base URL alone names no model.
    expect(resolveLlm({ baseUrl: 'http://x/v1', apiKey: null, model: null }, null)).toBeNull();
  });

  it('is the environment’s when the team has not set one', () => {
    expect(resolveLlm(env, null)).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: null, model: 'llama3.1', source: 'environment' });
    expect(resolveLlm(env, { base_url: null, model: null, api_key: null })?.source).toBe('environment');
  });

  it('is the team’s own server, key and model when the team gives a base URL', () => {
    const team = { base_url: 'https://api.example.com/v1/', model: 'gpt-4o-mini', api_key: 'sk-team' };
    expect(resolveLlm(env, team)).toEqual({ baseUrl: 'https://api.example.com/v1', apiKey: 'sk-team', model: 'gpt-4o-mini', source: 'team' });
    expect(resolveLlm({ baseUrl: null, apiKey: null, model: null }, team)?.source).toBe('team');
  });

  it('keeps the installation’s server with the team’s model when the team only names a model', () => {
    expect(resolveLlm({ ...env, apiKey: 'sk-env' }, { base_url: null, model: 'qwen2.5', api_key: 'ignored' })).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'sk-env',
      model: 'qwen2.5',
      source: 'environment',
    });
  });
});

describe('LLM settings from the environment', () => {
  it('reads base URL, key, model, timeout, retries and prices', () => {
    const config = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1/', LLM_API_KEY: ' sk-1 ', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '5000', LLM_MAX_RETRIES: '0', LLM_PRICES: 'm=0.15/0.6' });
    expect(config.llm).toEqual({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: 'sk-1', model: 'm', timeoutMs: 5000, maxRetries: 0, prices: { m: { in: 0.15, out: 0.6 } } });
    expect(loadConfig({}).llm).toMatchObject({ baseUrl: null, apiKey: null, model: null, maxRetries: 2 });
  });

  it('refuses a malformed price rather than misreport costs', () => {
    expect(() => parseLlmPrices('gpt=cheap')).toThrow(/model=in\/out/);
    expect(parseLlmPrices(' a=1/2 , b/c:7=0/0.5')).toEqual({ a: { in: 1, out: 2 }, 'b/c:7': { in: 0, out: 0.5 } });
  });

  it('costs tokens at the model’s price in millionths of a USD, 0 for an unpriced model', () => {
    const prices = { m: { in: 0.15, out: 0.6 } };
    // 1,000 tokens in at $0.15/M = $0.00015 = 150 millionths; 500 out at $0.6/M = 300.
    expect(llmCost(prices, 'm', { prompt: 1000, completion: 500 })).toBe(450);
    expect(llmCost(prices, 'other', { prompt: 1000, completion: 500 })).toBe(0);
  });
});
