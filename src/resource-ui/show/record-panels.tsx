/**
 * The panels a record's page shows besides its fields, by resource: where each goes (above the
 * field card or below it), when it shows, and what it draws. The heavy ones load only on their own
 * resource's page, so the record page's bundle stays the same whatever is added here.
 */
import { lazy, type ReactNode } from 'react';
import type { BaseRecord } from '@refinedev/core';
import type { Resource } from '../../../resources/kit/index.ts';
import { WEBHOOK_SOURCE_KINDS } from '../../../resources/workspace/webhook-sources.ts';
import { isAudited } from '../../../resources/workspace/audit-log.ts';
import { DlrUrlPanel } from '../../pages/routes/dlr-url-panel.tsx';
import { RateSheetsPanel } from '../../pages/sms/rate-decks/rate-sheets-panel.tsx';
import { EndpointBindsPanel } from '../../pages/hub/endpoint-binds-panel.tsx';
import { HttpClientPanel } from '../../pages/hub/http-client-panel.tsx';
import { BalanceCheckerPanel } from '../../pages/hub/balance-checker-panel.tsx';
import { CompanyBalancePanel } from '../../pages/hub/company-balance-panel.tsx';
import { ToolTestPanel } from '../../pages/voice/tools/tool-test-panel.tsx';
import { StopperTestPanel } from '../../pages/voice/post-processing/stopper-test-panel.tsx';
import { WebhookPanel } from '../../pages/webhooks/webhook-panel.tsx';
import { ProviderSecretPanel } from '../../pages/voice/agents/provider-accounts/provider-secret-panel.tsx';
import type { useAccess } from '../../hooks/use-access.ts';

const CampaignPanels = lazy(() => import('../../pages/campaigns/campaign-panels.tsx'));
const RouteTestsPanel = lazy(() => import('../../pages/sms-tests/route-tests-panel.tsx'));
const ClassifierPanels = lazy(() => import('../../pages/voice/classifiers/classifier-panels.tsx'));
const VoiceCampaignProgress = lazy(() => import('../../pages/voice/agents/voice-campaign-progress.tsx'));
const AgentChatPanel = lazy(() => import('../../pages/voice/agents/agent-chat-panel.tsx'));
const TestCallPanel = lazy(() => import('../../pages/voice/agents/test-call-panel.tsx'));
const AgentPromptPanels = lazy(() => import('../../pages/voice/agents/agent-prompt-panels.tsx'));
const AgentTestSuitesPanel = lazy(() => import('../../pages/voice/agents/agent-test-suites-panel.tsx'));
// With @xyflow/react: only an automation's page loads it.
const AutomationOverview = lazy(() => import('../../pages/automations/automation-overview.tsx'));
// Every audited record's history (docs/areas/workspace.md#audit-log).
const AuditHistoryPanel = lazy(() => import('../../pages/settings/audit-log/audit-history-panel.tsx'));

/** What a panel knows of the page it is on. */
export interface RecordPanelContext {
  resource: Resource;
  id: string;
  record: BaseRecord;
  allowed: ReturnType<typeof useAccess>;
  /** The user may edit this record. */
  mayEdit: boolean;
  /** Reads the record again, for a panel that changed it. */
  reload: () => void;
}

export interface RecordPanel {
  /** Unique within its resource's list. */
  name: string;
  /** Above the field card, or below it. */
  place: 'top' | 'bottom';
  /** Shown always when absent. */
  when?: (page: RecordPanelContext) => boolean;
  /** A panel that must start over when the record changes carries its own `key`. */
  render: (page: RecordPanelContext) => ReactNode;
}

const campaignPanels = (place: RecordPanel['place']): RecordPanel => ({
  name: `campaign-${place}`,
  place,
  render: ({ id, record }) => <CampaignPanels id={id} status={String(record.status)} run={Number(record.run ?? 0)} place={place} />,
});

const webhookPanel: RecordPanel = { name: 'webhook', place: 'bottom', when: ({ mayEdit }) => mayEdit, render: ({ resource, id }) => <WebhookPanel resource={resource} id={id} /> };

/** Each resource's panels, in the order they appear. */
const RECORD_PANELS: Readonly<Record<string, readonly RecordPanel[]>> = {
  ...Object.fromEntries(WEBHOOK_SOURCE_KINDS.map((kind) => [kind, [webhookPanel]])),
  campaigns: [campaignPanels('top'), campaignPanels('bottom')],
  'agent-campaigns': [
    {
      name: 'progress',
      place: 'top',
      // A new run, or the campaign started or stopped, reads the progress afresh.
      render: ({ id, record }) => <VoiceCampaignProgress key={`${String(record.status)}-${String(record.run)}`} id={id} />,
    },
  ],
  automations: [{ name: 'overview', place: 'top', render: ({ id, record }) => <AutomationOverview id={id} record={record} /> }],
  companies: [
    {
      name: 'balance',
      place: 'top',
      // Keyed by the balance the live record holds: a charge or a credit anywhere reads the figures afresh.
      render: ({ id, record }) => <CompanyBalancePanel key={String(record.balance)} id={id} />,
    },
    // A company that is also a vendor: what the vendor says it holds there (docs/areas/hub.md#balance-checker).
    { name: 'balance-checker', place: 'bottom', render: ({ id }) => <BalanceCheckerPanel key={id} id={id} /> },
  ],
  endpoints: [
    {
      name: 'binds',
      place: 'top',
      when: ({ record, allowed }) => record.protocol === 'smpp' && allowed({ resource: 'endpoint-binds', action: 'list' }),
      render: ({ id, record }) => <EndpointBindsPanel id={id} record={record} />,
    },
    // How an HTTP client connects, its API key and receipt signing secret (docs/areas/hub.md#http-clients).
    { name: 'http-client', place: 'top', when: ({ record }) => record.protocol === 'http', render: ({ id, record, mayEdit }) => <HttpClientPanel id={id} record={record} mayEdit={mayEdit} /> },
  ],
  routes: [
    { name: 'dlr-url', place: 'bottom', when: ({ record, mayEdit }) => record.protocol === 'http' && mayEdit, render: ({ id, record }) => <DlrUrlPanel id={id} record={record} /> },
    // Its vendor's rate sheets: settings, sample, preview and handle (docs/areas/sms.md#rate-sheets).
    { name: 'rate-sheets', place: 'bottom', when: ({ mayEdit }) => mayEdit, render: ({ id, record }) => <RateSheetsPanel id={id} record={record} /> },
    // Its SMS tests and fake-receipt score (docs/areas/hub.md#live-phones-and-sms-tests), where the hub is on.
    {
      name: 'sms-tests',
      place: 'bottom',
      when: ({ allowed }) => allowed({ resource: 'sms-tests', action: 'list' }),
      render: ({ id, allowed }) => <RouteTestsPanel key={id} id={id} mayRun={allowed({ resource: 'sms-tests', action: 'create' })} />,
    },
  ],
  'voice-tools': [
    {
      name: 'test',
      place: 'bottom',
      when: ({ record, mayEdit }) => (record.type === 'webhook' || record.type === 'lead_submit') && mayEdit,
      render: ({ id, record }) => <ToolTestPanel key={String(record.version)} id={id} record={record} />,
    },
  ],
  'provider-accounts': [{ name: 'secret', place: 'bottom', when: ({ mayEdit }) => mayEdit, render: ({ id }) => <ProviderSecretPanel id={id} /> }],
  'campaign-stoppers': [{ name: 'test', place: 'bottom', render: ({ id, record }) => <StopperTestPanel key={String(record.version)} id={id} record={record} /> }],
  'call-outcome-classifiers': [{ name: 'classifier', place: 'bottom', render: ({ id, mayEdit }) => <ClassifierPanels id={id} mayEdit={mayEdit} /> }],
  agents: [
    { name: 'prompt', place: 'bottom', render: ({ id, record, reload }) => <AgentPromptPanels id={id} record={record} onDraftChanged={reload} /> },
    { name: 'test-call', place: 'bottom', when: ({ mayEdit }) => mayEdit, render: ({ id }) => <TestCallPanel id={id} /> },
    {
      name: 'chat',
      place: 'bottom',
      when: ({ allowed, record }) => allowed({ resource: 'agents', action: 'chat', record }),
      render: ({ id, record }) => <AgentChatPanel id={id} firstMessage={record.first_message as string | null} />,
    },
    {
      name: 'test-suites',
      place: 'bottom',
      when: ({ allowed }) => allowed({ resource: 'agent-test-suites', action: 'list' }),
      render: ({ id, allowed }) => <AgentTestSuitesPanel agentId={id} mayRun={allowed({ resource: 'agent-test-suites', action: 'run' })} />,
    },
  ],
};

const historyPanel: RecordPanel = {
  name: 'audit-history',
  place: 'bottom',
  when: ({ allowed }) => allowed({ resource: 'audit-log', action: 'list' }),
  // Keyed by the record's version: an edit shows in its history at once.
  render: ({ resource, id, record }) => <AuditHistoryPanel key={`${id}-${String(record.version)}`} resource={resource} id={id} record={record} />,
};

/** The panels to show at `place` on this record's page, in order; an audited record's history last. */
export function recordPanels(page: RecordPanelContext, place: RecordPanel['place']): RecordPanel[] {
  return [...(RECORD_PANELS[page.resource.name] ?? []), ...(isAudited(page.resource.name) ? [historyPanel] : [])].filter((panel) => panel.place === place && (panel.when?.(page) ?? true));
}
