/**
 * Change-bus topics of the automation engine (server/events/change-bus.ts announce/subscribe):
 * a notice, sent when the transaction commits, wakes the engine in every process at once instead
 * of a polling timer.
 */

/** Journeys became due now (entered, resumed by an event): the runner takes them. */
export const AUTOMATION_DUE_TOPIC = 'automation_due';
/** Events were written to automation_inbox: the intake takes them. */
export const AUTOMATION_INBOX_TOPIC = 'automation_inbox';
