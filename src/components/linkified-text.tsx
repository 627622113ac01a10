import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"'()]+[^\s<>"'().,;:!?])/g;

/** Splits text into plain runs and http(s) URLs; only those two kinds, never markup. */
export function splitLinks(text: string): Array<{ kind: 'text' | 'link'; value: string }> {
  return text
    .split(URL_PATTERN)
    .filter((part) => part !== '')
    .map((part) => ({ kind: /^https?:\/\//.test(part) ? 'link' : 'text', value: part }));
}

/** Plain text with its URLs clickable: text is never parsed as HTML, so nothing in it can run. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.value} target="_blank" rel="noopener noreferrer" dir="ltr">
            {part.value}
          </a>
        ) : (
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}
