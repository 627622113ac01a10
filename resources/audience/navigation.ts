/** The audience's sidebar group (docs/architecture.md#navigation); the lookups of enrichment sit in it. */
import { listOf, type NavGroup } from '../kit/index.ts';
import { enrichmentItems } from '../enrichment/navigation.ts';
import { contacts, dataFiles, feedLogs, feeds, optOuts, segments } from './index.ts';

export const audienceGroup: NavGroup = {
  key: 'audience',
  label: 'shell.nav.groups.audience',
  icon: 'contacts',
  order: 30,
  items: [
    listOf('contacts', contacts, 'shell.nav.audience.contacts'),
    listOf('voice-contacts', contacts, 'shell.nav.audience.voice-contacts', { view: '/audience/contacts/voice' }),
    listOf('segments', segments, 'shell.nav.audience.segments'),
    listOf('opt-outs', optOuts, 'shell.nav.audience.opt-outs'),
    listOf('feeds', feeds, 'shell.nav.audience.feeds'),
    listOf('feed-logs', feedLogs, 'shell.nav.audience.feed-logs'),
    listOf('uploads', dataFiles, 'shell.nav.audience.uploads', { match: '/audience/upload' }),
    ...enrichmentItems,
  ],
};

/** This area's groups; resources/navigation.ts puts every area's in their order. */
export const navigation: NavGroup[] = [audienceGroup];
