import Markdown from 'react-markdown';

/**
 * Markdown as formatted text, never raw HTML (docs/architecture.md#markdown): `skipHtml` drops HTML in the source and
 * react-markdown's default URL filter drops `javascript:` links. No rehype-raw, ever.
 */
export default function MarkdownPreview({ text }: { text: string }) {
  return (
    <div className="markdown-preview" data-testid="markdown-preview">
      <Markdown skipHtml>{text}</Markdown>
    </div>
  );
}
