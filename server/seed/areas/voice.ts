/**
 * Demo data of the voice area: two voice accounts, three agents with their prompts and tools,
 * six numbers, three voice campaigns, 200 calls with transcripts over the last 30 days,
 * outcome classifiers, workflows and the platform's provider accounts.
 * Deterministic: every choice comes from a seeded generator; only dates follow the clock.
 */
import { eq } from 'drizzle-orm';
import type { CallOutcome } from '../../../resources/voice/shared.ts';
import type { CALL_STATUSES, TranscriptTurn } from '../../../resources/voice/calls.ts';
import type { Db } from '../../db/client.ts';
import { insertChunks, seededRandom } from '../random.ts';
import { sealCredential } from '../../security/credentials.ts';
import {
  agentCampaigns,
  agentPrompts,
  agents,
  agentTestSuites,
  callOutcomeClassifiers,
  calls,
  voiceAccounts,
  voiceNumbers,
  voiceSipTrunks,
  voiceProviderAccounts,
  voiceTools,
  workflows,
} from '../../db/schema/index.ts';

type CallStatus = (typeof CALL_STATUSES)[number];

const DAY = 86_400_000;
export async function seedVoice(db: Db, demo: { teamId: number; userId: number }): Promise<void> {
  const rnd = seededRandom(20_261_122);
  const now = Date.now();
  const own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId };

  const [simulator, twilio] = await db
    .insert(voiceAccounts)
    .values([
      { ...own, name: 'Built-in simulator', provider: 'simulator', region: 'local', status: 'active' },
      { ...own, name: 'Twilio — US East', provider: 'twilio', account_sid: `AC${rnd.hex(32)}`, api_key: `SK${rnd.hex(32)}`, region: 'us1', status: 'active' },
    ])
    .returning({ id: voiceAccounts.id });

  await db.insert(voiceTools).values(TOOLS.map((tool) => ({ ...own, ...tool })));

  const agentRows = await db
    .insert(agents)
    .values(AGENTS.map(({ prompts: _prompts, script: _script, ...agent }) => ({ ...own, ...agent })))
    .returning({ id: agents.id });
  const agentIds = agentRows.map((a) => a.id);

  await db.insert(agentPrompts).values(
    AGENTS.flatMap((agent, i) => agent.prompts.map(([name, purpose, content], position) => ({ ...own, agent_id: agentIds[i], name, purpose, content, position: position * 10 }))),
  );

  const numberRows = await db
    .insert(voiceNumbers)
    .values(
      NUMBERS.map(([number, label, country, agent, onTwilio, capabilities, monthly_cost]) => ({
        ...own,
        number,
        label,
        country,
        agent_id: agent === null ? null : agentIds[agent],
        account_id: onTwilio ? twilio.id : simulator.id,
        capabilities,
        monthly_cost,
        status: 'active' as const,
      })),
    )
    .returning({ id: voiceNumbers.id, number: voiceNumbers.number });

  // The team's own PBX carries the spare Vancouver number (bring your own carrier).
  const [trunk] = await db
    .insert(voiceSipTrunks)
    .values({ ...own, name: 'Office PBX — Vancouver', termination_uri: 'sip:pbx.northwind.example:5061;transport=tls', username: 'parley-out', password: sealCredential(`pbx-${rnd.hex(12)}`), allowed_ips: ['203.0.113.10', '198.51.100.0/28'] })
    .returning({ id: voiceSipTrunks.id });
  await db.update(voiceNumbers).set({ sip_trunk_id: trunk.id }).where(eq(voiceNumbers.id, numberRows[3].id));

  const campaignRows = await db
    .insert(agentCampaigns)
    .values([
      { ...own, name: 'Solar leads — Bay Area', agent_id: agentIds[0], number_id: numberRows[0].id, status: 'paused', schedule_start: new Date(now - 28 * DAY), schedule_end: new Date(now + 14 * DAY), calls_per_minute: 12, max_attempts: 3, retry_delay_minutes: 240, contacts_total: 1250 },
      { ...own, name: 'Weekly appointment reminders', agent_id: agentIds[1], number_id: numberRows[2].id, status: 'scheduled', recurring: true, schedule_start: new Date(now + 2 * DAY), calls_per_minute: 6, max_attempts: 2, retry_delay_minutes: 60, contacts_total: 320 },
      { ...own, name: 'Riyadh renewals follow-up', agent_id: agentIds[2], number_id: numberRows[4].id, status: 'paused', schedule_start: new Date(now - 20 * DAY), schedule_end: new Date(now - 5 * DAY), calls_per_minute: 4, max_attempts: 2, retry_delay_minutes: 1440, contacts_total: 180 },
    ])
    .returning({ id: agentCampaigns.id });

  // Calls: mostly outbound campaign calls of the solar agent, the rest inbound or reminders.
  const callRows: (typeof calls.$inferInsert)[] = [];
  const perCampaign = new Map<number, number>();
  for (let i = 0; i < 200; i++) {
    const a = rnd.weighted([[0, 55], [1, 30], [2, 15]] as const);
    const agent = AGENTS[a];
    const inbound = rnd.next() < (a === 1 ? 0.45 : 0.2);
    const line = numberRows[a === 0 ? 0 : a === 1 ? 2 : 4].number;
    const customer = a === 2 ? `+9665${rnd.int(10_000_000, 99_999_999)}` : `+1${rnd.pick(['415', '510', '650', '408', '925'])}555${String(rnd.int(100, 199)).padStart(4, '0')}`;
    const status: CallStatus = rnd.weighted([['completed', 68], ['no_answer', 16], ['busy', 6], ['failed', 5], ['completed', 5]] as const);
    const outcome: CallOutcome =
      status === 'completed'
        ? rnd.weighted([['interested', 24], ['not_interested', 30], ['callback', 18], ['do_not_call', 6], ['voicemail', 14], ['unknown', 8]] as const)
        : status === 'no_answer' && rnd.next() < 0.4
          ? 'voicemail'
          : 'unknown';
    const started = new Date(now - rnd.int(0, 30 * 24 * 60 - 1) * 60_000 - rnd.int(0, 59) * 1000);
    const duration = outcome === 'voicemail' ? rnd.int(18, 45) : status === 'completed' ? rnd.int(35, Math.min(agent.max_call_seconds, 520)) : 0;
    const campaignId = !inbound && a !== 1 ? campaignRows[a === 0 ? 0 : 2].id : null;
    if (campaignId) perCampaign.set(campaignId, (perCampaign.get(campaignId) ?? 0) + 1);
    const callSid = `sim_${rnd.hex(24)}`;
    const name = rnd.pick(a === 2 ? ARABIC_NAMES : NAMES);
    const talked = status === 'completed';
    callRows.push({
      ...own,
      agent_id: agentIds[a],
      campaign_id: campaignId,
      direction: inbound ? 'inbound' : 'outbound',
      from_number: inbound ? customer : line,
      to_number: inbound ? line : customer,
      status,
      outcome,
      started_at: started,
      duration_seconds: duration,
      // AI voice minutes at 9 cents, billed per started minute.
      cost: duration ? Math.ceil(duration / 60) * 9 : 1,
      currency: 'USD',
      summary: talked || outcome === 'voicemail' ? SUMMARIES[outcome](name) : `No conversation (${status.replace('_', ' ')}).`,
      transcript: talked || outcome === 'voicemail' ? transcript(agent.script, outcome, name, rnd.pick, started) : null,
      recording_url: talked || outcome === 'voicemail' ? `https://recordings.example.com/calls/${callSid}.mp3` : null,
      provider_call_id: callSid,
      answered_by: outcome === 'voicemail' ? 'voicemail' : talked ? 'human' : null,
      hangup_reason: outcome === 'voicemail' ? 'voicemail_left' : talked ? (duration % 2 ? 'customer_hangup' : 'agent_hangup') : status,
      ended_at: new Date(started.getTime() + duration * 1000),
      after_call_at: new Date(started.getTime() + duration * 1000),
      created_at: started,
      updated_at: new Date(started.getTime() + duration * 1000),
    });
  }
  await insertChunks(callRows, (chunk) => db.insert(calls).values(chunk));
  for (const [id, made] of perCampaign) {
    await db.update(agentCampaigns).set({ calls_made: made }).where(eq(agentCampaigns.id, id));
  }

  await db.insert(callOutcomeClassifiers).values([
    {
      ...own,
      name: 'Keyword rules',
      kind: 'rule',
      outcomes: ['do_not_call', 'voicemail', 'callback', 'interested', 'not_interested'],
      // The demo agents' callers say these (AGENTS below), in English and Arabic: a rerun agrees with the seeded outcomes.
      rules: [
        { outcome: 'do_not_call', role: 'customer', keywords: ['stop calling', 'remove me', 'do not call', 'take me off your list', 'don\u2019t want reminder calls', 'لا تتصلون'] },
        { outcome: 'voicemail', role: 'any', answered_by: ['voicemail'] },
        { outcome: 'voicemail', role: 'any', keywords: ['leave a message', 'after the tone', 'is not available'] },
        { outcome: 'callback', role: 'customer', pattern: '\\b(call|ring) (me|you) (back|later|tomorrow)\\b|try again tomorrow|كلميني بكرة' },
        { outcome: 'not_interested', role: 'customer', keywords: ['not interested', 'no thanks', 'no thank you', 'need to cancel', 'لا شكراً'] },
        { outcome: 'interested', role: 'customer', keywords: ['sounds good', 'sounds interesting', 'send me the details', 'tell me more', 'i will be there', 'send me the quote', 'جدد لي'] },
      ],
      active: true,
      priority: 10,
      min_confidence_pct: 100,
    },
    {
      ...own,
      name: 'LLM outcome judge',
      kind: 'llm',
      outcomes: ['interested', 'not_interested', 'callback', 'voicemail', 'do_not_call', 'unknown'],
      prompt:
        'You label finished sales calls. Read the transcript and choose **one** outcome:\n\n- `interested` \u2014 agreed to a next step\n- `not_interested` \u2014 declined\n- `callback` \u2014 asked to be called at another time\n- `voicemail` \u2014 no person answered\n- `do_not_call` \u2014 asked never to be called again\n- `unknown` \u2014 none of the above',
      priority: 100,
      min_confidence_pct: 75,
    },
  ]);

  await db.insert(agentTestSuites).values({
    ...own,
    name: 'Solar qualifier basics',
    agent_id: agentIds[0],
    cases: [
      { name: 'Homeowner wants a survey', caller_lines: ['Hello?', 'Yes, we own it and the bill is about two hundred a month. Tell me more.', 'Thursday works.'], max_turns: 6, expected_outcome: 'interested' },
      { name: 'Asks to be removed', caller_lines: ['Who is this?', 'Please stop calling this number.'], max_turns: 6, expected_outcome: 'do_not_call' },
      { name: 'Busy driver', persona: 'A busy homeowner driving to work who asks to be called back tomorrow evening.', max_turns: 4, expected_outcome: 'callback' },
    ],
  });

  await db.insert(workflows).values([
    { ...own, name: 'Inbound triage', description: 'Route inbound calls: existing customers to care, new callers to the solar qualifier, after hours to voicemail.', status: 'active', graph: graph(agentIds) },
    {
      ...own,
      name: 'Missed-call recovery',
      description: 'Call back missed inbound callers within 10 minutes, then send an SMS if nobody answers.',
      status: 'draft',
      graph: {
        nodes: [
          { id: 'start', type: 'trigger', data: { event: 'call.missed' }, position: { x: 0, y: 0 } },
          { id: 'wait', type: 'delay', data: { minutes: 10 }, position: { x: 0, y: 120 } },
          { id: 'call', type: 'agent', data: { agent_id: agentIds[0] }, position: { x: 0, y: 240 } },
          { id: 'sms', type: 'sms', data: { text: 'Sorry we missed you — reply CALL and we will ring you back.' }, position: { x: 240, y: 240 } },
        ],
        edges: [
          { id: 'e1', source: 'start', target: 'wait' },
          { id: 'e2', source: 'wait', target: 'call' },
          { id: 'e3', source: 'call', target: 'sms', label: 'no_answer' },
        ],
        viewport: { x: 0, y: 0, zoom: 1 },
      },
    },
  ]);

  // The platform's own carrier accounts (staff data, no team): seeded once per installation.
  const existing = await db.select({ id: voiceProviderAccounts.id }).from(voiceProviderAccounts).limit(1);
  if (!existing.length) {
    await db.insert(voiceProviderAccounts).values([
      { name: 'Parley Telnyx — EU', provider: 'telnyx', api_base_url: 'https://api.telnyx.example.com/v2', account_sid: `tx_${rnd.hex(20)}`, webhook_secret: sealCredential(`whsec_${rnd.hex(64)}`), status: 'active', balance: 184_250, currency: 'EUR', created_by_id: demo.userId, updated_by_id: demo.userId },
      { name: 'Parley Twilio — US', provider: 'twilio', api_base_url: 'https://api.twilio.example.com/2010-04-01', account_sid: `AC${rnd.hex(32)}`, webhook_secret: sealCredential(`whsec_${rnd.hex(64)}`), status: 'active', balance: 52_310, currency: 'USD', created_by_id: demo.userId, updated_by_id: demo.userId },
    ]);
  }
}

function graph(agentIds: number[]) {
  return {
    nodes: [
      { id: 'start', type: 'trigger', data: { event: 'call.inbound' }, position: { x: 0, y: 0 } },
      { id: 'hours', type: 'condition', data: { rule: 'business_hours', timezone: 'America/Los_Angeles' }, position: { x: 0, y: 120 } },
      { id: 'known', type: 'condition', data: { rule: 'contact_exists' }, position: { x: -180, y: 240 } },
      { id: 'care', type: 'transfer', data: { number: '+14155550142' }, position: { x: -300, y: 360 } },
      { id: 'qualify', type: 'agent', data: { agent_id: agentIds[0] }, position: { x: -60, y: 360 } },
      { id: 'voicemail', type: 'agent', data: { agent_id: agentIds[1], mode: 'voicemail' }, position: { x: 180, y: 240 } },
    ],
    edges: [
      { id: 'e1', source: 'start', target: 'hours' },
      { id: 'e2', source: 'hours', target: 'known', label: 'open' },
      { id: 'e3', source: 'hours', target: 'voicemail', label: 'closed' },
      { id: 'e4', source: 'known', target: 'care', label: 'yes' },
      { id: 'e5', source: 'known', target: 'qualify', label: 'no' },
    ],
    viewport: { x: 120, y: 40, zoom: 0.9 },
  };
}

const NAMES = ['Jordan', 'Priya', 'Marcus', 'Elena', 'Wei', 'Sam', 'Olivia', 'Diego', 'Hannah', 'Tomás', 'Aisha', 'Ben', 'Grace', 'Ravi', 'Chloe'];
const ARABIC_NAMES = ['Fahad', 'Noura', 'Khalid', 'Reem', 'Omar', 'Sara', 'Yousef', 'Lama'];

const SUMMARIES: Record<CallOutcome, (name: string) => string> = {
  interested: (n) => `${n} is interested and agreed to a follow-up; lead details captured.`,
  not_interested: (n) => `${n} declined politely; no further follow-up.`,
  callback: (n) => `${n} asked to be called back at a better time.`,
  voicemail: () => 'Reached voicemail; left a short message with the callback number.',
  do_not_call: (n) => `${n} asked not to be called again; number added to the do-not-call list.`,
  unknown: (n) => `Conversation with ${n} ended without a clear outcome.`,
};

interface Script {
  opening: string;
  pitch: string;
  endings: Record<Exclude<CallOutcome, 'voicemail'>, [string, string]>;
  voicemail: string;
}

/** The seeded conversation, a line every few seconds from the call's start. */
function transcript(script: Script, outcome: CallOutcome, name: string, pick: <T>(items: readonly T[]) => T, started: Date): TranscriptTurn[] {
  const at = (i: number) => new Date(started.getTime() + (i * 6 + 2) * 1000).toISOString();
  if (outcome === 'voicemail') {
    return [
      { role: 'voicemail', text: `You have reached the voicemail of ${name}. Please leave a message after the tone.`, at: at(0) },
      { role: 'agent', text: script.voicemail, at: at(1) },
    ];
  }
  const [customer, agent] = script.endings[outcome];
  const greeting = pick(['Hello?', 'Hi, who is this?', `${name} speaking.`, 'Yes, hello.']);
  const lines: [TranscriptTurn['role'], string][] = [
    ['agent', script.opening.replace('{name}', name)],
    ['customer', greeting],
    ['agent', script.pitch],
    ['customer', customer],
    ['agent', agent],
  ];
  return lines.map(([role, text], i) => ({ role, text, at: at(i) }));
}

type AgentSeed = Omit<typeof agents.$inferInsert, 'team_id'> & {
  max_call_seconds: number;
  prompts: [string, 'main' | 'greeting' | 'objection_handling' | 'faq' | 'closing' | 'voicemail', string][];
  script: Script;
};

const AGENTS: AgentSeed[] = [
  {
    name: 'Maya — Solar lead qualifier',
    status: 'active',
    language: 'en-US',
    voice: 'nova',
    llm_model: 'gpt-4o-mini',
    first_message: 'Hi, this is Maya from SunPeak Solar. Do you have a minute to talk about lowering your power bill?',
    system_prompt:
      'You are **Maya**, a friendly outbound caller for SunPeak Solar.\n\n- Qualify homeowners: owns the home, monthly bill above $100, roof in good shape.\n- Book a free site survey with interested people.\n- Never pressure; respect a no immediately.',
    tools: ['transfer_to_sales', 'submit_lead', 'book_callback', 'end_call'],
    temperature_pct: 60,
    max_call_seconds: 600,
    record_calls: true,
    prompts: [
      ['Qualification rules', 'main', 'Ask, in order: do they **own** the home, roughly what is the **monthly bill**, and is the **roof** under 15 years old. Stop qualifying once one answer rules them out.'],
      ['Greeting', 'greeting', 'Greet by first name when known, say who you are and why you call in one sentence, then ask for permission to continue.'],
      ['Objections', 'objection_handling', '- *Too expensive* → mention $0-down financing.\n- *Renting* → thank them and end the call.\n- *Already have solar* → ask about battery storage.'],
      ['Closing and survey booking', 'closing', 'Offer two survey slots from `book_callback`, confirm the address, then call `submit_lead`.'],
    ],
    script: {
      opening: 'Hi {name}, this is Maya calling from SunPeak Solar.',
      pitch: 'We are helping homeowners nearby cut their electricity bill with rooftop solar and no upfront cost. Do you own your home?',
      voicemail: 'Hi, this is Maya from SunPeak Solar about lowering your power bill. Call us back on 415 555 0100 at any time. Thanks!',
      endings: {
        interested: ['Yes, we own it and the bill is about two hundred a month. Tell me more.', 'Great — I can book a free site survey. Would Thursday at 10 am work? I will send a confirmation by text.'],
        not_interested: ['No thanks, we are not interested.', 'Understood, thank you for your time. Have a great day!'],
        callback: ['I am driving right now, can you call me tomorrow evening?', 'Of course — I will call you back tomorrow around 6 pm. Drive safely!'],
        do_not_call: ['Please stop calling this number.', 'I am sorry for the trouble. I have removed your number and you will not be called again.'],
        unknown: ['Sorry, the line is breaking up…', 'I am having trouble hearing you. I will try again another time. Goodbye!'],
      },
    },
  },
  {
    name: 'Leo — Appointment reminders',
    status: 'active',
    language: 'en-GB',
    voice: 'atlas',
    llm_model: 'gpt-4o-mini',
    first_message: 'Good morning, this is Leo from Brightsmile Dental with a quick reminder about your appointment.',
    system_prompt:
      'You are **Leo**, calling patients of Brightsmile Dental to confirm tomorrow\u2019s appointments.\n\n- Confirm, reschedule (use `check_availability`) or cancel.\n- Keep calls under two minutes.\n- Do not discuss treatment or prices.',
    tools: ['check_availability', 'book_callback', 'end_call'],
    temperature_pct: 40,
    max_call_seconds: 180,
    record_calls: true,
    prompts: [
      ['Reminder flow', 'main', 'State the date, time and dentist of the appointment, then ask the patient to **confirm**, **reschedule** or **cancel**.'],
      ['Practice FAQ', 'faq', '- Address: 12 High Street, Reading.\n- Parking: free behind the building.\n- Late arrival: more than 15 minutes late means rebooking.'],
      ['Voicemail message', 'voicemail', 'Leave the appointment time and the number 020 7946 0123 to reschedule. Never leave medical details.'],
    ],
    script: {
      opening: 'Good morning {name}, this is Leo from Brightsmile Dental.',
      pitch: 'I am calling to confirm your check-up tomorrow at 9:30 with Dr Patel. Will you be able to make it?',
      voicemail: 'Hello, this is Leo from Brightsmile Dental reminding you of your appointment tomorrow at 9:30. To reschedule, call 020 7946 0123.',
      endings: {
        interested: ['Yes, I will be there, thank you.', 'Perfect, you are confirmed for 9:30 tomorrow. See you then!'],
        not_interested: ['Actually I need to cancel, I have moved away.', 'No problem, I have cancelled the appointment. All the best!'],
        callback: ['Can I check my diary and call you back?', 'Of course. I will ring again this afternoon, or you can call the practice directly.'],
        do_not_call: ['I don\u2019t want reminder calls, just text me.', 'Noted — we will only send text reminders from now on.'],
        unknown: ['Who did you say you were?', 'This is Brightsmile Dental. I will send the details by text instead. Goodbye.'],
      },
    },
  },
  {
    name: 'Layla — Arabic customer care',
    status: 'paused',
    language: 'ar-SA',
    voice: 'layla',
    llm_model: 'gpt-4o',
    first_message: 'مرحباً، معك ليلى من خدمة عملاء نور للاتصالات. كيف أقدر أساعدك اليوم؟',
    system_prompt:
      'أنتِ **ليلى**، موظفة خدمة عملاء لشركة نور للاتصالات.\n\n- تحدثي باللهجة السعودية المهذبة.\n- ساعدي العملاء في تجديد الباقات والاستفسار عن الفواتير.\n- حوّلي المكالمة إلى موظف عند طلب العميل.',
    tools: ['transfer_to_sales', 'end_call'],
    temperature_pct: 50,
    max_call_seconds: 900,
    record_calls: false,
    prompts: [
      ['التعليمات الرئيسية', 'main', 'رحّبي بالعميل باسمه، واسألي عن رقم الحساب قبل أي معلومة عن الفاتورة.'],
      ['الأسئلة الشائعة', 'faq', '- التجديد متاح قبل انتهاء الباقة بسبعة أيام.\n- السداد عبر التطبيق أو سداد.'],
    ],
    script: {
      opening: 'مرحباً {name}، معك ليلى من نور للاتصالات.',
      pitch: 'باقتك تنتهي هذا الأسبوع، وعندنا عرض تجديد بخصم عشرين بالمئة. تحب أشرح لك التفاصيل؟',
      voicemail: 'مرحباً، معك ليلى من نور للاتصالات بخصوص تجديد باقتك. نرجو الاتصال بنا على 920005550.',
      endings: {
        interested: ['إيه أكيد، جدد لي الباقة.', 'تم تجديد الباقة بالخصم، وراح توصلك رسالة تأكيد. شكراً لك!'],
        not_interested: ['لا شكراً، ما أبغى أجدد.', 'حاضر، شكراً لوقتك. يومك سعيد!'],
        callback: ['أنا مشغول الحين، كلميني بكرة.', 'أكيد، راح أتصل عليك بكرة العصر إن شاء الله.'],
        do_not_call: ['لا تتصلون علي مرة ثانية.', 'أعتذر عن الإزعاج، تم إيقاف الاتصالات على رقمك.'],
        unknown: ['ألو؟ الصوت مقطع…', 'يبدو أن الاتصال ضعيف، راح نتواصل معك لاحقاً. مع السلامة.'],
      },
    },
  },
];

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

/** number, label, country, agent index (or none), on the Twilio account, capabilities, monthly cost in cents. */
const NUMBERS: [string, string, 'US' | 'GB' | 'CA' | 'SA' | 'AE', number | null, boolean, ('voice' | 'sms')[], number][] = [
  ['+14155550100', 'Solar outbound — SF', 'US', 0, false, ['voice', 'sms'], 115],
  ['+15105550117', 'Solar inbound — East Bay', 'US', 0, true, ['voice'], 115],
  ['+442079460123', 'Dental reminders — London', 'GB', 1, false, ['voice', 'sms'], 150],
  ['+16045550150', 'Spare — Vancouver', 'CA', null, true, ['voice'], 130],
  ['+966115550123', 'Riyadh care line', 'SA', 2, false, ['voice'], 1200],
  ['+97145550188', 'Dubai test line', 'AE', null, false, ['voice'], 1500],
];
