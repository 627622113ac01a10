/** Values shared by the workspace resources: currencies, JSON payloads and host names. */
import { z } from '../validation.ts';

export { CURRENCIES } from '../campaigns/offers.ts';

/** A JSON object as sent or received over HTTP (request and response bodies, vendor settings). */
export const jsonPayload = () => z.record(z.string().min(1).max(200), z.json());

/** A host name in lower case (`go.example.com`); labels of letters, digits and inner hyphens. */
export const HOST_NAME = z
  .string()
  .trim()
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, 'Enter a domain name in lower case, e.g. go.example.com.');

/** Amounts in minor units of the record's currency. */
export const amount = (max = 1_000_000_000) => z.number().int('Send the amount as a whole number of minor units of the currency (19.99 is 1999).').min(0).max(max);
