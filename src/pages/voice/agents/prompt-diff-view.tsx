/**
 * Two states of an agent's prompt compared: each part (system prompt, first message, each section)
 * under its own heading with what happened to it, and its lines marked kept, removed or added with
 * their numbers. Every line is dir="auto", so an Arabic prompt reads right to left in an English
 * screen and the other way round; the +/− marks and numbers stay put in either direction.
 */
import { Empty, Flex, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiffLine, DiffPart, PromptDiffOutput } from '../../../../resources/voice/prompt-versions.ts';
import { Ltr } from '../../../components/ltr.tsx';

const STATUS_COLOURS: Record<DiffPart['status'], string> = { same: 'default', changed: 'blue', added: 'green', removed: 'red' };

export function PromptDiffView({ diff }: { diff: PromptDiffOutput }) {
  const { t } = useTranslation();
  // A section's name is isolated (FSI…PDI): a Latin name keeps its quotes in place in an Arabic sentence, and the other way round.
  if (!diff.changed) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('agent-prompt-versions.diff.same')} />;
  return (
    <Flex vertical gap={12} data-testid="prompt-diff">
      {diff.parts.map((part, i) => (
        <section key={i}>
          <Flex gap={8} align="center" wrap style={{ marginBottom: 4 }}>
            <Typography.Text strong>{part.kind === 'section' ? t('agent-prompt-versions.diff.section', { name: `\u2068${part.name}\u2069` }) : t(`agent-prompt-versions.diff.${part.kind}`)}</Typography.Text>
            <Tag color={STATUS_COLOURS[part.status]}>{t(`agent-prompt-versions.diff.status.${part.status}`)}</Tag>
            {part.meta && part.status === 'changed' && JSON.stringify(part.meta.from) !== JSON.stringify(part.meta.to) && <MetaChange part={part} />}
          </Flex>
          {part.status !== 'same' && <Lines lines={part.lines} />}
        </section>
      ))}
    </Flex>
  );
}

/** A section moved, switched off or given another purpose: said in words beside its name. */
function MetaChange({ part }: { part: DiffPart }) {
  const { t } = useTranslation();
  const { from, to } = part.meta!;
  if (!from || !to) return null;
  const changes: string[] = [];
  if (from.purpose !== to.purpose) changes.push(t('agent-prompt-versions.diff.purpose', { from: t(`agent-prompts.enums.purpose.${from.purpose}`), to: t(`agent-prompts.enums.purpose.${to.purpose}`) }));
  if (from.position !== to.position) changes.push(t('agent-prompt-versions.diff.position', { from: from.position, to: to.position }));
  if (from.active !== to.active) changes.push(t(to.active ? 'agent-prompt-versions.diff.switchedOn' : 'agent-prompt-versions.diff.switchedOff'));
  return <Typography.Text type="secondary">{changes.join(' · ')}</Typography.Text>;
}

function Lines({ lines }: { lines: DiffLine[] }) {
  const { token } = theme.useToken();
  const background = { same: 'transparent', add: token.colorSuccessBg, del: token.colorErrorBg } as const;
  const mark = { same: ' ', add: '+', del: '−' } as const;
  return (
    <div style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 6, overflow: 'auto', maxHeight: 480, fontSize: 13 }}>
      {lines.map((line, i) => (
        <div key={i} data-op={line.op} style={{ display: 'flex', background: background[line.op], borderTop: i ? `1px solid ${token.colorSplit}` : undefined }}>
          <span style={{ flex: '0 0 auto', minWidth: 72, padding: '2px 6px', color: token.colorTextTertiary, fontFamily: token.fontFamilyCode, userSelect: 'none' }}>
            <Ltr>
              {String(line.a ?? '').padStart(3)} {String(line.b ?? '').padStart(3)} {mark[line.op]}
            </Ltr>
          </span>
          <span dir="auto" style={{ flex: 1, padding: '2px 8px', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {line.text || '\u00a0'}
          </span>
        </div>
      ))}
    </div>
  );
}
