/**
 * A deck sent in one multipart request: the part named `file` held in memory (a deck is a few
 * megabytes at most; DECK_MAX_BYTES bounds it, since @fastify/multipart would otherwise cut a file
 * at 1 MiB), and an optional `settings` part with the mapping to read it by, as JSON.
 */
import type { Readable } from 'node:stream';
import type { DeckSettingsInput } from '../../../../resources/sms/rate-decks.ts';
import { HttpError, invalid } from '../../../http/errors.ts';

export const DECK_MAX_BYTES = 32 * 1024 * 1024;

export type DeckPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated: boolean } };

export interface ReceivedDeck {
  bytes: Buffer;
  fileName: string;
  settings?: DeckSettingsInput;
}

const tooLarge = () => new HttpError(413, `The file is larger than ${DECK_MAX_BYTES / 1024 / 1024} MiB, the most Parley reads as a rate sheet.`);

export async function receiveDeck(parts: AsyncIterable<DeckPart>): Promise<ReceivedDeck> {
  let file: { bytes: Buffer; fileName: string } | null = null;
  let settings: DeckSettingsInput | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'settings' && typeof part.value === 'string' && part.value.trim()) {
          try {
            settings = JSON.parse(part.value) as DeckSettingsInput;
          } catch {
            throw invalid({ settings: ['Send the settings as JSON.'] });
          }
        }
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw tooLarge();
      file = { bytes: Buffer.concat(chunks), fileName: part.filename };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (!file) throw invalid({ file: ['Send the rate sheet as multipart/form-data, in a part named "file".'] });
  return { ...file, settings };
}
