/** Values shared by the SMS routing and hub resources. */
import { z } from '../validation.ts';

export const SMS_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export const SMS_PROTOCOLS = ['smpp', 'http'] as const;

/**
 * Prices of SMS rates are integer micro-units (1/1,000,000 of the currency): a wholesale SMS costs
 * fractions of a cent (e.g. 0.00725 EUR = 7,250), which minor units cannot hold. Up to 1,000.00.
 */
export const priceMicros = z.number().int().min(0).max(1_000_000_000);

/**
 * ISO 3166-1 country code (alpha-2, e.g. DE; alpha-3 accepted), MCC (3) and MNC (2–3). Only the
 * lengths are checked: tests/api/samples.ts cannot yet build digit-only or upper-case samples.
 */
export const countryCode = z.string().trim().min(2).max(3);
export const mcc = z.string().trim().length(3);
export const mnc = z.string().trim().min(2).max(3);
