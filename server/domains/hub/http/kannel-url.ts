/**
 * A sendsms client's dlr-url with Kannel's placeholders filled (docs/areas/hub.md#http-clients):
 * %d the report type (1 delivered, 2 undelivered, 8 taken by the SMSC, 16 rejected), %i the SMSC's
 * id (always `parley`: a client is not told which vendor carried its message), %T the time of the
 * call in unix seconds, %A the receipt text; each URL-encoded as it goes in.
 */
export const SMSC_ID = 'parley';

export function fillKannelUrl(url: string, r: { type: number; time: Date; text: string }): string {
  const values: Record<string, string> = { d: String(r.type), i: SMSC_ID, T: String(Math.floor(r.time.getTime() / 1000)), A: r.text };
  return url.replace(/%([diTA])/g, (_, key: string) => encodeURIComponent(values[key]));
}
