/** A range's days as short axis labels in the reader's language ("Mar 5", "٥ مارس"). */
export function dayLabels(days: readonly string[], locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return days.map((d) => format.format(new Date(`${d}T00:00:00Z`)));
}
