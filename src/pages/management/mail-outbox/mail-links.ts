/** The http(s) links of a mail's HTML, in order and once each, so staff can read and copy them. */
export function extractLinks(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const links = Array.from(doc.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '');
  return [...new Set(links.filter((href) => /^https?:\/\//i.test(href)))];
}
