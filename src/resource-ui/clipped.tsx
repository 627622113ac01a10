/**
 * A list cell's text on one line, cut with an ellipsis past its column's share of the screen; the
 * whole text shows on hover (the `title`) and stays whole for screen readers and copy. Its
 * direction follows its own text, so a Latin name in an Arabic screen is cut at its end, not its start.
 */
export function Clipped({ text, ltr = false, mono = false }: { text: string; ltr?: boolean; mono?: boolean }) {
  const className = ['cell-clip', mono && 'mono'].filter(Boolean).join(' ');
  return ltr ? (
    <bdi dir="ltr" className={className} title={text}>
      {text}
    </bdi>
  ) : (
    <span className={className} title={text} dir="auto">
      {text}
    </span>
  );
}
