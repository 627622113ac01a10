/**
 * Which language model a team's features use: its own AI settings when it has given a base URL,
 * else the installation's LLM_* environment; a team that only names a model keeps the
 * installation's server with that model. Pure, so the rule is tested without a database.
 */
import type { LlmEnvConfig } from '../../config.ts';

export interface TeamLlmSettings {
  base_url: string | null;
  model: string | null;
  /** Plain (opened) key. */
  api_key: string | null;
}

export interface ResolvedLlm {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  source: 'team' | 'environment';
}

export const NOT_CONFIGURED =
  'No language model is configured: set LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY when the server needs one) in Parley’s environment, or the team’s AI settings (Team settings → AI).';

export function resolveLlm(env: Pick<LlmEnvConfig, 'baseUrl' | 'apiKey' | 'model'>, team: TeamLlmSettings | null): ResolvedLlm | null {
  if (team?.base_url && team.model) return { baseUrl: trimSlash(team.base_url), apiKey: team.api_key, model: team.model, source: 'team' };
  const model = team?.model || env.model;
  if (env.baseUrl && model) return { baseUrl: trimSlash(env.baseUrl), apiKey: env.apiKey, model, source: 'environment' };
  return null;
}

/** Millionths of a USD for a call: tokens × USD per million tokens. */
export function llmCost(prices: LlmEnvConfig['prices'], model: string, usage: { prompt: number; completion: number }): number {
  const price = prices[model];
  if (!price) return 0;
  return Math.round(usage.prompt * price.in + usage.completion * price.out);
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
