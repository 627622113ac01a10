/** Two states of an agent's prompt compared part by part (server/domains/voice/prompts/prompt-diff.ts). */
import { describe, expect, it } from 'vitest';
import type { PromptSnapshot } from '../../resources/voice/prompt-versions.ts';
import { diffSnapshots } from '../../server/domains/voice/prompts/prompt-diff.ts';
import { assemblePrompt, sameSnapshot } from '../../server/domains/voice/prompts/snapshot.ts';

const base: PromptSnapshot = {
  system_prompt: 'You are Leo.',
  first_message: 'Hello.',
  sections: [
    { name: 'FAQ', purpose: 'faq', content: 'Open 9–5.', position: 0, active: true },
    { name: 'Closing', purpose: 'closing', content: 'Say goodbye.', position: 1, active: true },
  ],
};

describe('diffSnapshots', () => {
  it('says which part changed: a section switched off and moved, one removed, one added', () => {
    const next: PromptSnapshot = {
      ...base,
      sections: [
        { name: 'FAQ', purpose: 'faq', content: 'Open 9–5.', position: 3, active: false },
        { name: 'Voicemail', purpose: 'voicemail', content: 'Leave a message.', position: 4, active: true },
      ],
    };
    const parts = diffSnapshots(base, next);
    expect(parts.map((p) => [p.kind, p.name, p.status])).toEqual([
      ['system_prompt', null, 'same'],
      ['first_message', null, 'same'],
      ['section', 'FAQ', 'changed'],
      ['section', 'Voicemail', 'added'],
      ['section', 'Closing', 'removed'],
    ]);
    expect(parts[2].meta).toEqual({ from: { purpose: 'faq', position: 0, active: true }, to: { purpose: 'faq', position: 3, active: false } });
    expect(parts[4].lines).toEqual([{ op: 'del', text: 'Say goodbye.', a: 1 }]);
  });

  it('tells two sections of one name apart by their order, and a first message dropped is removed', () => {
    const twice: PromptSnapshot = { ...base, first_message: null, sections: [base.sections[0], { ...base.sections[0], content: 'Closed on Sundays.' }] };
    const parts = diffSnapshots(base, twice);
    expect(parts.map((p) => [p.name, p.status])).toEqual([
      [null, 'same'],
      [null, 'removed'],
      ['FAQ', 'same'],
      ['FAQ', 'added'],
      ['Closing', 'removed'],
    ]);
  });
});

describe('the snapshot itself', () => {
  it('is the same whatever the empty first message is written as, and differs on any section field', () => {
    expect(sameSnapshot({ ...base, first_message: null }, { ...base, first_message: '' })).toBe(true);
    expect(sameSnapshot(base, { ...base, sections: [{ ...base.sections[0], active: false }, base.sections[1]] })).toBe(false);
  });

  it('assembles the system message from the prompt and the active sections in order', () => {
    expect(assemblePrompt({ ...base, sections: [base.sections[0], { ...base.sections[1], active: false }] })).toBe('You are Leo.\n\n## FAQ\n\nOpen 9–5.');
    expect(assemblePrompt({ ...base, sections: [] })).toBe('You are Leo.');
  });
});
