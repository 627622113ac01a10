import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  COLOR_MODE_KEY,
  DARK_QUERY,
  resolveColorMode,
  storedColorMode,
  type ColorMode,
  type ResolvedColorMode,
} from './color-mode.ts';

interface ColorModeValue {
  mode: ColorMode;
  resolved: ResolvedColorMode;
  setMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

function useSystemPrefersDark(): boolean {
  const [dark, setDark] = useState(() => window.matchMedia(DARK_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(storedColorMode);
  const systemDark = useSystemPrefersDark();
  const resolved = resolveColorMode(mode, systemDark);

  useEffect(() => {
    document.documentElement.style.colorScheme = resolved;
    document.documentElement.dataset.colorMode = resolved;
  }, [resolved]);

  const value = useMemo<ColorModeValue>(
    () => ({
      mode,
      resolved,
      setMode: (next) => {
        localStorage.setItem(COLOR_MODE_KEY, next);
        setModeState(next);
      },
    }),
    [mode, resolved],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode outside ColorModeProvider');
  return value;
}
