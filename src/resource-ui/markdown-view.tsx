import { lazy, Suspense } from 'react';
import { Spin } from 'antd';

// react-markdown loads only where markdown is shown, never with /login.
const MarkdownPreview = lazy(() => import('./markdown-preview.tsx'));

export function MarkdownView({ text }: { text: string }) {
  return (
    <Suspense fallback={<Spin size="small" />}>
      <MarkdownPreview text={text} />
    </Suspense>
  );
}
