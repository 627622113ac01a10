import { Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../markdown-view.tsx';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  autoFocus?: boolean;
}

/** Markdown source with a preview tab that renders formatted text, never raw HTML. */
export function MarkdownInput({ id, value, onChange, autoFocus }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: t('resources.form.write'),
          children: <Input.TextArea id={id} autoFocus={autoFocus} rows={8} dir="auto" value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />,
        },
        { key: 'preview', label: t('resources.form.preview'), children: <MarkdownView text={value ?? ''} /> },
      ]}
    />
  );
}
