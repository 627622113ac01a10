/**
 * What a hub client's refused submit is answered (docs/areas/hub.md#submits). SMPP's own codes
 * where one says it; for the hub's own refusals, codes from the range SMPP 3.4 leaves to each
 * SMSC (0x400–0x4FF), each listed in the docs.
 */
import smpp from 'smpp';

export const SUBMIT_STATUS = {
  OK: smpp.errors.ESME_ROK,
  /** No client rate for the number's network, or a number that cannot be read. */
  NO_PRICE: smpp.errors.ESME_RINVDSTADR,
  THROTTLED: smpp.errors.ESME_RTHROTTLED,
  /** The plan has no route for the number, or the endpoint cannot send (no plan, not active). */
  NO_ROUTE: smpp.errors.ESME_RSUBMITFAIL,
  /** The number is on the team's or the platform's blacklist, or opted out. */
  BLACKLISTED: 0x400,
  /** The company's balance would go below minus the endpoint's credit limit. */
  NO_CREDIT: 0x401,
  /** The route costs more than the client pays, and the endpoint refuses such parts. */
  NEGATIVE_MARGIN: 0x402,
} as const;
