/** docs/architecture.md#phone-numbers: letters typed in the country dropdown add up to one search until 700 ms of quiet. */
export const TYPE_TO_FIND_RESET_MS = 700;

export interface TypeToFind {
  /** Adds a typed character; returns the search so far. */
  push(char: string): string;
  /** Whether a search is under way (a space then belongs to it: "United States"). */
  pending(): boolean;
  clear(): void;
}

export function typeToFind(resetMs = TYPE_TO_FIND_RESET_MS): TypeToFind {
  let buffer = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(timer);
    buffer = '';
  };
  return {
    push(char) {
      clearTimeout(timer);
      buffer += char;
      timer = setTimeout(() => (buffer = ''), resetMs);
      return buffer;
    },
    pending: () => buffer !== '',
    clear,
  };
}

/** Index of the first label starting with the search (case- and accent-insensitive), or -1. */
export function findByPrefix(labels: readonly string[], search: string, locale?: string): number {
  const fold = (s: string) => s.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '');
  const wanted = fold(search);
  return wanted ? labels.findIndex((label) => fold(label).startsWith(wanted)) : -1;
}
