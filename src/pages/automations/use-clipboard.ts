/**
 * The editor's clipboard: what Ctrl+C took, pasted with Ctrl+V as often as wanted, each paste a
 * little further along. Kept for the tab (module state), so a selection copied in one automation
 * pastes into another.
 */
import { useCallback } from 'react';
import { copySelection, pasteClip, type Clip } from './clipboard.ts';
import type { FlowEdge, FlowNode } from './graph-doc.ts';

let held: { clip: Clip; pastes: number } | null = null;

export function useClipboard() {
  const copy = useCallback((nodes: readonly FlowNode[], edges: readonly FlowEdge[]) => {
    const clip = copySelection(nodes, edges);
    if (clip) held = { clip, pastes: 0 };
    return clip !== null;
  }, []);
  const paste = useCallback((taken: ReadonlySet<string>): Clip | null => {
    if (!held) return null;
    held.pastes += 1;
    return pasteClip(held.clip, taken, held.pastes);
  }, []);
  return { copy, paste };
}
