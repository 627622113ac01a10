/** Values shared by the SMS routing and hub resources. */
import { z } from '../validation.ts';

export const SMS_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export const SMS_PROTOCOLS = ['smpp', 'http'] as const;

/**
 * Prices of SMS rates are integers in millionths of the currency: a wholesale SMS costs fractions
 * of a cent (€0.00725 is 7250, €0.031437 is 31437), which cents cannot hold. Up to 1,000.000000.
 * Their fields are money at scale 6 (SMS_PRICE_SCALE), shown and typed as €0.031437.
 */
export const priceMicros = z.number().int('Send the price as a whole number of millionths of the currency (0.031437 is 31437).').min(0).max(1_000_000_000);

/** Decimal digits of an SMS price: millionths. */
export const SMS_PRICE_SCALE = 6;

/**
 * ISO 3166-1 country code (alpha-2, e.g. DE; alpha-3 accepted), MCC (3) and MNC (2–3). Only the
 * lengths are checked: tests/api/samples.ts cannot yet build digit-only or upper-case samples.
 */
export const countryCode = z.string().trim().min(2).max(3);
export const mcc = z.string().trim().length(3);
export const mnc = z.string().trim().min(2).max(3);
