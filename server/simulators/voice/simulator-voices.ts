/**
 * The simulator's voices: a few per agent language, so an agent of any language has voices to pick
 * from. The simulator speaks no audio, so none has a preview sample.
 */
import type { AGENT_LANGUAGES } from '../../../resources/voice/agents.ts';
import type { VoiceOption } from '../../../resources/voice/voices.ts';

type Entry = [id: string, name: string, gender: VoiceOption['gender'], style: string];

const BY_LANGUAGE: Record<(typeof AGENT_LANGUAGES)[number], Entry[]> = {
  'en-US': [
    ['nova', 'Nova', 'female', 'warm'],
    ['shimmer', 'Shimmer', 'female', 'upbeat'],
    ['onyx', 'Onyx', 'male', 'deep'],
    ['alloy', 'Alloy', 'neutral', 'even'],
  ],
  'en-GB': [
    ['atlas', 'Atlas', 'male', 'calm'],
    ['fable', 'Fable', 'female', 'storyteller'],
  ],
  'es-ES': [
    ['lucia', 'Lucía', 'female', 'warm'],
    ['mateo', 'Mateo', 'male', 'calm'],
  ],
  'fr-FR': [
    ['camille', 'Camille', 'female', 'bright'],
    ['hugo', 'Hugo', 'male', 'calm'],
  ],
  'de-DE': [
    ['lena', 'Lena', 'female', 'clear'],
    ['jonas', 'Jonas', 'male', 'steady'],
  ],
  'it-IT': [
    ['giulia', 'Giulia', 'female', 'warm'],
    ['marco', 'Marco', 'male', 'upbeat'],
  ],
  'pt-BR': [
    ['ana', 'Ana', 'female', 'friendly'],
    ['rafael', 'Rafael', 'male', 'calm'],
  ],
  'ar-SA': [
    ['layla', 'Layla', 'female', 'warm'],
    ['omar', 'Omar', 'male', 'deep'],
  ],
  'fa-IR': [
    ['shirin', 'Shirin', 'female', 'soft'],
    ['dara', 'Dara', 'male', 'calm'],
  ],
  'hi-IN': [
    ['priya', 'Priya', 'female', 'bright'],
    ['arjun', 'Arjun', 'male', 'steady'],
  ],
};

export const SIMULATOR_VOICES: VoiceOption[] = Object.entries(BY_LANGUAGE).flatMap(([language, entries]) =>
  entries.map(([id, name, gender, style]) => ({ id, name, language, gender, style, preview_url: null })),
);
