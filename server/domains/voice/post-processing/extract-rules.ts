/**
 * Extraction by rules: each rule field's pattern is matched over what the caller said (the
 * customer's turns; the whole transcript when it has none marked). The first group, or the whole
 * match, is the value, read into the field's type; a boolean is true on a match and false without.
 */
import type { ExtractedValue, ExtractField } from '../../../../resources/voice/extract-fields.ts';
import type { TranscriptTurn } from '../../../../resources/voice/calls.ts';

export function transcriptText(transcript: readonly TranscriptTurn[] | null | undefined, role?: TranscriptTurn['role']): string {
  return (transcript ?? [])
    .filter((t) => !role || t.role === role)
    .map((t) => t.text)
    .join('\n');
}

export function extractByRule(field: ExtractField, transcript: readonly TranscriptTurn[] | null | undefined): ExtractedValue {
  const said = transcriptText(transcript, 'customer') || transcriptText(transcript);
  const match = new RegExp(field.pattern ?? '', 'i').exec(said);
  if (field.type === 'boolean') return !!match;
  if (!match) return null;
  return typed(field, (match[1] ?? match[0]).trim());
}

/** A value read from text or from the model into the field's type; null when it does not fit. */
export function typed(field: ExtractField, raw: unknown): ExtractedValue {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (field.type) {
    case 'text':
      return String(raw).slice(0, 2_000);
    case 'number': {
      if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
      // "about $240", "1,200": the first number said; words without one are no number (not 0).
      const found = /-?\d+(\.\d+)?/.exec(String(raw).replace(/(\d),(\d{3})/g, '$1$2'));
      return found ? Number(found[0]) : null;
    }
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      if (/^(true|yes|y|1)$/i.test(String(raw).trim())) return true;
      if (/^(false|no|n|0)$/i.test(String(raw).trim())) return false;
      return null;
    case 'choice': {
      const wanted = String(raw).trim().toLowerCase();
      return field.choices?.find((c) => c.toLowerCase() === wanted) ?? null;
    }
  }
}
