/**
 * The main mobile networks of the countries Parley's demo and most senders meet, with their public
 * MCC/MNC (ITU-T E.212 as the regulators publish them). Google's carrier data names a number's
 * original network but gives no code, so this table supplies it, matched on the name as that data
 * spells it. India and Brazil give each operator several MNCs (one per licence area): the one here
 * is a representative, documented code of that operator.
 *
 * `alias` marks a name the carrier data uses for a network listed under another name (an old brand,
 * an MVNO on a host network): it has the host's code but is never picked as a network of its own.
 */
export interface MobileNetwork {
  name: string;
  mcc: string;
  mnc: string;
  alias?: boolean;
}

const n = (name: string, mcc: string, mnc: string, alias?: 'alias'): MobileNetwork => ({ name, mcc, mnc, ...(alias && { alias: true }) });

export const MOBILE_NETWORKS: Readonly<Record<string, readonly MobileNetwork[]>> = {
  US: [n('Verizon', '311', '480'), n('AT&T', '310', '410'), n('T-Mobile', '310', '260'), n('US Cellular', '311', '580')],
  CA: [n('Rogers', '302', '720'), n('Bell', '302', '610'), n('Telus', '302', '220'), n('Freedom Mobile', '302', '490'), n('Videotron', '302', '500')],
  GB: [
    n('EE', '234', '30'),
    n('O2', '234', '10'),
    n('Vodafone', '234', '15'),
    n('Three', '234', '20'),
    n('Orange', '234', '33', 'alias'),
    n('Virgin Mobile', '234', '38', 'alias'),
    n('Lycamobile', '234', '26', 'alias'),
    n('JT', '234', '50', 'alias'),
    n('Sure', '234', '55', 'alias'),
    n('Manx Telecom', '234', '58', 'alias'),
  ],
  IE: [
    n('Vodafone', '272', '01'),
    n('Three', '272', '05'),
    n('Eir', '272', '03'),
    n('3', '272', '05', 'alias'),
    n('O2', '272', '02', 'alias'),
    n('Meteor', '272', '03', 'alias'),
    n('eMobile', '272', '07', 'alias'),
    n('Tesco Mobile', '272', '11', 'alias'),
    n('Lycamobile', '272', '13', 'alias'),
  ],
  DE: [
    n('Telekom', '262', '01'),
    n('Vodafone', '262', '02'),
    n('O2', '262', '07'),
    n('1&1 Mobilfunk', '262', '23'),
    n('T-Mobile', '262', '01', 'alias'),
    n('Eplus', '262', '03', 'alias'),
  ],
  FR: [
    n('Orange France', '208', '01'),
    n('SFR', '208', '10'),
    n('Free Mobile', '208', '15'),
    n('Bouygues', '208', '20'),
    n('Euroinformation Telecom', '208', '26', 'alias'),
    n('Lycamobile', '208', '25', 'alias'),
    n('Transatel', '208', '22', 'alias'),
  ],
  ES: [
    n('Movistar', '214', '07'),
    n('Vodafone', '214', '01'),
    n('Orange', '214', '03'),
    n('Yoigo', '214', '04'),
    n('DigiMobil', '214', '22', 'alias'),
    n('Lycamobile', '214', '25', 'alias'),
  ],
  IT: [n('TIM', '222', '01'), n('Vodafone', '222', '10'), n('WIND', '222', '88'), n('Iliad', '222', '50'), n('3 Italia', '222', '99', 'alias')],
  NL: [
    n('KPN', '204', '08'),
    n('Vodafone Libertel B.V.', '204', '04'),
    n('T-Mobile', '204', '16'),
    n('Tele2', '204', '02', 'alias'),
    n('Telfort', '204', '12', 'alias'),
    n('Lycamobile', '204', '09', 'alias'),
  ],
  PL: [n('Plus', '260', '01'), n('T-Mobile', '260', '02'), n('Orange', '260', '03'), n('Play', '260', '06')],
  BR: [n('Vivo', '724', '06'), n('TIM', '724', '02'), n('Claro', '724', '05'), n('Oi', '724', '31'), n('Brasil Telecom GSM', '724', '16', 'alias'), n('Telemig Celular', '724', '23', 'alias')],
  MX: [n('Telcel', '334', '020'), n('Movistar', '334', '030'), n('AT&T', '334', '050')],
  IN: [
    n('Airtel', '404', '10'),
    n('Reliance Jio', '405', '857'),
    n('Vodafone', '404', '20'),
    n('BSNL MOBILE', '404', '34'),
    n('Idea', '404', '24', 'alias'),
    n('MTNL', '404', '68', 'alias'),
  ],
  AE: [n('Etisalat', '424', '02'), n('du', '424', '03'), n('Virgin Mobile', '424', '03', 'alias')],
  SA: [n('STC', '420', '01'), n('Mobily', '420', '03'), n('Zain', '420', '04'), n('Virgin', '420', '05', 'alias'), n('Lebara', '420', '06', 'alias')],
  EG: [n('Vodafone', '602', '02'), n('Orange', '602', '01'), n('Etisalat', '602', '03'), n('TE', '602', '04')],
  TR: [n('Turkcell', '286', '01'), n('Vodafone', '286', '02'), n('Turk Telekom', '286', '03')],
  NG: [n('MTN', '621', '30'), n('Airtel', '621', '20'), n('Glo', '621', '50'), n('9mobile', '621', '60'), n('Ntel', '621', '40', 'alias')],
  ZA: [n('Vodacom', '655', '01'), n('MTN', '655', '10'), n('Cell C', '655', '07'), n('Telkom Mobile', '655', '02')],
  AU: [n('Telstra', '505', '01'), n('Optus', '505', '02'), n('Vodafone', '505', '03')],
  IR: [n('IR-MCI', '432', '11'), n('Irancell', '432', '35'), n('Rightel', '432', '20')],
};

/** The networks a country's numbers live on (aliases left out), for the simulator to pick from. */
export function mainNetworksOf(country: string | null | undefined): readonly MobileNetwork[] {
  return (country && MOBILE_NETWORKS[country]?.filter((network) => !network.alias)) || [];
}

/** The MCC/MNC of a network of a country, by the name the data or a provider gives it; null when unknown. */
export function codesOf(country: string | null | undefined, name: string | null | undefined): { mcc: string; mnc: string } | null {
  if (!country || !name) return null;
  const found = MOBILE_NETWORKS[country]?.find((network) => network.name.toLowerCase() === name.toLowerCase());
  return found ? { mcc: found.mcc, mnc: found.mnc } : null;
}
