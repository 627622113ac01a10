/**
 * Where the bytes of the files Parley makes or receives (exports, rate sheets, uploads) live: a folder on disk
 * (FILES_DIR, by default `files/` in the data folder). Processes on several machines sharing one
 * PostgreSQL need the folder shared between them (a network mount), as the README says.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

export interface FileDraft {
  /** Write here; nothing is visible until commit. */
  stream: Writable;
  /** Makes the file visible under its key (atomically) and answers its size in bytes. */
  commit(): Promise<number>;
  /** Throws the partial file away. */
  discard(): Promise<void>;
}

export interface FileStore {
  create(key: string): Promise<FileDraft>;
  /** The file's bytes; `range` reads only bytes start..end (inclusive), e.g. a file's head. */
  read(key: string, range?: { start?: number; end?: number }): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

export function folderFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    // Keys are made by Parley (team/uuid.ext), never by users; refuse anything that climbs out anyway.
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad file key ${key}`);
    return full;
  };
  return {
    async create(key) {
      const final = pathOf(key);
      const partial = `${final}.partial`;
      await mkdir(path.dirname(final), { recursive: true });
      const stream = createWriteStream(partial);
      const closed = new Promise<void>((resolve, reject) => {
        stream.once('close', resolve);
        stream.once('error', reject);
      });
      return {
        stream,
        async commit() {
          if (!stream.writableFinished) stream.end();
          await closed;
          await rename(partial, final);
          return (await stat(final)).size;
        },
        async discard() {
          stream.destroy();
          await closed.catch(() => undefined);
          await rm(partial, { force: true });
        },
      };
    },
    read: (key, range) => createReadStream(pathOf(key), range),
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
