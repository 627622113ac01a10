/** Every custom action's server code, by resource and action name; the routes refuse to start when one is missing. */
import { audienceActions } from './audience.ts';
import { smsActions } from './sms.ts';
import type { ActionHandlers } from './types.ts';
import { voiceActions } from './voice.ts';
import { workspaceActions } from './workspace.ts';

export const actionHandlers: ActionHandlers = { ...voiceActions, ...audienceActions, ...smsActions, ...workspaceActions };
