import { describe, expect, it } from 'vitest';
import { MOBILE_NETWORKS, mainNetworksOf } from '../../../server/domains/audience/mobile-networks.ts';
import { ensureLoaded, networkOfNumber, timezoneOf } from '../../../server/domains/audience/prefix-networks.ts';

describe('the network of a number, from its prefix', () => {
  it('names the network the number was issued to, with its MCC/MNC', () => {
    expect(networkOfNumber('+447700900123')).toEqual({ network: 'O2', mcc: '234', mnc: '10' });
    expect(networkOfNumber('+971501234567')).toEqual({ network: 'Etisalat', mcc: '424', mnc: '02' });
    expect(networkOfNumber('+989121234567')).toEqual({ network: 'IR-MCI', mcc: '432', mnc: '11' });
    expect(networkOfNumber('+989351234567')).toEqual({ network: 'Irancell', mcc: '432', mnc: '35' });
    expect(networkOfNumber('+2348031234567')).toEqual({ network: 'MTN', mcc: '621', mnc: '30' });
    expect(networkOfNumber('+4915112345678')).toEqual({ network: 'T-Mobile', mcc: '262', mnc: '01' });
  });

  it('takes the longest prefix the data has', () => {
    // +98 93… is Irancell, but +98 932 is IR-MCI and +98 934 TeleKish.
    expect(networkOfNumber('+989301234567')?.network).toBe('Irancell');
    expect(networkOfNumber('+989321234567')?.network).toBe('IR-MCI');
    expect(networkOfNumber('+989341234567')?.network).toBe('TeleKish');
  });

  it('gives the name without codes when the table does not know the network', () => {
    expect(networkOfNumber('+989341234567')).toEqual({ network: 'TeleKish', mcc: null, mnc: null });
  });

  it('tells a calling code shared by several countries apart by the network name', () => {
    // +44 7781 is Guernsey's Sure, a network of the UK's MCC 234 with its own MNC.
    expect(networkOfNumber('+447781123456')).toEqual({ network: 'Sure', mcc: '234', mnc: '55' });
  });

  it('answers null where the data has no carriers (portable plans) or the number is not one', () => {
    expect(networkOfNumber('+14155550100')).toBeNull();
    expect(networkOfNumber('+525512345678')).toBeNull();
    for (const bad of ['', '+', '+0123456', '+12', 'abc', '+44 7700 900123']) expect(networkOfNumber(bad), bad).toBeNull();
  });

  it('every code in the table is a three-digit MCC and a two- or three-digit MNC', () => {
    for (const [country, networks] of Object.entries(MOBILE_NETWORKS)) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      for (const network of networks) {
        expect(network.mcc, `${country} ${network.name}`).toMatch(/^\d{3}$/);
        expect(network.mnc, `${country} ${network.name}`).toMatch(/^\d{2,3}$/);
      }
      expect(mainNetworksOf(country).length, country).toBeGreaterThanOrEqual(2);
    }
    for (const country of ['US', 'CA', 'GB', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'PL', 'BR', 'MX', 'IN', 'AE', 'SA', 'EG', 'TR', 'NG', 'ZA', 'AU', 'IR']) expect(MOBILE_NETWORKS[country], country).toBeDefined();
  });
});

describe('the time zone of a number', () => {
  it('is the zone of its prefix', () => {
    expect(timezoneOf('+12015550123')).toBe('America/New_York');
    expect(timezoneOf('+14155550100')).toBe('America/Los_Angeles');
    expect(timezoneOf('+16135550100')).toBe('America/Toronto');
    expect(timezoneOf('+971501234567')).toBe('Asia/Dubai');
    expect(timezoneOf('+989121234567')).toBe('Asia/Tehran');
  });

  it('picks the country’s main zone where the prefix names several', () => {
    expect(timezoneOf('+447700900123')).toBe('Europe/London');
    expect(timezoneOf('+353871234567')).toBe('Europe/Dublin');
    expect(timezoneOf('+61412345678')).toBe('Australia/Sydney');
  });

  it('is null for what is not a number', () => {
    expect(timezoneOf('+0')).toBeNull();
    expect(timezoneOf('nonsense')).toBeNull();
  });
});

describe('speed', () => {
  it('looks up a number in microseconds once loaded', () => {
    ensureLoaded();
    const numbers = Array.from({ length: 200_000 }, (_, i) => {
      const cc = ['+44 7', '+971 5', '+98 9', '+234 80', '+1 415', '+49 15', '+33 6', '+55 11 9'][i % 8].replace(/ /g, '');
      return cc + String(1_000_000 + ((i * 7919) % 9_000_000)).padStart(8, '0');
    });
    for (const n of numbers.slice(0, 1000)) networkOfNumber(n); // every calling code read once
    const started = performance.now();
    let found = 0;
    for (const n of numbers) {
      if (networkOfNumber(n)) found++;
      if (timezoneOf(n)) found++;
    }
    const micros = ((performance.now() - started) * 1000) / numbers.length;
    console.info(`prefix network + time zone: ${micros.toFixed(2)} µs per number`);
    expect(found).toBeGreaterThan(numbers.length);
    // Generous for a loaded CI machine: both lookups together take about 3 µs here.
    expect(micros).toBeLessThan(20);
  });
});
