/**
 * The provider's voices (POST /v1/voice/agents/voices) and the rule that an agent speaks with one of
 * them: a voice the provider does not have answers 422 on `voice`, on create and on edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_LANGUAGES } from '../../resources/voice/agents.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.signUp({ name: 'Vera Voices' })).token;
  other = (await t.signUp({ name: 'Otto Other' })).token;
});
afterAll(() => t.close());

const voices = (body: unknown, as = token) => t.call('POST', '/v1/voice/agents/voices', { token: as, body });

describe('the provider\u2019s voices', () => {
  it('answers every voice of the simulator, with id, name, language, gender, style and preview', async () => {
    const res = await voices({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.provider).toBe('simulator');
    expect(res.body.voices).toContainEqual({ id: 'nova', name: 'Nova', language: 'en-US', gender: 'female', style: 'warm', preview_url: null });
    // Every agent language has voices, and no id is listed twice.
    for (const language of AGENT_LANGUAGES) expect(res.body.voices.some((v: { language: string }) => v.language === language), language).toBe(true);
    const ids = res.body.voices.map((v: { id: string }) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers one language\u2019s voices when asked', async () => {
    const res = await voices({ language: 'ar-SA' });
    expect(res.status).toBe(200);
    expect(res.body.voices.map((v: { id: string }) => v.id).sort()).toEqual(['layla', 'omar']);
  });

  it('refuses a language Parley does not know and an unknown field, 422 by field; asks for a sign-in', async () => {
    const bad = await voices({ language: 'xx-XX' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['language']);
    expect((await voices({ gender: 'female' })).status).toBe(422);
    expect((await t.call('POST', '/v1/voice/agents/voices', { body: {} })).status).toBe(401);
  });
});

describe('an agent\u2019s voice', () => {
  const create = (voice: string, language = 'en-US') => t.call('POST', '/v1/voice/agents', { token, body: { name: 'Maya', voice, language, system_prompt: 'Be kind.' } });

  it('is saved when the provider has it', async () => {
    const res = await create('layla', 'ar-SA');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.voice).toBe('layla');
  });

  it('answers 422 on voice for one the provider does not have, naming the language\u2019s voices', async () => {
    const res = await create('darth', 'fa-IR');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['voice']);
    expect(res.body.errors.voice[0]).toContain('shirin, dara');
  });

  it('is checked again on edit, and another team\u2019s agent stays a 404', async () => {
    const id = (await create('nova')).body.id;
    const bad = await t.call('PATCH', `/v1/voice/agents/${id}`, { token, body: { voice: 'nobody' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['voice']);
    expect((await t.call('GET', `/v1/voice/agents/${id}`, { token })).body.voice).toBe('nova');
    expect((await t.call('PATCH', `/v1/voice/agents/${id}`, { token, body: { voice: 'onyx' } })).body.voice).toBe('onyx');
    expect((await t.call('PATCH', `/v1/voice/agents/${id}`, { token: other, body: { voice: 'onyx' } })).status).toBe(404);
  });
});
