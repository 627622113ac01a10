import type { TFunction } from 'i18next';
import type { HubReportGroup, HubReportRow } from '../../../../resources/hub/reports.ts';
import { countryName } from '../../../resource-ui/country/country-names.ts';

/** What a row's group is called in the reader's language. */
export function groupName(row: Pick<HubReportRow, 'key' | 'name'>, group: HubReportGroup, t: TFunction, locale: string): string {
  if (!row.key) return t('hub-reports.unknown');
  switch (group) {
    case 'country':
      return countryName(row.key, locale);
    case 'day':
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${row.key}T00:00:00Z`));
    case 'route':
      return row.key === '0' ? t('hub-reports.noRoute') : row.name === row.key ? `#${row.key}` : row.name;
    case 'network':
      return row.name === row.key ? row.key : row.name;
    default:
      return row.name === row.key ? `#${row.key}` : row.name;
  }
}
