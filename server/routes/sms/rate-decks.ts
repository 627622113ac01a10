/**
 * A route's rate sheets (server/domains/sms/rate-decks/): its parser settings, a sample with a
 * guessed mapping, the preview against the rates in force, and handling a deck into a pending
 * batch of rate changes. Files come as multipart/form-data: a part `file`, and `settings` (JSON)
 * to read it another way than the route's saved settings.
 */
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DECK_API, deckHandleAnswer, deckPreviewAnswer, deckSampleAnswer, deckSettingsAnswer, deckSettingsBody } from '../../../resources/sms/rate-decks.ts';
import { authOf } from '../../auth/plugin.ts';
import { answeringDeckProblems } from '../../domains/sms/rate-decks/deck-problem.ts';
import { previewDeck } from '../../domains/sms/rate-decks/deck-preview.ts';
import { readDeckSettings, saveDeckSettings } from '../../domains/sms/rate-decks/deck-settings.ts';
import { handleDeck } from '../../domains/sms/rate-decks/handle.ts';
import { findDeckRoute } from '../../domains/sms/rate-decks/route-deck.ts';
import { DECK_MAX_BYTES, receiveDeck, type DeckPart } from '../../domains/sms/rate-decks/receive-deck.ts';
import { sampleDeck } from '../../domains/sms/rate-decks/sample.ts';
import { invalid } from '../../http/errors.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const edit = { access: { resource: 'routes', action: 'edit' } } as const;
const FILE = 'multipart/form-data: a part `file` (CSV or XLSX) and, optionally, `settings` (JSON) to read it by';

export const smsRateDeckRoutes: RouteModule = async (app, ctx) => {
  const db = ctx.database.db;

  app.get(
    `${DECK_API}/settings`,
    {
      config: { access: { resource: 'routes', action: 'show' } },
      schema: { tags: ['routes'], summary: 'A route’s rate sheet settings: how its decks are read, its notice period and whether decks apply without approval', params: idParams, response: { 200: deckSettingsAnswer } },
    },
    async (request) => answeringDeckProblems(() => readDeckSettings(db, authOf(request).team.id, request.params.id)),
  );

  app.put(
    `${DECK_API}/settings`,
    {
      config: edit,
      schema: { tags: ['routes'], summary: 'Save a route’s rate sheet settings; its decks are read with them from now on', params: idParams, body: deckSettingsBody, response: { 200: deckSettingsAnswer } },
    },
    async (request) => {
      const auth = authOf(request);
      return answeringDeckProblems(() => saveDeckSettings(db, auth.team.id, request.params.id, auth.user.id, request.body));
    },
  );

  // Multipart only here, with a limit of its own: @fastify/multipart cuts files at 1 MiB unless told.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await plain.register(multipart, { limits: { fileSize: DECK_MAX_BYTES, files: 1, fields: 5, fieldSize: 64 * 1024, parts: 6 } });
    // Another team's route is not found before its file is read: nothing about the upload is judged for it.
    const upload = async (request: { isMultipart(): boolean; parts(): AsyncIterableIterator<unknown>; params: { id: number } }, teamId: number) => {
      await answeringDeckProblems(() => findDeckRoute(db, teamId, request.params.id));
      if (!request.isMultipart()) throw invalid({ file: ['Send the rate sheet as multipart/form-data, in a part named "file".'] });
      return receiveDeck(request.parts() as AsyncIterable<DeckPart>);
    };

    scope.post(
      `${DECK_API}/sample`,
      { config: edit, schema: { tags: ['routes'], summary: `A deck’s first rows as read, with the route’s saved mapping or a guess from its header and values (${FILE})`, consumes: ['multipart/form-data'], params: idParams, response: { 200: deckSampleAnswer } } },
      async (request) => {
        const deck = await upload(request, authOf(request).team.id);
        return answeringDeckProblems(() => sampleDeck(db, { teamId: authOf(request).team.id, routeId: request.params.id, bytes: deck.bytes, settings: deck.settings }));
      },
    );

    scope.post(
      `${DECK_API}/preview`,
      { config: edit, schema: { tags: ['routes'], summary: `A deck against the route’s rates in force: each network new, increase, decrease, unchanged or closed, the rows it could not read and why, increases inside notice (${FILE})`, consumes: ['multipart/form-data'], params: idParams, response: { 200: deckPreviewAnswer } } },
      async (request) => {
        const deck = await upload(request, authOf(request).team.id);
        const work = await answeringDeckProblems(() => previewDeck(db, { teamId: authOf(request).team.id, routeId: request.params.id, bytes: deck.bytes, settings: deck.settings }));
        return work.preview;
      },
    );

    scope.post(
      `${DECK_API}/handle`,
      { config: edit, schema: { tags: ['routes'], summary: `Write a deck as one pending batch of rate changes for approval; the same file twice is refused with 409 (${FILE})`, consumes: ['multipart/form-data'], params: idParams, response: { 201: deckHandleAnswer } } },
      async (request, reply) => {
        const auth = authOf(request);
        const deck = await upload(request, authOf(request).team.id);
        const handled = await answeringDeckProblems(() =>
          handleDeck(ctx, { teamId: auth.team.id, routeId: request.params.id, source: 'upload', fileName: deck.fileName, bytes: deck.bytes, userId: auth.user.id, settings: deck.settings }),
        );
        return reply.status(201).send(handled);
      },
    );
  });
};
