/** Which handler runs each node type (nodes/*.ts). */
import type { NodeTypeName } from '../../../../resources/automations/automation-nodes.ts';
import { condition, outcome, split } from './nodes/conditions.ts';
import { hlrLookup, mnpLookup } from './nodes/lookups.ts';
import { notifyTeam } from './nodes/notify-team.ts';
import { end, passOn } from './nodes/pass.ts';
import { sendSms } from './nodes/send-sms.ts';
import { addTag, removeTag } from './nodes/tags.ts';
import { updateField } from './nodes/update-field.ts';
import { voiceCall } from './nodes/voice-call.ts';
import { wait, waitEvent, waitUntil } from './nodes/waits.ts';
import { webhook } from './nodes/webhook.ts';
import type { NodeHandler } from './types.ts';

export const HANDLERS: Record<NodeTypeName, NodeHandler<any>> = {
  segment_entered: passOn,
  feed_received: passOn,
  tag_added: passOn,
  link_clicked: passOn,
  call_outcome: passOn,
  message_status: passOn,
  schedule: passOn,
  api_call: passOn,
  send_sms: sendSms,
  voice_call: voiceCall,
  add_tag: addTag,
  remove_tag: removeTag,
  update_field: updateField,
  hlr_lookup: hlrLookup,
  mnp_lookup: mnpLookup,
  webhook,
  notify_team: notifyTeam,
  condition,
  outcome,
  split,
  wait,
  wait_until: waitUntil,
  wait_event: waitEvent,
  end,
};
