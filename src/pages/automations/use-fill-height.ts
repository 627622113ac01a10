/**
 * The height that fills the window below an element (less the page's bottom padding), kept as the
 * window resizes: the diagram takes the screen without the page itself scrolling, whatever the
 * header and banners above it measure.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useFillHeight(ref: RefObject<HTMLElement | null>, bottom = 24, min = 520): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottom)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, bottom, min]);
  return height;
}
