/**
 * What a read number says of itself, as a contact stores it: the plan's country, type and validity,
 * and the time zone and network of its prefix. One reading for the contact writer, the generic
 * contact create and update, and the demo seeds.
 */
import type { NumberReading } from './phone-number.ts';
import { networkOfNumber, timezoneOf } from './prefix-networks.ts';

export interface NumberFacts {
  phone: string;
  country: string | null;
  number_type: string | null;
  valid: boolean;
  timezone: string | null;
  network: string | null;
  mcc: string | null;
  mnc: string | null;
  /** `prefix` when the prefix names a network; a lookup (HLR, MNP) sets its own later. */
  network_source: 'prefix' | null;
}

export function numberFacts(n: NumberReading): NumberFacts {
  const place = networkOfNumber(n.e164);
  return {
    phone: n.e164,
    country: n.country,
    number_type: n.number_type,
    valid: n.valid,
    timezone: timezoneOf(n.e164),
    network: place?.network ?? null,
    mcc: place?.mcc ?? null,
    mnc: place?.mnc ?? null,
    network_source: place ? 'prefix' : null,
  };
}
