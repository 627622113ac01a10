/**
 * The simulator account's numbers: a fixed set, the same on every sync, so a sync brings them in
 * once and a second sync changes nothing. The demo's simulator numbers are among them.
 */
import type { ProviderNumber } from '../../domains/voice/provider/voice-provider.ts';

export const SIMULATOR_NUMBERS: ProviderNumber[] = [
  { number: '+14155550100', label: 'Simulator — San Francisco', country: 'US', capabilities: ['voice', 'sms'], monthly_cost: 115, currency: 'USD' },
  { number: '+14155550142', label: 'Simulator — San Francisco 2', country: 'US', capabilities: ['voice'], monthly_cost: 115, currency: 'USD' },
  { number: '+442079460123', label: 'Simulator — London', country: 'GB', capabilities: ['voice', 'sms'], monthly_cost: 150, currency: 'USD' },
  { number: '+4930901820', label: 'Simulator — Berlin', country: 'DE', capabilities: ['voice'], monthly_cost: 140, currency: 'USD' },
  { number: '+966115550123', label: 'Simulator — Riyadh', country: 'SA', capabilities: ['voice'], monthly_cost: 1200, currency: 'USD' },
  { number: '+97145550188', label: 'Simulator — Dubai', country: 'AE', capabilities: ['voice'], monthly_cost: 1500, currency: 'USD' },
];
