/**
 * The prompt side of an agent's page (docs/areas/voice.md#prompt-versions): its versions (publish,
 * compare, restore), a prompt drafted from a description, and sample conversations with the
 * draft. Loaded only on an agent's settings and show pages.
 */
import { useState } from 'react';
import { useAccess } from '../../../hooks/use-access.ts';
import { CreatePromptPanel } from './create-prompt-panel.tsx';
import { GenerateConversationsPanel } from './generate-conversations-panel.tsx';
import { PromptVersionsPanel } from './prompt-versions-panel.tsx';

interface Props {
  id: string;
  record: Record<string, unknown>;
  /** The page reloads the agent: a restore or an applied prompt changed its draft. */
  onDraftChanged: () => void;
}

export default function AgentPromptPanels({ id, record, onDraftChanged }: Props) {
  const allowed = useAccess();
  const [revision, setRevision] = useState(0);
  const changed = () => {
    setRevision((r) => r + 1);
    onDraftChanged();
  };
  const mayEdit = allowed({ resource: 'agents', action: 'edit', record });
  return (
    <>
      {/* Keyed by the agent's version: a saved edit shows as unpublished changes at once. */}
      <PromptVersionsPanel id={id} revision={revision + Number(record.version ?? 0)} mayPublish={allowed({ resource: 'agents', action: 'publish', record })} mayEdit={mayEdit} onDraftChanged={changed} />
      {allowed({ resource: 'agents', action: 'create' }) && <CreatePromptPanel id={id} language={String(record.language ?? 'en-US')} mayEdit={mayEdit} onApplied={changed} />}
      {allowed({ resource: 'agents', action: 'generate', record }) && <GenerateConversationsPanel id={id} />}
    </>
  );
}
