/** SMPP command status codes by name, and which of them mean "try again later" rather than "no". */
import smpp from 'smpp';

export const STATUS = {
  OK: smpp.errors.ESME_ROK,
  INVALID_BIND_STATUS: smpp.errors.ESME_RINVBNDSTS,
  INVALID_COMMAND: smpp.errors.ESME_RINVCMDID,
  ALREADY_BOUND: smpp.errors.ESME_RALYBND,
  SYSTEM_ERROR: smpp.errors.ESME_RSYSERR,
  INVALID_DESTINATION: smpp.errors.ESME_RINVDSTADR,
  BIND_FAILED: smpp.errors.ESME_RBINDFAIL,
  INVALID_PASSWORD: smpp.errors.ESME_RINVPASWD,
  INVALID_SYSTEM_ID: smpp.errors.ESME_RINVSYSID,
  QUEUE_FULL: smpp.errors.ESME_RMSGQFUL,
  SUBMIT_FAILED: smpp.errors.ESME_RSUBMITFAIL,
  THROTTLED: smpp.errors.ESME_RTHROTTLED,
} as const;

const names = new Map<number, string>(Object.entries(smpp.errors).map(([name, code]) => [code, name]));

/** `ESME_RTHROTTLED` for 0x58; vendor-specific codes as `0x0000040A`. */
export function statusName(code: number): string {
  return names.get(code) ?? `0x${code.toString(16).toUpperCase().padStart(8, '0')}`;
}

/** The SMSC is busy, not refusing the message: the same submit may succeed a little later. */
export const isTransientStatus = (code: number) => code === STATUS.THROTTLED || code === STATUS.QUEUE_FULL;
