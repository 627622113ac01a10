/**
 * Demo data of the SMS routing and hub area: five vendor routes, two routing plans with their
 * rules (splits, failover, least cost), 186 real networks in 77 countries (MCC/MNC as the regulators
 * publish them; brands spelt as the prefix data names them), 500 vendor rates with their change log, rate inboxes,
 * four hub endpoints with 150 client rates, live phones with SMS tests, a blacklist and profit rules.
 * Deterministic: a seeded generator, dates counted from the start of the current UTC day.
 */
import { parseDecimal } from '../../../resources/format/money.ts';
import { SMS_PRICE_SCALE } from '../../../resources/sms/shared.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demoClock } from '../clock.ts';
import { MOBILE_NETWORKS } from '../../domains/audience/mobile-networks.ts';
import { BUILTIN_SMSC_ACCOUNT } from '../../domains/sms/delivery/builtin-smsc.ts';
import { insertChunks, seededRandom } from '../random.ts';
import {
  clientRates,
  emailUpdates,
  hubEndpoints,
  livePhoneMessages,
  livePhones,
  profitRules,
  rateChanges,
  rateInboxes,
  routingPlans,
  segments,
  routingRules,
  smsBlacklist,
  smsNetworks,
  smsRoutes,
  smsTests,
  vendorRates,
} from '../../db/schema/index.ts';

interface CountryData {
  country: string;
  mcc: string;
  /** Typical vendor price per SMS in EUR, as stored: millionths. */
  base: number;
  networks: [name: string, mnc: string, brand: string][];
  /** When the country's networks have another MCC (US, IN). */
  mccOf?: Record<string, string>;
}

/** A price as it reads (EUR 0.072) as the integer stored (72000): the shared parser, no float. */
function smsPrice(text: string): number {
  const parsed = parseDecimal(text, SMS_PRICE_SCALE);
  if (!parsed.ok) throw new Error(`not an SMS price: ${text}`);
  return Number(parsed.units);
}

const COUNTRIES: CountryData[] = [
  { country: 'DE', mcc: '262', base: smsPrice('0.072'), networks: [['Telekom Deutschland', '01', 'Telekom'], ['Vodafone GmbH', '02', 'Vodafone']] },
  { country: 'GB', mcc: '234', base: smsPrice('0.031'), networks: [['EE Limited', '30', 'EE'], ['Vodafone UK', '15', 'Vodafone']] },
  { country: 'FR', mcc: '208', base: smsPrice('0.054'), networks: [['Orange France', '01', 'Orange'], ['SFR', '10', 'SFR']] },
  { country: 'ES', mcc: '214', base: smsPrice('0.062'), networks: [['Vodafone España', '01', 'Vodafone'], ['Telefónica Móviles', '07', 'Movistar']] },
  { country: 'IT', mcc: '222', base: smsPrice('0.068'), networks: [['Telecom Italia', '01', 'TIM'], ['WindTre', '88', 'WINDTRE']] },
  { country: 'NL', mcc: '204', base: smsPrice('0.079'), networks: [['KPN Mobile', '08', 'KPN'], ['Vodafone Libertel', '04', 'Vodafone']] },
  { country: 'BE', mcc: '206', base: smsPrice('0.083'), networks: [['Proximus', '01', 'Proximus'], ['Orange Belgium', '10', 'Orange']] },
  { country: 'AT', mcc: '232', base: smsPrice('0.066'), networks: [['A1 Telekom Austria', '01', 'A1'], ['Magenta Telekom', '03', 'Magenta']] },
  { country: 'CH', mcc: '228', base: smsPrice('0.058'), networks: [['Swisscom', '01', 'Swisscom'], ['Sunrise', '02', 'Sunrise']] },
  { country: 'PL', mcc: '260', base: smsPrice('0.024'), networks: [['Polkomtel', '01', 'Plus'], ['P4', '06', 'Play']] },
  { country: 'SE', mcc: '240', base: smsPrice('0.046'), networks: [['Telia Sverige', '01', 'Telia'], ['Tele2 Sverige', '07', 'Tele2']] },
  { country: 'NO', mcc: '242', base: smsPrice('0.052'), networks: [['Telenor Norge', '01', 'Telenor'], ['Telia Norge', '02', 'Telia']] },
  { country: 'DK', mcc: '238', base: smsPrice('0.039'), networks: [['TDC', '01', 'TDC NET'], ['Telenor Danmark', '02', 'Telenor']] },
  { country: 'FI', mcc: '244', base: smsPrice('0.061'), networks: [['Elisa', '05', 'Elisa'], ['DNA', '12', 'DNA']] },
  { country: 'PT', mcc: '268', base: smsPrice('0.033'), networks: [['Vodafone Portugal', '01', 'Vodafone'], ['MEO', '06', 'MEO']] },
  { country: 'IE', mcc: '272', base: smsPrice('0.057'), networks: [['Vodafone Ireland', '01', 'Vodafone'], ['Three Ireland', '05', 'Three']] },
  { country: 'CZ', mcc: '230', base: smsPrice('0.037'), networks: [['T-Mobile Czech Republic', '01', 'T-Mobile'], ['O2 Czech Republic', '02', 'O2']] },
  { country: 'RO', mcc: '226', base: smsPrice('0.042'), networks: [['Vodafone România', '01', 'Vodafone'], ['Orange România', '10', 'Orange']] },
  { country: 'GR', mcc: '202', base: smsPrice('0.048'), networks: [['Cosmote', '01', 'Cosmote'], ['Vodafone Greece', '05', 'Vodafone']] },
  { country: 'HU', mcc: '216', base: smsPrice('0.051'), networks: [['Yettel Hungary', '01', 'Yettel'], ['Magyar Telekom', '30', 'Telekom']] },
  { country: 'TR', mcc: '286', base: smsPrice('0.0095'), networks: [['Turkcell', '01', 'Turkcell'], ['Vodafone Türkiye', '02', 'Vodafone']] },
  { country: 'US', mcc: '310', base: smsPrice('0.0062'), networks: [['T-Mobile USA', '260', 'T-Mobile'], ['Verizon Wireless', '480', 'Verizon']], mccOf: { '480': '311' } },
  { country: 'CA', mcc: '302', base: smsPrice('0.0084'), networks: [['Rogers Communications', '720', 'Rogers'], ['Bell Mobility', '610', 'Bell']] },
  { country: 'MX', mcc: '334', base: smsPrice('0.021'), networks: [['Radiomóvil Dipsa', '020', 'Telcel'], ['AT&T México', '050', 'AT&T']] },
  { country: 'BR', mcc: '724', base: smsPrice('0.0145'), networks: [['Telefônica Brasil', '06', 'Vivo'], ['Claro Brasil', '05', 'Claro']] },
  { country: 'AR', mcc: '722', base: smsPrice('0.029'), networks: [['Telefónica Móviles Argentina', '07', 'Movistar'], ['AMX Argentina', '310', 'Claro']] },
  { country: 'CL', mcc: '730', base: smsPrice('0.0275'), networks: [['Entel PCS', '01', 'Entel'], ['Telefónica Móviles Chile', '02', 'Movistar']] },
  { country: 'CO', mcc: '732', base: smsPrice('0.0078'), networks: [['Comcel', '101', 'Claro'], ['Colombia Móvil', '103', 'Tigo']] },
  { country: 'IN', mcc: '404', base: smsPrice('0.0024'), networks: [['Bharti Airtel', '10', 'Airtel'], ['Reliance Jio', '857', 'Jio']], mccOf: { '857': '405' } },
  { country: 'ID', mcc: '510', base: smsPrice('0.0315'), networks: [['Telkomsel', '10', 'Telkomsel'], ['Indosat Ooredoo Hutchison', '01', 'IM3']] },
  { country: 'PH', mcc: '515', base: smsPrice('0.016'), networks: [['Globe Telecom', '02', 'Globe'], ['Smart Communications', '03', 'Smart']] },
  { country: 'TH', mcc: '520', base: smsPrice('0.012'), networks: [['Advanced Info Service', '03', 'AIS'], ['True Move H', '04', 'TrueMove H']] },
  { country: 'VN', mcc: '452', base: smsPrice('0.033'), networks: [['MobiFone', '01', 'MobiFone'], ['Viettel', '04', 'Viettel']] },
  { country: 'MY', mcc: '502', base: smsPrice('0.0195'), networks: [['Maxis', '12', 'Maxis'], ['CelcomDigi', '13', 'CelcomDigi']] },
  { country: 'SG', mcc: '525', base: smsPrice('0.036'), networks: [['Singtel', '01', 'Singtel'], ['StarHub', '05', 'StarHub']] },
  { country: 'AE', mcc: '424', base: smsPrice('0.041'), networks: [['Emirates Telecommunications', '02', 'e&'], ['du', '03', 'du']] },
  { country: 'SA', mcc: '420', base: smsPrice('0.038'), networks: [['Saudi Telecom Company', '01', 'stc'], ['Etihad Etisalat', '03', 'Mobily']] },
  { country: 'EG', mcc: '602', base: smsPrice('0.062'), networks: [['Orange Egypt', '01', 'Orange'], ['Vodafone Egypt', '02', 'Vodafone']] },
  { country: 'NG', mcc: '621', base: smsPrice('0.245'), networks: [['MTN Nigeria', '30', 'MTN'], ['Airtel Nigeria', '20', 'Airtel']] },
  { country: 'ZA', mcc: '655', base: smsPrice('0.0175'), networks: [['Vodacom', '01', 'Vodacom'], ['MTN South Africa', '10', 'MTN']] },
  { country: 'RU', mcc: '250', base: smsPrice('0.295'), networks: [['Mobile TeleSystems', '01', 'MTS'], ['MegaFon', '02', 'MegaFon'], ['VimpelCom', '99', 'Beeline'], ['T2 Mobile', '20', 'Tele2']] },
  { country: 'UA', mcc: '255', base: smsPrice('0.105'), networks: [['Kyivstar', '03', 'Kyivstar'], ['Vodafone Ukraine', '01', 'Vodafone'], ['lifecell', '06', 'lifecell']] },
  { country: 'IL', mcc: '425', base: smsPrice('0.112'), networks: [['Partner Communications', '01', 'Partner'], ['Cellcom Israel', '02', 'Cellcom'], ['Pelephone', '03', 'Pelephone']] },
  { country: 'JP', mcc: '440', base: smsPrice('0.071'), networks: [['NTT Docomo', '10', 'NTT Docomo'], ['SoftBank Corp.', '20', 'Softbank'], ['KDDI', '50', 'KDDI']] },
  { country: 'KR', mcc: '450', base: smsPrice('0.0235'), networks: [['SK Telecom', '05', 'SKTellink'], ['KT', '08', 'KT'], ['LG Uplus', '06', 'LG U+']] },
  { country: 'CN', mcc: '460', base: smsPrice('0.0345'), networks: [['China Mobile', '00', 'China Mobile'], ['China Unicom', '01', 'China Unicom'], ['China Telecom', '11', 'China Telecom']] },
  { country: 'HK', mcc: '454', base: smsPrice('0.041'), networks: [['HKT (CSL)', '00', 'HKT'], ['SmarTone', '06', 'SmarTone'], ['Hutchison Telephone', '03', '3']] },
  { country: 'TW', mcc: '466', base: smsPrice('0.048'), networks: [['Chunghwa Telecom', '92', 'Chunghwa Telecom'], ['Taiwan Mobile', '97', 'Taiwan Mobile'], ['Far EasTone', '01', 'FarEasTone']] },
  { country: 'PK', mcc: '410', base: smsPrice('0.145'), networks: [['Jazz (Mobilink)', '01', 'Jazz'], ['Zong (CMPak)', '04', 'Zong'], ['Telenor Pakistan', '06', 'Telenor'], ['Ufone', '03', 'Ufone']] },
  { country: 'BD', mcc: '470', base: smsPrice('0.215'), networks: [['Grameenphone', '01', 'Grameenphone'], ['Robi Axiata', '02', 'Robi'], ['Banglalink', '03', 'Banglalink']] },
  { country: 'LK', mcc: '413', base: smsPrice('0.118'), networks: [['Mobitel', '01', 'Mobitel'], ['Dialog Axiata', '02', 'Dialog']] },
  { country: 'NZ', mcc: '530', base: smsPrice('0.062'), networks: [['One NZ', '01', 'Vodafone'], ['Spark New Zealand', '05', 'Spark'], ['2degrees', '24', '2degrees']] },
  { country: 'KE', mcc: '639', base: smsPrice('0.084'), networks: [['Safaricom', '02', 'Safaricom'], ['Airtel Kenya', '03', 'Airtel']] },
  { country: 'GH', mcc: '620', base: smsPrice('0.123'), networks: [['MTN Ghana', '01', 'MTN'], ['Telecel Ghana', '02', 'Telecel'], ['AirtelTigo', '03', 'airteltiGO']] },
  { country: 'MA', mcc: '604', base: smsPrice('0.091'), networks: [['Maroc Telecom', '01', 'Maroc Telecom'], ['Orange Maroc', '00', 'Orange'], ['inwi', '02', 'Inwi']] },
  { country: 'TN', mcc: '605', base: smsPrice('0.235'), networks: [['Orange Tunisie', '01', 'Orange'], ['Tunisie Telecom', '02', 'Tunisie Telecom'], ['Ooredoo Tunisie', '03', 'Ooredoo']] },
  { country: 'DZ', mcc: '603', base: smsPrice('0.187'), networks: [['Mobilis', '01', 'Mobilis'], ['Djezzy', '02', 'Djezzy'], ['Ooredoo Algérie', '03', 'Ooredoo']] },
  { country: 'QA', mcc: '427', base: smsPrice('0.044'), networks: [['Ooredoo Qatar', '01', 'ooredoo'], ['Vodafone Qatar', '02', 'Vodafone']] },
  { country: 'KW', mcc: '419', base: smsPrice('0.092'), networks: [['Zain Kuwait', '02', 'Zain'], ['Ooredoo Kuwait', '03', 'Ooredoo'], ['stc Kuwait', '04', 'VIVA']] },
  { country: 'BH', mcc: '426', base: smsPrice('0.039'), networks: [['Batelco', '01', 'Batelco'], ['Zain Bahrain', '02', 'zain BH'], ['stc Bahrain', '04', 'VIVA']] },
  { country: 'OM', mcc: '422', base: smsPrice('0.126'), networks: [['Omantel', '02', 'Omantel'], ['Ooredoo Oman', '03', 'Ooredoo']] },
  { country: 'JO', mcc: '416', base: smsPrice('0.151'), networks: [['Zain Jordan', '01', 'Zain JO'], ['Umniah', '03', 'Umniah'], ['Orange Jordan', '77', 'Orange']] },
  { country: 'LB', mcc: '415', base: smsPrice('0.097'), networks: [['Alfa', '01', 'Alfa'], ['touch', '03', 'Touch']] },
  { country: 'IR', mcc: '432', base: smsPrice('0.052'), networks: [['Mobile Communication Company of Iran', '11', 'IR-MCI'], ['Irancell', '35', 'Irancell'], ['RighTel', '20', 'Rightel']] },
  { country: 'PE', mcc: '716', base: smsPrice('0.0455'), networks: [['Telefónica del Perú', '06', 'Movistar'], ['América Móvil Perú', '10', 'Claro'], ['Entel Perú', '17', 'Entel']] },
  { country: 'EC', mcc: '740', base: smsPrice('0.109'), networks: [['Conecel', '01', 'Claro'], ['Otecel', '00', 'Movistar'], ['CNT EP', '02', 'CNT']] },
  { country: 'UY', mcc: '748', base: smsPrice('0.064'), networks: [['Antel', '01', 'Antel'], ['Telefónica Móviles del Uruguay', '07', 'Movistar'], ['AM Wireless Uruguay', '10', 'Claro']] },
  { country: 'CR', mcc: '712', base: smsPrice('0.0385'), networks: [['Instituto Costarricense de Electricidad', '01', 'Kolbi ICE'], ['Claro Costa Rica', '03', 'Claro'], ['Telefónica Costa Rica', '04', 'Movistar']] },
  { country: 'SK', mcc: '231', base: smsPrice('0.058'), networks: [['Orange Slovensko', '01', 'Orange'], ['Slovak Telekom', '02', 'T-Mobile (Slovak Telekom)'], ['O2 Slovakia', '06', 'Telefonica O2']] },
  { country: 'BG', mcc: '284', base: smsPrice('0.089'), networks: [['A1 Bulgaria', '01', 'A1'], ['Vivacom', '03', 'Vivacom'], ['Yettel Bulgaria', '05', 'Telenor']] },
  { country: 'HR', mcc: '219', base: smsPrice('0.074'), networks: [['Hrvatski Telekom', '01', 'Hrvatski Telekom'], ['Telemach Hrvatska', '02', 'Tele2'], ['A1 Hrvatska', '10', 'A1 Telekom']] },
  { country: 'RS', mcc: '220', base: smsPrice('0.121'), networks: [['Yettel Serbia', '01', 'Telenor'], ['mts (Telekom Srbija)', '03', 'Telekom Srbija a.d.'], ['A1 Srbija', '05', 'A1']] },
  { country: 'LT', mcc: '246', base: smsPrice('0.041'), networks: [['Telia Lietuva', '01', 'Telia'], ['Bitė Lietuva', '02', 'BITĖ'], ['Tele2 Lietuva', '03', 'Tele 2']] },
  { country: 'EE', mcc: '248', base: smsPrice('0.067'), networks: [['Telia Eesti', '01', 'Telia Eesti AS'], ['Elisa Eesti', '02', 'Elisa'], ['Tele2 Eesti', '03', 'Tele 2']] },
  { country: 'SI', mcc: '293', base: smsPrice('0.049'), networks: [['A1 Slovenija', '40', 'A1'], ['Telekom Slovenije', '41', 'Telekom Slovenije']] },
  { country: 'NP', mcc: '429', base: smsPrice('0.158'), networks: [['Nepal Telecom', '01', 'Nepal Telecom'], ['Ncell', '02', 'NCell']] },
  { country: 'KH', mcc: '456', base: smsPrice('0.072'), networks: [['Cellcard', '01', 'Cellcard'], ['Smart Axiata', '06', 'Smart'], ['Metfone', '08', 'Metfone']] },
];

export async function seedSms(db: Db, demo: { teamId: number; userId: number; smscPort?: number | null }): Promise<void> {
  const rnd = seededRandom(20_260_401);
  const { daysAgo } = demoClock();
  const own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId };
  const networkRows = COUNTRIES.flatMap((c) => c.networks.map(([name, mnc, brand]) => ({ country: c.country, mcc: c.mccOf?.[mnc] ?? c.mcc, mnc, name, brand, base: c.base })));

  // Routes: the vendors' SMPP binds and one HTTP API.
  const routeRows = await db
    .insert(smsRoutes)
    .values([
      { ...own, name: 'Telvia Direct EU', vendor: 'Telvia Global Carrier', protocol: 'smpp', host: 'smpp-eu1.telvia.example.net', port: 2775, system_id: 'prl_eu01', password: 'Tv8#kq2w', system_type: 'SMPP', bind_type: 'transceiver', window_size: 20, enquire_link_seconds: 30, throughput_per_second: 200, currency: 'EUR', status: 'active' },
      { ...own, name: 'Nordlink Premium', vendor: 'Nordlink Messaging AB', protocol: 'smpp', host: 'bind.nordlink.example.net', port: 3700, system_id: 'parley01', password: 'nL4!zr9p', bind_type: 'transmitter', window_size: 10, source_ton: 5, source_npi: 0, enquire_link_seconds: 60, throughput_per_second: 120, currency: 'EUR', status: 'active' },
      { ...own, name: 'Asterion Wholesale', vendor: 'Asterion Telecom FZ-LLC', protocol: 'smpp', host: 'smsc.asterion.example.net', port: 2775, system_id: 'PARLEYHUB', password: 'As7$mb3x', system_type: 'WHOLESALE', bind_type: 'transceiver', window_size: 50, enquire_link_seconds: 15, throughput_per_second: 400, currency: 'USD', status: 'active' },
      {
        ...own,
        name: 'BlueWave HTTP',
        vendor: 'BlueWave Messaging Ltd',
        protocol: 'http',
        host: 'api.bluewave.example.net',
        http_url: 'https://api.bluewave.example.net/v2/sms',
        http_body: '{"to":"{{to}}","from":"{{from}}","text":"{{text}}","reference":"{{ref}}","callback_url":"{{dlr_url}}"}',
        http_headers: 'Authorization: Bearer bw_live_4f9a2c71e0',
        http_message_id_path: 'messages.0.id',
        dlr_id_field: 'message_id',
        dlr_error_field: 'error_code',
        throughput_per_second: 50,
        currency: 'GBP',
        status: 'active',
      },
      { ...own, name: 'Meridian LatAm (backup)', vendor: 'Meridian Carrier Services', protocol: 'smpp', host: 'smpp.meridian.example.net', port: 2776, system_id: 'prlbk', password: 'Md2@hx7t', bind_type: 'transceiver', throughput_per_second: 80, currency: 'USD', status: 'disabled' },
      // Parley's own SMSC simulator (SMSC_SIMULATOR_PORT): the route a fresh install really sends through.
      { ...own, name: 'Parley SMSC simulator', vendor: 'Parley (built-in)', protocol: 'smpp', host: '127.0.0.1', port: demo.smscPort ?? 2775, system_id: BUILTIN_SMSC_ACCOUNT.systemId, password: BUILTIN_SMSC_ACCOUNT.password, bind_type: 'transceiver', window_size: 50, throughput_per_second: 500, currency: 'EUR', status: 'active' },
    ])
    .returning({ id: smsRoutes.id, currency: smsRoutes.currency });
  const routeIds = routeRows.map((r) => r.id);
  const vendorRouteIds = routeIds.slice(0, 5);
  const simulatorRouteId = routeIds[5];
  const routeCurrency = new Map(routeRows.map((r) => [r.id, r.currency]));

  // Plans and their rules: the premium plan is the team's default.
  const [premium, economy] = await db
    .insert(routingPlans)
    .values([
      { ...own, name: 'Premium – direct routes', description: 'Direct operator connections first; for OTP and banking traffic. Falls back to Telvia Direct EU.', strategy: 'priority', active: true, is_default: true, default_route_id: simulatorRouteId },
      { ...own, name: 'Economy – least cost', description: 'Cheapest active vendor rate per network; for marketing traffic.', strategy: 'lcr', active: true, default_route_id: routeIds[2] },
    ])
    .returning({ id: routingPlans.id });
  // Route indexes with their share, in failover order.
  const to = (...split: [route: number, percent: number][]) => split.map(([route, percent]) => ({ route_id: routeIds[route], percent }));
  type Match = { country?: string; network?: string; sender_pattern?: string; segment_id?: number };
  // Premium's rules fall back on the simulator last, so the demo's messages end somewhere real: the vendors' hosts do not exist.
  const rule = (plan_id: number, priority: number, match: Match, targets: ReturnType<typeof to>, active = true) => ({
    ...own,
    plan_id,
    priority,
    targets: plan_id === premium.id ? [...targets, { route_id: simulatorRouteId, percent: 0 }] : targets,
    least_cost: targets.length === 0,
    active,
    ...match,
  });
  // The VIP segment of the audience demo, when it was seeded (not in the SMS-only test).
  const [vip] = await db.select({ id: segments.id }).from(segments).where(and(eq(segments.team_id, demo.teamId), eq(segments.name, 'VIP customers')));
  await db.insert(routingRules).values([
    rule(premium.id, 5, { segment_id: vip?.id, sender_pattern: vip ? undefined : '^BrightBank$' }, to([0, 100], [1, 0])),
    rule(premium.id, 10, { country: 'DE', network: '26201' }, to([0, 100], [3, 0])),
    rule(premium.id, 10, { country: 'SE' }, to([1, 100], [0, 0])),
    rule(premium.id, 10, { country: 'NO' }, to([1, 100])),
    rule(premium.id, 20, { country: 'GB' }, to([3, 70], [0, 30])),
    rule(premium.id, 30, { country: 'AE', sender_pattern: '^[A-Za-z]{3,11}$' }, to([2, 100], [0, 0])),
    rule(premium.id, 40, { country: 'IN' }, to([2, 100])),
    rule(premium.id, 90, { sender_pattern: '^\\+?\\d{6,15}$' }, to([0, 100]), false),
    rule(economy.id, 10, { country: 'NG' }, to([2, 100], [4, 0])),
    rule(economy.id, 10, { country: 'US', network: '310260' }, to([2, 100])),
    rule(economy.id, 10, { country: 'BR' }, to([4, 100], [2, 0])),
    rule(economy.id, 20, { country: 'MX' }, to([4, 60], [2, 40])),
    rule(economy.id, 30, { country: 'GB' }, to([3, 50], [0, 50])),
    rule(economy.id, 50, { country: 'FR' }, []),
    rule(economy.id, 50, { country: 'PL' }, to([1, 100], [0, 0])),
    rule(economy.id, 99, { sender_pattern: '^INFO' }, []),
  ]);

  await db.insert(smsNetworks).values(networkRows.map(({ base: _b, ...n }) => ({ ...own, ...n })));

  // Vendor rates: each route prices a good third of the networks; some prices change next week, some old ones expired.
  const FX: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.85 };
  type RateRow = typeof vendorRates.$inferInsert;
  const rates: RateRow[] = [];
  const priceOf = (base: number, currency: string) => Math.round(base * FX[currency] * (0.8 + rnd.next() * 0.45));
  for (const n of networkRows) {
    for (const route_id of vendorRouteIds) {
      if (rnd.chance(0.62)) continue;
      const currency = routeCurrency.get(route_id)!;
      rates.push({ ...own, route_id, network_name: n.name, country: n.country, mcc: n.mcc, mnc: n.mnc, price: priceOf(n.base, currency), currency, effective_from: daysAgo(rnd.int(20, 120)), status: 'active' });
    }
  }
  const active = rates.length;
  for (let i = 0; rates.length < 500; i++) {
    const base = rates[(i * 7) % active];
    const pending = i % 3 !== 0;
    rates.push({
      ...base,
      price: Math.round((base.price as number) * (pending ? 0.85 + rnd.next() * 0.35 : 1.05 + rnd.next() * 0.2)),
      effective_from: pending ? daysAgo(-rnd.int(3, 14)) : daysAgo(rnd.int(150, 300)),
      status: pending ? 'pending' : 'expired',
    });
  }
  // The simulator prices every network alike, the audience's too (server/domains/audience/mobile-networks.ts), so a demo campaign reaches every contact.
  const simulated = new Map(networkRows.map((n) => [`${n.mcc}${n.mnc}`, { name: n.name, country: n.country, mcc: n.mcc, mnc: n.mnc }]));
  for (const [country, networks] of Object.entries(MOBILE_NETWORKS)) {
    for (const n of networks) if (!n.alias && !simulated.has(`${n.mcc}${n.mnc}`)) simulated.set(`${n.mcc}${n.mnc}`, { name: n.name, country, mcc: n.mcc, mnc: n.mnc });
  }
  for (const n of simulated.values()) rates.push({ ...own, route_id: simulatorRouteId, network_name: n.name, country: n.country, mcc: n.mcc, mnc: n.mnc, price: smsPrice('0.005'), currency: 'EUR', effective_from: daysAgo(30), status: 'active' });
  const rateIds: { id: number }[] = [];
  await insertChunks(rates, async (chunk) => rateIds.push(...(await db.insert(vendorRates).values(chunk).returning({ id: vendorRates.id }))));

  // The change log: each pending price against the active one, plus new and closed networks.
  type ChangeRow = typeof rateChanges.$inferInsert;
  const changes: ChangeRow[] = [];
  for (let i = active; i < rates.length && changes.length < 60; i++) {
    const r = rates[i];
    if (r.status !== 'pending') continue;
    const before = rates.find((a, j) => j < active && a.route_id === r.route_id && a.mcc === r.mcc && a.mnc === r.mnc)!;
    const kind = changes.length % 9 === 4 ? 'new' : changes.length % 11 === 7 ? 'closed' : r.price! > before.price! ? 'increase' : 'decrease';
    changes.push({
      ...own,
      route_id: r.route_id,
      vendor_rate_id: rateIds[i].id,
      network_name: r.network_name,
      country: r.country,
      mcc: r.mcc,
      mnc: r.mnc,
      old_price: kind === 'new' ? null : before.price,
      new_price: kind === 'closed' ? null : r.price,
      change: kind,
      effective_from: r.effective_from,
      detected_at: daysAgo(rnd.int(0, 6), rnd.int(0, 1439)),
    });
  }
  await db.insert(rateChanges).values(changes);

  await db.insert(rateInboxes).values([
    { ...own, name: 'Telvia weekly rate sheets', email_address: 'rates-telvia@inbound.parley.example', route_id: routeIds[0], parser: 'xlsx', active: true, last_received_at: daysAgo(2, 9 * 60 + 14) },
    { ...own, name: 'Asterion daily updates', email_address: 'rates-asterion@inbound.parley.example', route_id: routeIds[2], parser: 'csv', active: true, last_received_at: daysAgo(0, 6 * 60 + 2) },
  ]);

  // Hub clients.
  const endpointRows = await db
    .insert(hubEndpoints)
    .values([
      { ...own, name: 'Brightpath OTP', company: 'Brightpath Bank AG', protocol: 'smpp', system_id: 'bpbank01', allowed_ips: ['185.42.116.10', '185.42.116.11'], plan_id: premium.id, currency: 'EUR', credit_limit: 2_500_000, status: 'active' },
      { ...own, name: 'Quickcart Notifications', company: 'Quickcart Commerce Ltd', protocol: 'http', system_id: 'qc-notify', allowed_ips: ['52.18.77.0/24'], plan_id: economy.id, currency: 'GBP', credit_limit: 800_000, status: 'active' },
      { ...own, name: 'Northwind Alerts', company: 'Northwind Logistics Inc.', protocol: 'smpp', system_id: 'nwlog', allowed_ips: ['34.201.9.88'], plan_id: economy.id, currency: 'USD', credit_limit: 1_200_000, status: 'active' },
      { ...own, name: 'Lumen Health Reminders', company: 'Lumen Health GmbH', protocol: 'http', system_id: 'lumen-rem', allowed_ips: ['91.198.4.20', '91.198.4.21', '91.198.4.22'], plan_id: premium.id, currency: 'EUR', credit_limit: 300_000, status: 'suspended' },
    ])
    .returning({ id: hubEndpoints.id, currency: hubEndpoints.currency, company: hubEndpoints.company });
  const clientRows: (typeof clientRates.$inferInsert)[] = [];
  const perEndpoint = [50, 40, 35, 25];
  endpointRows.forEach((e, k) => {
    for (let i = 0; i < perEndpoint[k]; i++) {
      const n = networkRows[(i * 3 + k * 11) % networkRows.length];
      const cost = n.base * FX[e.currency];
      clientRows.push({ ...own, endpoint_id: e.id, network_name: n.name, country: n.country, mcc: n.mcc, mnc: n.mnc, price: Math.round(cost * (1.12 + rnd.next() * 0.18)), currency: e.currency, effective_from: daysAgo(rnd.int(5, 60)) });
    }
  });
  await db.insert(clientRates).values(clientRows);

  // Who hears about each client's rates: a NOC list and a named person per endpoint.
  const domains = ['brightpath-bank.example', 'quickcart.example', 'northwind-logistics.example', 'lumen-health.example'];
  const people = [['Anna Keller', 'anna.keller'], ['Tom Fletcher', 'tom.fletcher'], ['Maria Santos', 'maria.santos'], ['Jonas Weber', 'jonas.weber']];
  await db.insert(emailUpdates).values(
    endpointRows.flatMap((e, k) => [
      { ...own, endpoint_id: e.id, email: `noc@${domains[k]}`, name: `${e.company} NOC`, topics: ['rate_changes', 'new_networks', 'closures', 'outages'] as const, active: true, last_sent_at: k < 3 ? daysAgo(k + 1, 9 * 60) : null },
      { ...own, endpoint_id: e.id, email: `${people[k][1]}@${domains[k]}`, name: people[k][0], topics: k % 2 ? (['invoices'] as const) : (['rate_changes', 'invoices'] as const), active: k !== 3, last_sent_at: null },
    ]).map((r) => ({ ...r, topics: [...r.topics] })),
  );

  // Live phones and the tests sent to them.
  const phones = await db
    .insert(livePhones)
    .values([
      { ...own, number: '+4915112345670', network: 'Telekom Deutschland', country: 'DE', status: 'online', last_seen_at: daysAgo(0, 7 * 60 + 55) },
      { ...own, number: '+447700900418', network: 'EE Limited', country: 'GB', status: 'online', last_seen_at: daysAgo(0, 7 * 60 + 41) },
      { ...own, number: '+971501234567', network: 'Emirates Telecommunications', country: 'AE', status: 'offline', last_seen_at: daysAgo(3, 18 * 60 + 20) },
    ])
    .returning({ id: livePhones.id });
  const texts = ['Your verification code is 482913. It expires in 10 minutes.', 'Test {route} {n}: delivery and sender check.', 'Your parcel arrives tomorrow between 9:00 and 12:00.'];
  const tests: (typeof smsTests.$inferInsert)[] = [];
  for (let i = 0; i < 20; i++) {
    const sentAt = daysAgo(Math.floor(i / 3), 8 * 60 + i * 17);
    const roll = rnd.next();
    const status = roll < 0.7 ? 'delivered' : roll < 0.8 ? 'sent' : roll < 0.92 ? 'failed' : 'timeout';
    const latency = status === 'delivered' ? rnd.int(1_800, 14_000) : null;
    tests.push({
      ...own,
      route_id: routeIds[i % 4],
      live_phone_id: phones[i % phones.length].id,
      sender_id: i % 4 === 3 ? '+4930901820' : rnd.pick(['Parley', 'BrightBank', 'QCart', 'VERIFY']),
      text: rnd.pick(texts).replace('{route}', String(i % 4 + 1)).replace('{n}', String(i + 1)),
      status,
      sent_at: sentAt,
      delivered_at: latency === null ? null : new Date(sentAt.getTime() + latency),
      latency_ms: latency,
      sender_id_intact: status === 'delivered' ? i % 4 !== 2 || rnd.chance(0.5) : null,
      created_at: sentAt,
      updated_at: sentAt,
    });
  }
  const testRows = await db.insert(smsTests).values(tests).returning({ id: smsTests.id });

  // What the phones received: every delivered test, plus messages nobody sent as a test.
  const messages: (typeof livePhoneMessages.$inferInsert)[] = [];
  tests.forEach((test, i) => {
    if (test.status !== 'delivered' || !test.delivered_at) return;
    messages.push({
      ...own,
      live_phone_id: test.live_phone_id,
      sender: test.sender_id_intact ? test.sender_id : rnd.pick(['+4915888', 'INFO', '+447860011']),
      text: test.text,
      received_at: test.delivered_at,
      sms_test_id: testRows[i].id,
      route_id: test.route_id,
      latency_ms: test.latency_ms,
      sender_id_intact: test.sender_id_intact,
    });
  });
  messages.push(
    { ...own, live_phone_id: phones[0].id, sender: 'Telekom', text: 'Ihr Guthaben: 12,40 EUR. Aufladen unter telekom.de/prepaid', received_at: daysAgo(1, 10 * 60 + 3) },
    { ...own, live_phone_id: phones[1].id, sender: 'EE', text: 'You have used 80% of your data allowance.', received_at: daysAgo(2, 15 * 60 + 40) },
  );
  await db.insert(livePhoneMessages).values(messages);

  const reasons = ['Replied STOP', 'Complaint to the carrier', 'Suspected SIM box (fraud)', 'Invalid number (HLR: absent)', 'Customer request', 'Ported to a blocked range'];
  await db.insert(smsBlacklist).values(
    ['+4917612345601', '+4915901234562', '+447700900731', '+447700900852', '+33612345603', '+2348031234564', '+2348091234565', '+919812345606', '+12025550147', '+971551234568'].map((number, i) => ({
      ...own,
      number,
      reason: reasons[(i * 5) % reasons.length],
      added_at: daysAgo(i * 9 + 1, 600 + i * 37),
    })),
  );
  // Whole ranges: premium-rate and SIM-box ranges the team refuses to send to.
  await db.insert(smsBlacklist).values([
    { ...own, number: '+4490', match: 'prefix', reason: 'UK premium-rate range', added_at: daysAgo(70, 540) },
    { ...own, number: '+23480999', match: 'prefix', reason: 'Suspected SIM box (fraud)', added_at: daysAgo(33, 820) },
  ]);

  await db.insert(profitRules).values([
    { ...own, name: 'Default margin', country: null, margin_percent: 1_500, min_margin: smsPrice('0.002'), currency: 'EUR', active: true },
    { ...own, name: 'Germany – OTP premium', country: 'DE', margin_percent: 1_200, min_margin: smsPrice('0.005'), currency: 'EUR', active: true },
    { ...own, name: 'Nigeria – high-cost routes', country: 'NG', margin_percent: 2_500, min_margin: smsPrice('0.025'), currency: 'USD', active: false },
  ]);
}
