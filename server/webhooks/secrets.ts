/**
 * A source's webhook secret: made the first time someone who may edit the source looks at it,
 * replaced when they rotate it (the old one stops working at once), kept sealed at rest.
 */
import { randomBytes } from 'node:crypto';
import { openCredential, sealCredential } from '../security/credentials.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import type { SourceRecord, WebhookSource } from './sources.ts';

export interface RevealedSecret {
  secret: string;
  rotatedAt: Date;
}

/** 256 random bits; the prefix tells a reader of a config file what it is. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export async function revealSecret(db: Db, source: WebhookSource, record: SourceRecord): Promise<RevealedSecret> {
  if (record.sealedSecret && record.secretRotatedAt) return { secret: openCredential(record.sealedSecret), rotatedAt: record.secretRotatedAt };
  await source.storeSecret(db, record, sealCredential(newWebhookSecret()), new Date(), true);
  const stored = await source.find(db, record.teamId, record.id);
  // Deleted in the meantime.
  if (!stored?.sealedSecret || !stored.secretRotatedAt) throw notFound();
  return { secret: openCredential(stored.sealedSecret), rotatedAt: stored.secretRotatedAt };
}

export async function rotateSecret(db: Db, source: WebhookSource, record: SourceRecord): Promise<RevealedSecret> {
  const secret = newWebhookSecret();
  const rotatedAt = new Date();
  await source.storeSecret(db, record, sealCredential(secret), rotatedAt);
  return { secret, rotatedAt };
}
