import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AgentProfile, AgentTurn } from './domains/voice/calls/agent-turn.ts';
import type { VoiceProvider } from './domains/voice/provider/voice-provider.ts';
import type { ChangeBus } from './events/change-bus.ts';
import type { FileStore } from './files/file-store.ts';
import type { OutboundClient } from './http/outbound/index.ts';
import type { JobRuntime } from './jobs/runtime.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every route module, action and job receives: the database, settings and the outside-world adapters. */
export interface AppContext {
  database: Database;
  config: Config;
  mailer: Mailer;
  /** Every HTTP call Parley makes to the outside goes through this client (server/http/outbound/). */
  outbound: OutboundClient;
  /** Secret that signs verification links; the same in every process on one database. */
  appKey: string;
  build: string;
  /** Background work: queue a job, cancel or retry one. */
  jobs: JobRuntime;
  /** Every committed write to a resource table, from any process. */
  changes: ChangeBus;
  /** The bytes of files Parley makes (exports). */
  files: FileStore;
  /**
   * The agent's side of a call: unset, the team's language model (a 422 saying what to configure
   * when there is none). Tests set a scripted one.
   */
  agentTurns?: AgentTurnSource;
  /** The voice provider calls are placed through, set up when the process starts (server/domains/voice/provider/start.ts). */
  voiceProvider?: VoiceProvider;
}

/** Answers the agent's turn function for a team, or throws (422 when no model is configured). */
export type AgentTurnSource = (ctx: AppContext, agent: AgentProfile) => Promise<AgentTurn>;
