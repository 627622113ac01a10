/**
 * How hub clients send over HTTP (docs/areas/hub.md#http-clients): the JSON API's request and
 * answer, the Kannel-compatible sendsms address, the receipt signature, and what an endpoint's page
 * shows an admin about connecting. Read by the routes and the endpoint's page alike.
 */
import { z } from '../validation.ts';

/** Under the API base, like every route. */
export const hubSubmitPath = '/v1/hub/submit';
/** At the server's root, where a Kannel smsbox answers it: a client moving over changes only the host and port. */
export const SENDSMS_PATH = '/cgi-bin/sendsms';
/** JSON receipts carry `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed by the endpoint's signing secret. */
export const RECEIPT_SIGNATURE_HEADER = 'X-Parley-Signature';
/** The receipt's own id: the same on every try, so a client that got it twice can tell. */
export const RECEIPT_ID_HEADER = 'X-Parley-Receipt';

export const httpClientPath = (id: number | string) => `/v1/hub/endpoints/${id}/http-client`;

export const hubSubmitBody = z.object({
  /** An international number: digits, with or without + or 00. */
  to: z.string().trim().min(1).max(32),
  /** A number or an alphanumeric sender, at most 20 characters as over SMPP. */
  from: z.string().trim().min(1).max(20),
  text: z.string().min(1).max(40_000),
  /** Called with a signed JSON POST as the delivery settles the message. */
  dlr_url: z
    .url({ protocol: /^https?$/, error: 'Give an http or https address.' })
    .max(2_000)
    .optional(),
  /** The client's own reference, handed back with the receipt. */
  client_ref: z.string().trim().min(1).max(64).optional(),
});
export type HubSubmitBody = z.infer<typeof hubSubmitBody>;

export const hubSubmitAnswer = z.object({
  message_id: z.string().describe("Parley's id of the message (decimal), as receipts name it."),
  parts: z.number().int(),
  price: z.number().int().describe('What the message cost: integer millionths of `currency` (31437 = 0.031437).'),
  currency: z.string(),
  client_ref: z.string().nullable(),
});
export type HubSubmitAnswer = z.infer<typeof hubSubmitAnswer>;

/** A refused submit: the sentence, Parley's code for it and the SMPP command_status an SMPP client would get. */
export const hubSubmitRefusal = z.object({
  message: z.string(),
  // Absent on a body that fails validation, answered like every 422 of the API.
  code: z.string().optional(),
  smpp_status: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** What the endpoint's page shows an admin: where to send, whether a key is set, and the receipt signing secret. */
export const httpClientInfo = z.object({
  submit_url: z.string(),
  sendsms_url: z.string(),
  api_key_set_at: z.string().nullable(),
  signing_secret: z.string(),
  signature_header: z.string(),
});
export type HttpClientInfo = z.infer<typeof httpClientInfo>;
