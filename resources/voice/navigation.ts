/** The voice side's sidebar groups (docs/architecture.md#navigation): the agents and their calls. */
import { item, listOf, type NavGroup } from '../kit/index.ts';
import {
  agentCampaigns,
  agents,
  agentTestSuites,
  callOutcomeClassifiers,
  calls,
  campaignStoppers,
  postProcessing,
  providerAccounts,
  voiceAccounts,
  voiceNumbers,
  voiceSipTrunks,
  voiceTools,
  workflows,
} from './index.ts';

export const agentsGroup: NavGroup = {
  key: 'agents',
  label: 'shell.nav.groups.agents',
  icon: 'robot',
  order: 10,
  items: [
    listOf('agents', agents, 'shell.nav.agents.agents'),
    listOf('agent-campaigns', agentCampaigns, 'shell.nav.agents.campaigns'),
    listOf('agent-daily-stats', calls, 'shell.nav.agents.daily-stats', { view: '/agents/daily-stats' }),
    listOf('post-processing', postProcessing, 'shell.nav.agents.post-processing'),
    listOf('call-outcome-classifiers', callOutcomeClassifiers, 'shell.nav.agents.classifiers'),
    listOf('agent-test-suites', agentTestSuites, 'shell.nav.agents.test-suites'),
    listOf('campaign-stoppers', campaignStoppers, 'shell.nav.agents.campaign-stoppers'),
    item('lead-submitter', '/agents/lead-submitter', 'shell.nav.agents.lead-submitter', 'lead-submitter', { icon: 'send' }),
    listOf('agent-tools', voiceTools, 'shell.nav.agents.tools'),
    listOf('voice-accounts', voiceAccounts, 'shell.nav.agents.accounts'),
    listOf('voice-numbers', voiceNumbers, 'shell.nav.agents.numbers'),
    listOf('voice-sip-trunks', voiceSipTrunks, 'shell.nav.agents.sipTrunks'),
    listOf('provider-accounts', providerAccounts, 'shell.nav.agents.provider-accounts'),
  ],
};

export const voiceGroup: NavGroup = {
  key: 'voice',
  label: 'shell.nav.groups.voice',
  icon: 'audio',
  order: 20,
  items: [
    listOf('voice', calls, 'shell.nav.voice.calls'),
    listOf('workflow', workflows, 'shell.nav.voice.workflow'),
  ],
};

/** This area's groups; resources/navigation.ts puts every area's in their order. */
export const navigation: NavGroup[] = [agentsGroup, voiceGroup];
