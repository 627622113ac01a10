/**
 * The installation's network dictionary: the mobile networks every team starts with (rates, rules
 * and lookups name networks from it; a team adds its own on top). 186 networks of 77 countries with
 * their MCC/MNC as the regulators publish them and the brand as the prefix data spells it, then the
 * main networks the number data names (server/domains/audience/mobile-networks.ts) that are not
 * among them, so every number Parley can place has a network a route can be priced for.
 */
import { MOBILE_NETWORKS } from '../../audience/mobile-networks.ts';

export interface DictionaryNetwork {
  country: string;
  mcc: string;
  mnc: string;
  name: string;
  brand: string;
}

interface CountryNetworks {
  country: string;
  mcc: string;
  networks: [name: string, mnc: string, brand: string][];
  /** When some of the country's networks have another MCC (US, IN). */
  mccOf?: Record<string, string>;
}

const BY_COUNTRY: CountryNetworks[] = [
  { country: 'DE', mcc: '262', networks: [['Telekom Deutschland', '01', 'Telekom'], ['Vodafone GmbH', '02', 'Vodafone']] },
  { country: 'GB', mcc: '234', networks: [['EE Limited', '30', 'EE'], ['Vodafone UK', '15', 'Vodafone']] },
  { country: 'FR', mcc: '208', networks: [['Orange France', '01', 'Orange'], ['SFR', '10', 'SFR']] },
  { country: 'ES', mcc: '214', networks: [['Vodafone España', '01', 'Vodafone'], ['Telefónica Móviles', '07', 'Movistar']] },
  { country: 'IT', mcc: '222', networks: [['Telecom Italia', '01', 'TIM'], ['WindTre', '88', 'WINDTRE']] },
  { country: 'NL', mcc: '204', networks: [['KPN Mobile', '08', 'KPN'], ['Vodafone Libertel', '04', 'Vodafone']] },
  { country: 'BE', mcc: '206', networks: [['Proximus', '01', 'Proximus'], ['Orange Belgium', '10', 'Orange']] },
  { country: 'AT', mcc: '232', networks: [['A1 Telekom Austria', '01', 'A1'], ['Magenta Telekom', '03', 'Magenta']] },
  { country: 'CH', mcc: '228', networks: [['Swisscom', '01', 'Swisscom'], ['Sunrise', '02', 'Sunrise']] },
  { country: 'PL', mcc: '260', networks: [['Polkomtel', '01', 'Plus'], ['P4', '06', 'Play']] },
  { country: 'SE', mcc: '240', networks: [['Telia Sverige', '01', 'Telia'], ['Tele2 Sverige', '07', 'Tele2']] },
  { country: 'NO', mcc: '242', networks: [['Telenor Norge', '01', 'Telenor'], ['Telia Norge', '02', 'Telia']] },
  { country: 'DK', mcc: '238', networks: [['TDC', '01', 'TDC NET'], ['Telenor Danmark', '02', 'Telenor']] },
  { country: 'FI', mcc: '244', networks: [['Elisa', '05', 'Elisa'], ['DNA', '12', 'DNA']] },
  { country: 'PT', mcc: '268', networks: [['Vodafone Portugal', '01', 'Vodafone'], ['MEO', '06', 'MEO']] },
  { country: 'IE', mcc: '272', networks: [['Vodafone Ireland', '01', 'Vodafone'], ['Three Ireland', '05', 'Three']] },
  { country: 'CZ', mcc: '230', networks: [['T-Mobile Czech Republic', '01', 'T-Mobile'], ['O2 Czech Republic', '02', 'O2']] },
  { country: 'RO', mcc: '226', networks: [['Vodafone România', '01', 'Vodafone'], ['Orange România', '10', 'Orange']] },
  { country: 'GR', mcc: '202', networks: [['Cosmote', '01', 'Cosmote'], ['Vodafone Greece', '05', 'Vodafone']] },
  { country: 'HU', mcc: '216', networks: [['Yettel Hungary', '01', 'Yettel'], ['Magyar Telekom', '30', 'Telekom']] },
  { country: 'TR', mcc: '286', networks: [['Turkcell', '01', 'Turkcell'], ['Vodafone Türkiye', '02', 'Vodafone']] },
  { country: 'US', mcc: '310', networks: [['T-Mobile USA', '260', 'T-Mobile'], ['Verizon Wireless', '480', 'Verizon']], mccOf: { '480': '311' } },
  { country: 'CA', mcc: '302', networks: [['Rogers Communications', '720', 'Rogers'], ['Bell Mobility', '610', 'Bell']] },
  { country: 'MX', mcc: '334', networks: [['Radiomóvil Dipsa', '020', 'Telcel'], ['AT&T México', '050', 'AT&T']] },
  { country: 'BR', mcc: '724', networks: [['Telefônica Brasil', '06', 'Vivo'], ['Claro Brasil', '05', 'Claro']] },
  { country: 'AR', mcc: '722', networks: [['Telefónica Móviles Argentina', '07', 'Movistar'], ['AMX Argentina', '310', 'Claro']] },
  { country: 'CL', mcc: '730', networks: [['Entel PCS', '01', 'Entel'], ['Telefónica Móviles Chile', '02', 'Movistar']] },
  { country: 'CO', mcc: '732', networks: [['Comcel', '101', 'Claro'], ['Colombia Móvil', '103', 'Tigo']] },
  { country: 'IN', mcc: '404', networks: [['Bharti Airtel', '10', 'Airtel'], ['Reliance Jio', '857', 'Jio']], mccOf: { '857': '405' } },
  { country: 'ID', mcc: '510', networks: [['Telkomsel', '10', 'Telkomsel'], ['Indosat Ooredoo Hutchison', '01', 'IM3']] },
  { country: 'PH', mcc: '515', networks: [['Globe Telecom', '02', 'Globe'], ['Smart Communications', '03', 'Smart']] },
  { country: 'TH', mcc: '520', networks: [['Advanced Info Service', '03', 'AIS'], ['True Move H', '04', 'TrueMove H']] },
  { country: 'VN', mcc: '452', networks: [['MobiFone', '01', 'MobiFone'], ['Viettel', '04', 'Viettel']] },
  { country: 'MY', mcc: '502', networks: [['Maxis', '12', 'Maxis'], ['CelcomDigi', '13', 'CelcomDigi']] },
  { country: 'SG', mcc: '525', networks: [['Singtel', '01', 'Singtel'], ['StarHub', '05', 'StarHub']] },
  { country: 'AE', mcc: '424', networks: [['Emirates Telecommunications', '02', 'e&'], ['du', '03', 'du']] },
  { country: 'SA', mcc: '420', networks: [['Saudi Telecom Company', '01', 'stc'], ['Etihad Etisalat', '03', 'Mobily']] },
  { country: 'EG', mcc: '602', networks: [['Orange Egypt', '01', 'Orange'], ['Vodafone Egypt', '02', 'Vodafone']] },
  { country: 'NG', mcc: '621', networks: [['MTN Nigeria', '30', 'MTN'], ['Airtel Nigeria', '20', 'Airtel']] },
  { country: 'ZA', mcc: '655', networks: [['Vodacom', '01', 'Vodacom'], ['MTN South Africa', '10', 'MTN']] },
  { country: 'RU', mcc: '250', networks: [['Mobile TeleSystems', '01', 'MTS'], ['MegaFon', '02', 'MegaFon'], ['VimpelCom', '99', 'Beeline'], ['T2 Mobile', '20', 'Tele2']] },
  { country: 'UA', mcc: '255', networks: [['Kyivstar', '03', 'Kyivstar'], ['Vodafone Ukraine', '01', 'Vodafone'], ['lifecell', '06', 'lifecell']] },
  { country: 'IL', mcc: '425', networks: [['Partner Communications', '01', 'Partner'], ['Cellcom Israel', '02', 'Cellcom'], ['Pelephone', '03', 'Pelephone']] },
  { country: 'JP', mcc: '440', networks: [['NTT Docomo', '10', 'NTT Docomo'], ['SoftBank Corp.', '20', 'Softbank'], ['KDDI', '50', 'KDDI']] },
  { country: 'KR', mcc: '450', networks: [['SK Telecom', '05', 'SKTellink'], ['KT', '08', 'KT'], ['LG Uplus', '06', 'LG U+']] },
  { country: 'CN', mcc: '460', networks: [['China Mobile', '00', 'China Mobile'], ['China Unicom', '01', 'China Unicom'], ['China Telecom', '11', 'China Telecom']] },
  { country: 'HK', mcc: '454', networks: [['HKT (CSL)', '00', 'HKT'], ['SmarTone', '06', 'SmarTone'], ['Hutchison Telephone', '03', '3']] },
  { country: 'TW', mcc: '466', networks: [['Chunghwa Telecom', '92', 'Chunghwa Telecom'], ['Taiwan Mobile', '97', 'Taiwan Mobile'], ['Far EasTone', '01', 'FarEasTone']] },
  { country: 'PK', mcc: '410', networks: [['Jazz (Mobilink)', '01', 'Jazz'], ['Zong (CMPak)', '04', 'Zong'], ['Telenor Pakistan', '06', 'Telenor'], ['Ufone', '03', 'Ufone']] },
  { country: 'BD', mcc: '470', networks: [['Grameenphone', '01', 'Grameenphone'], ['Robi Axiata', '02', 'Robi'], ['Banglalink', '03', 'Banglalink']] },
  { country: 'LK', mcc: '413', networks: [['Mobitel', '01', 'Mobitel'], ['Dialog Axiata', '02', 'Dialog']] },
  { country: 'NZ', mcc: '530', networks: [['One NZ', '01', 'Vodafone'], ['Spark New Zealand', '05', 'Spark'], ['2degrees', '24', '2degrees']] },
  { country: 'KE', mcc: '639', networks: [['Safaricom', '02', 'Safaricom'], ['Airtel Kenya', '03', 'Airtel']] },
  { country: 'GH', mcc: '620', networks: [['MTN Ghana', '01', 'MTN'], ['Telecel Ghana', '02', 'Telecel'], ['AirtelTigo', '03', 'airteltiGO']] },
  { country: 'MA', mcc: '604', networks: [['Maroc Telecom', '01', 'Maroc Telecom'], ['Orange Maroc', '00', 'Orange'], ['inwi', '02', 'Inwi']] },
  { country: 'TN', mcc: '605', networks: [['Orange Tunisie', '01', 'Orange'], ['Tunisie Telecom', '02', 'Tunisie Telecom'], ['Ooredoo Tunisie', '03', 'Ooredoo']] },
  { country: 'DZ', mcc: '603', networks: [['Mobilis', '01', 'Mobilis'], ['Djezzy', '02', 'Djezzy'], ['Ooredoo Algérie', '03', 'Ooredoo']] },
  { country: 'QA', mcc: '427', networks: [['Ooredoo Qatar', '01', 'ooredoo'], ['Vodafone Qatar', '02', 'Vodafone']] },
  { country: 'KW', mcc: '419', networks: [['Zain Kuwait', '02', 'Zain'], ['Ooredoo Kuwait', '03', 'Ooredoo'], ['stc Kuwait', '04', 'VIVA']] },
  { country: 'BH', mcc: '426', networks: [['Batelco', '01', 'Batelco'], ['Zain Bahrain', '02', 'zain BH'], ['stc Bahrain', '04', 'VIVA']] },
  { country: 'OM', mcc: '422', networks: [['Omantel', '02', 'Omantel'], ['Ooredoo Oman', '03', 'Ooredoo']] },
  { country: 'JO', mcc: '416', networks: [['Zain Jordan', '01', 'Zain JO'], ['Umniah', '03', 'Umniah'], ['Orange Jordan', '77', 'Orange']] },
  { country: 'LB', mcc: '415', networks: [['Alfa', '01', 'Alfa'], ['touch', '03', 'Touch']] },
  { country: 'IR', mcc: '432', networks: [['Mobile Communication Company of Iran', '11', 'IR-MCI'], ['Irancell', '35', 'Irancell'], ['RighTel', '20', 'Rightel']] },
  { country: 'PE', mcc: '716', networks: [['Telefónica del Perú', '06', 'Movistar'], ['América Móvil Perú', '10', 'Claro'], ['Entel Perú', '17', 'Entel']] },
  { country: 'EC', mcc: '740', networks: [['Conecel', '01', 'Claro'], ['Otecel', '00', 'Movistar'], ['CNT EP', '02', 'CNT']] },
  { country: 'UY', mcc: '748', networks: [['Antel', '01', 'Antel'], ['Telefónica Móviles del Uruguay', '07', 'Movistar'], ['AM Wireless Uruguay', '10', 'Claro']] },
  { country: 'CR', mcc: '712', networks: [['Instituto Costarricense de Electricidad', '01', 'Kolbi ICE'], ['Claro Costa Rica', '03', 'Claro'], ['Telefónica Costa Rica', '04', 'Movistar']] },
  { country: 'SK', mcc: '231', networks: [['Orange Slovensko', '01', 'Orange'], ['Slovak Telekom', '02', 'T-Mobile (Slovak Telekom)'], ['O2 Slovakia', '06', 'Telefonica O2']] },
  { country: 'BG', mcc: '284', networks: [['A1 Bulgaria', '01', 'A1'], ['Vivacom', '03', 'Vivacom'], ['Yettel Bulgaria', '05', 'Telenor']] },
  { country: 'HR', mcc: '219', networks: [['Hrvatski Telekom', '01', 'Hrvatski Telekom'], ['Telemach Hrvatska', '02', 'Tele2'], ['A1 Hrvatska', '10', 'A1 Telekom']] },
  { country: 'RS', mcc: '220', networks: [['Yettel Serbia', '01', 'Telenor'], ['mts (Telekom Srbija)', '03', 'Telekom Srbija a.d.'], ['A1 Srbija', '05', 'A1']] },
  { country: 'LT', mcc: '246', networks: [['Telia Lietuva', '01', 'Telia'], ['Bitė Lietuva', '02', 'BITĖ'], ['Tele2 Lietuva', '03', 'Tele 2']] },
  { country: 'EE', mcc: '248', networks: [['Telia Eesti', '01', 'Telia Eesti AS'], ['Elisa Eesti', '02', 'Elisa'], ['Tele2 Eesti', '03', 'Tele 2']] },
  { country: 'SI', mcc: '293', networks: [['A1 Slovenija', '40', 'A1'], ['Telekom Slovenije', '41', 'Telekom Slovenije']] },
  { country: 'NP', mcc: '429', networks: [['Nepal Telecom', '01', 'Nepal Telecom'], ['Ncell', '02', 'NCell']] },
  { country: 'KH', mcc: '456', networks: [['Cellcard', '01', 'Cellcard'], ['Smart Axiata', '06', 'Smart'], ['Metfone', '08', 'Metfone']] },];

/** The 186 networks by country, in the order above (the demo data prices them in this order). */
export const COUNTRY_NETWORKS: readonly DictionaryNetwork[] = BY_COUNTRY.flatMap((c) =>
  c.networks.map(([name, mnc, brand]) => ({ country: c.country, mcc: c.mccOf?.[mnc] ?? c.mcc, mnc, name, brand })),
);

function withNumberDataNetworks(): DictionaryNetwork[] {
  const byCode = new Map(COUNTRY_NETWORKS.map((n) => [`${n.mcc}${n.mnc}`, n]));
  for (const [country, networks] of Object.entries(MOBILE_NETWORKS)) {
    for (const n of networks) {
      if (!n.alias && !byCode.has(`${n.mcc}${n.mnc}`)) byCode.set(`${n.mcc}${n.mnc}`, { country, mcc: n.mcc, mnc: n.mnc, name: n.name, brand: n.name });
    }
  }
  return [...byCode.values()];
}

/** Every network a new team is given. */
export const NETWORK_DICTIONARY: readonly DictionaryNetwork[] = withNumberDataNetworks();
