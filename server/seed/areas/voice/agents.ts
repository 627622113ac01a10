/**
 * The demo agents (a solar qualifier, dental reminders, Arabic customer care) with their prompts
 * and the solar agent's test suite.
 * Each agent also carries the script its seeded calls follow (calls.ts, transcripts.ts).
 */
import type { CallOutcome } from '../../../../resources/voice/shared.ts';
import type { Db } from '../../../db/client.ts';
import { agentPrompts, agents, agentTestSuites } from '../../../db/schema/index.ts';
import type { Own } from '../own.ts';

/** The agents and their prompts; the agents' ids in the order of AGENTS. */
export async function seedAgents(db: Db, own: Own): Promise<number[]> {
  const agentRows = await db
    .insert(agents)
    .values(AGENTS.map(({ prompts: _prompts, script: _script, ...agent }) => ({ ...own, ...agent })))
    .returning({ id: agents.id });
  const agentIds = agentRows.map((a) => a.id);

  await db.insert(agentPrompts).values(
    AGENTS.flatMap((agent, i) => agent.prompts.map(([name, purpose, content], position) => ({ ...own, agent_id: agentIds[i], name, purpose, content, position: position * 10 }))),
  );
  return agentIds;
}

/** The solar agent's test suite: three callers it should handle. */
export async function seedAgentTests(db: Db, own: Own, agentIds: number[]): Promise<void> {
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
}

export interface Script {
  opening: string;
  pitch: string;
  endings: Record<Exclude<CallOutcome, 'voicemail'>, [string, string]>;
  voicemail: string;
}

type AgentSeed = Omit<typeof agents.$inferInsert, 'team_id'> & {
  max_call_seconds: number;
  prompts: [string, 'main' | 'greeting' | 'objection_handling' | 'faq' | 'closing' | 'voicemail', string][];
  script: Script;
};

export const AGENTS: AgentSeed[] = [
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
