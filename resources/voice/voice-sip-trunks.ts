import { z } from '../validation.ts';
import { defineResource, field, nameField } from '../kit/index.ts';

/** `sip:` or `sips:`, a host name or IPv4 address, an optional port and transport. */
export const SIP_URI = z
  .string()
  .trim()
  .max(300)
  .regex(/^sips?:(?:[A-Za-z0-9._~-]+@)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:;transport=(?:udp|tcp|tls))?$/i, {
    message: 'A SIP URI like sip:pbx.example.com:5060;transport=tcp (sip: or sips:, a host, an optional port and transport).',
  });

/** One address the carrier may send calls from: an IPv4 or IPv6 address or a CIDR block. */
export const ALLOWED_ADDRESS = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { message: 'An IP address or a CIDR block, like 203.0.113.7 or 198.51.100.0/24.' });

/**
 * A SIP trunk of the team's own (bring your own carrier): calls of the numbers routed through it go
 * to its termination URI with its credentials, and only its allowed addresses may send calls in.
 */
export const voiceSipTrunks = defineResource({
  name: 'voice-sip-trunks',
  apiPath: '/v1/voice/numbers/sip',
  routes: { list: '/agents/settings/numbers/sip' },
  scope: 'team',
  access: { read: 'viewer', write: 'admin' },
  icon: 'cloud-server',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    termination_uri: field({ schema: SIP_URI, kind: 'text', list: true, search: true }),
    username: field({ schema: z.string().trim().max(120).optional(), kind: 'text', list: true }),
    /** A credential: sealed at rest, answered as a mask. */
    password: field({ schema: z.string().max(200).optional(), kind: 'text', secret: true, list: false }),
    allowed_ips: field({ schema: z.array(ALLOWED_ADDRESS).max(50).default([]), kind: 'multiselect', list: true }),
  },
});
