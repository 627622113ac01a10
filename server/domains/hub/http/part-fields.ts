/** What an HTTP client's part carries beside the message (hub_parts' columns of the same names, docs/areas/hub.md#http-clients). */
export interface HttpPartFields {
  source: 'http' | 'sendsms';
  dlr_url: string | null;
  /** sendsms's dlr-mask; null for the JSON API, whose receipts are every final one. */
  dlr_mask: number | null;
  client_ref: string | null;
}
