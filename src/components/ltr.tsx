import type { ReactNode } from 'react';

/**
 * Keeps a Latin run (email, phone, token, id, path) in its own order inside right-to-left text,
 * so `+1 415 555 0100` does not turn into `0100 555 415 1+`.
 */
export function Ltr({ children, mono = false }: { children: ReactNode; mono?: boolean }) {
  return (
    <bdi dir="ltr" className={mono ? 'mono' : undefined}>
      {children}
    </bdi>
  );
}
