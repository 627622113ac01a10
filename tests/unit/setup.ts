import { afterEach, vi } from 'vitest';

// vite.config.ts defines it for the app; vitest.config.ts does not load that file.
(globalThis as Record<string, unknown>).__BUILD_ID__ = 'test-build';

// Most unit files run in Node; a file that renders or reads the browser's storage asks for jsdom
// with a `// @vitest-environment jsdom` first line, and only those get the browser's stand-ins.
if (typeof window !== 'undefined') {
  // jsdom has no matchMedia; antd's responsive hooks and our colour mode read it.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie.split(';').forEach((cookie) => {
      const name = cookie.split('=')[0].trim();
      if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
    });
  });
}
