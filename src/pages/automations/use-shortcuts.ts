/**
 * The editor's keys: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo, Ctrl/Cmd+C and V copy and
 * paste the selection, Ctrl/Cmd+A select every node, L lay the diagram out. Not while typing in a
 * field (its own undo and select-all are the text's) or with a dialog open. Delete and Backspace
 * are the canvas's own.
 */
import { useEffect, useRef } from 'react';

export interface ShortcutHandlers {
  undo(): void;
  redo(): void;
  copy(): void;
  paste(): void;
  selectAll(): void;
  layout(): void;
}

/** The keys, for the help popover: i18n key under automations.shortcuts and the keys to press (`drag` and `click` are words, translated). */
export const SHORTCUTS = [
  ['undo', ['Ctrl', 'Z']],
  ['redo', ['Ctrl', 'Shift', 'Z']],
  ['redoAlt', ['Ctrl', 'Y']],
  ['copy', ['Ctrl', 'C']],
  ['paste', ['Ctrl', 'V']],
  ['selectAll', ['Ctrl', 'A']],
  ['delete', ['Delete']],
  ['layout', ['L']],
  ['boxSelect', ['Shift', 'drag']],
  ['addToSelection', ['Ctrl', 'click']],
] as const;

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.closest) return false;
  return !!el.closest('input, textarea, select, [contenteditable="true"], .ant-select, .ant-picker, .ant-modal, .ant-drawer');
}

export function useShortcuts(handlers: ShortcutHandlers, enabled: boolean, editable: boolean) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || typing(e.target)) return;
      const mod = e.ctrlKey || e.metaKey;
      // The letter typed, or, on a keyboard that types no Latin letter there (Arabic, Persian), the key's place.
      const typed = e.key.toLowerCase();
      const key = /^[a-z]$/.test(typed) ? typed : e.code.startsWith('Key') ? e.code.slice(3).toLowerCase() : typed;
      const h = ref.current;
      const run = (fn: () => void) => {
        e.preventDefault();
        fn();
      };
      if (mod && key === 'a') return run(h.selectAll);
      // Text selected on the page copies as text.
      if (mod && key === 'c' && !window.getSelection()?.toString()) return run(h.copy);
      if (!editable) return;
      if (mod && key === 'z' && !e.shiftKey) return run(h.undo);
      if ((mod && key === 'z' && e.shiftKey) || (e.ctrlKey && key === 'y')) return run(h.redo);
      if (mod && key === 'v') return run(h.paste);
      if (!mod && !e.altKey && key === 'l') return run(h.layout);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, editable]);
}
