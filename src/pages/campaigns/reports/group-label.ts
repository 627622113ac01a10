import type { TFunction } from 'i18next';
import type { ReportGroup, ReportRow } from '../../../../resources/sms/sms-reports.ts';
import { countryName } from '../../../resource-ui/country/country-names.ts';

/** What a group is called on the chart and in the table, in the reader's language. */
export function groupLabel(row: ReportRow, groupBy: ReportGroup, t: TFunction, locale: string): string {
  const unknown = t('sms-reports.unknown');
  switch (groupBy) {
    case 'country':
      return row.country ? countryName(row.country, locale) : unknown;
    case 'network':
      // A number whose prefix names no network (most of North America) is unknown in its country.
      return row.network ?? row.mccmnc ?? (row.country ? t('sms-reports.unknownIn', { country: countryName(row.country, locale) }) : unknown);
    case 'route':
      return row.route_name ?? (row.route_id != null ? `#${row.route_id}` : t('sms-reports.noRoute'));
    case 'campaign':
      return row.campaign_name ?? (row.campaign_id != null ? `#${row.campaign_id}` : t('sms-reports.noCampaign'));
    case 'day':
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${row.day}T00:00:00Z`));
  }
}
