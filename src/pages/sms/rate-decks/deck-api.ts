/** The deck routes of a vendor route (server/routes/sms/rate-decks.ts), with the file as multipart. */
import { http, request } from '../../../../providers/http-client.ts';
import type { z } from 'zod';
import { DECK_API, type deckHandleAnswer, type DeckPreview, type deckSampleAnswer, type DeckSettings, type deckSettingsAnswer } from '../../../../resources/sms/rate-decks.ts';

export type DeckSample = z.infer<typeof deckSampleAnswer>;
export type DeckHandled = z.infer<typeof deckHandleAnswer>;
export type RouteDeckSettings = z.infer<typeof deckSettingsAnswer>;

const base = (routeId: string) => DECK_API.replace(':id', encodeURIComponent(routeId));

async function withFile<T>(routeId: string, step: 'sample' | 'preview' | 'handle', file: File, settings?: DeckSettings): Promise<T> {
  const form = new FormData();
  if (settings) form.append('settings', JSON.stringify(settings));
  form.append('file', file, file.name);
  return (await request<T>(`${base(routeId)}/${step}`, { method: 'POST', body: form })).data;
}

export const sampleDeck = (routeId: string, file: File, settings?: DeckSettings) => withFile<DeckSample>(routeId, 'sample', file, settings);
export const previewDeck = (routeId: string, file: File, settings?: DeckSettings) => withFile<DeckPreview>(routeId, 'preview', file, settings);
export const handleDeck = (routeId: string, file: File, settings?: DeckSettings) => withFile<DeckHandled>(routeId, 'handle', file, settings);
export const readSettings = (routeId: string) => http.get<RouteDeckSettings>(`${base(routeId)}/settings`);
export const saveSettings = (routeId: string, body: { settings: DeckSettings; notice_days?: number; auto_apply?: boolean }) => http.put<RouteDeckSettings>(`${base(routeId)}/settings`, body);
