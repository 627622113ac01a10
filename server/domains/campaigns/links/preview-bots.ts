/**
 * Fetchers that open a link without anyone tapping it: chat apps draw a preview card the moment a
 * link is posted (WhatsApp, Telegram, Slack, Discord, Skype, iMessage through Facebook's and
 * Twitter's fetchers), search engines crawl it. They are sent on like a person (the card then shows
 * the landing page) but their visits are not clicks, or a campaign forwarded in a group chat would
 * count a click per preview. The one list of them: add a fetcher here.
 */
const PREVIEW_FETCHERS = [
  'WhatsApp',
  'facebookexternalhit',
  'Facebot',
  'Slackbot',
  'TelegramBot',
  'Twitterbot',
  'Discordbot',
  'SkypeUriPreview',
  'LinkedInBot',
  'Applebot',
  'Googlebot',
  'bingbot',
];

const PATTERN = new RegExp(PREVIEW_FETCHERS.map((name) => name.toLowerCase()).join('|'));

/** True for a user agent of a link-preview fetcher or crawler. */
export function isPreviewFetcher(userAgent: string | undefined): boolean {
  return !!userAgent && PATTERN.test(userAgent.toLowerCase());
}
