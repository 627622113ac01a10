import type { ReactNode } from 'react';
import { theme } from 'antd';

interface PlainFieldProps {
  /** The input's id: the label points at it and the error is `<id>-error`. */
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/**
 * A labelled input with its error under it, laid out like a vertical antd Form.Item but without
 * antd's Form (its field store, validator and grid), which /login should not download. The input
 * itself carries `id`, `status`, `aria-invalid` and `aria-describedby={errorId(id)}`.
 */
export function PlainField({ id, label, error, children }: PlainFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
        {label}
      </label>
      {children}
      <div id={errorId(id)} role={error ? 'alert' : undefined} style={{ color: token.colorError, fontSize: token.fontSize, lineHeight: token.lineHeight, minHeight: error ? token.marginLG : 0 }}>
        {error}
      </div>
    </div>
  );
}

export const errorId = (id: string) => `${id}-error`;
