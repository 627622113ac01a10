/** The tools the demo agents call: a transfer, the lead submitter, two calendar webhooks, ending the call. */
import type { Db } from '../../../db/client.ts';
import { voiceTools } from '../../../db/schema/index.ts';
import type { Own } from '../own.ts';

export async function seedTools(db: Db, own: Own): Promise<void> {
  await db.insert(voiceTools).values(TOOLS.map((tool) => ({ ...own, ...tool })));
}

const TOOLS = [
  {
    name: 'Transfer to a human',
    key: 'transfer_to_sales',
    type: 'transfer' as const,
    description: 'Transfer the caller to the sales desk when they ask for a person or are ready to buy.',
    transfer_number: '+14155550142',
    timeout_seconds: 30,
  },
  {
    name: 'Submit lead to CRM',
    key: 'submit_lead',
    type: 'lead_submit' as const,
    description: 'Send the qualified lead (name, address, monthly bill, survey slot) to the CRM.',
    url: 'https://crm.example.com/api/leads',
    method: 'POST' as const,
    parameters: { type: 'object', properties: { name: { type: 'string' }, address: { type: 'string' }, monthly_bill_usd: { type: 'number' }, survey_slot: { type: 'string', format: 'date-time' } }, required: ['name', 'address'] },
    timeout_seconds: 10,
  },
  {
    name: 'Book a callback',
    key: 'book_callback',
    type: 'webhook' as const,
    description: 'Book a callback or survey slot in the team calendar and answer the confirmed time.',
    url: 'https://calendar.example.com/hooks/callback',
    method: 'POST' as const,
    parameters: { type: 'object', properties: { when: { type: 'string', format: 'date-time' }, note: { type: 'string' } }, required: ['when'] },
    timeout_seconds: 8,
  },
  {
    name: 'Check availability',
    key: 'check_availability',
    type: 'webhook' as const,
    description: 'List the free appointment slots of the next three working days.',
    url: 'https://calendar.example.com/api/slots',
    method: 'GET' as const,
    parameters: { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 7 } } },
    timeout_seconds: 5,
  },
  {
    name: 'End the call',
    key: 'end_call',
    type: 'end_call' as const,
    description: 'Politely end the call once the conversation is over or the caller asks to stop.',
    timeout_seconds: 2,
  },
];
