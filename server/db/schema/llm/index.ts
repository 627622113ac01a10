/** The language model: a team's own settings and every call made. */
export * from './llm-settings.ts';
export * from './llm-calls.ts';
