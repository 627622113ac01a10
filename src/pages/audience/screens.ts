/** Contacts (the list with custom-field filters and bulk tags, a contact page with its history, the dashboard), uploads and the upload wizard, and the segment editor. */
import { SIGNED_IN, type Screen } from '../../routes/screen-registry.ts';

const segmentEditor = () => import('./segments/segment-editor.tsx');

export const screens: Screen[] = [
  { path: '/audience/Uploads', guards: SIGNED_IN, layout: 'app', access: { resource: 'data-files', action: 'list' }, load: () => import('./uploads/uploads-list.tsx') },
  { path: '/audience/upload/Create', guards: SIGNED_IN, layout: 'app', access: { resource: 'data-files', action: 'create' }, load: () => import('./uploads/upload-wizard.tsx') },
  // Contacts: the list with custom-field filters and tags in bulk, the contact page with its history, the dashboard.
  { path: '/audience/contacts', guards: SIGNED_IN, layout: 'app', access: { resource: 'contacts', action: 'list' }, load: () => import('./contacts/contacts-list.tsx') },
  { path: '/audience/contacts/voice', guards: SIGNED_IN, layout: 'app', access: { resource: 'contacts', action: 'list' }, load: () => import('./contacts/contacts-list.tsx').then((m) => ({ default: m.VoiceContacts })) },
  { path: '/audience/contacts/dashboard', guards: SIGNED_IN, layout: 'app', access: { resource: 'contacts', action: 'list' }, load: () => import('./contacts/contacts-dashboard.tsx') },
  { path: '/audience/contacts/:id', guards: SIGNED_IN, layout: 'app', access: { resource: 'contacts', action: 'show' }, load: () => import('./contacts/contact-show.tsx') },
  // The segment editor replaces the generic create, show and edit screens of segments.
  { path: '/audience/contacts/segments/new', guards: SIGNED_IN, layout: 'app', access: { resource: 'segments', action: 'create' }, load: segmentEditor },
  { path: '/audience/contacts/segments/:id', guards: SIGNED_IN, layout: 'app', access: { resource: 'segments', action: 'show' }, load: segmentEditor },
  { path: '/audience/contacts/segments/:id/edit', guards: SIGNED_IN, layout: 'app', access: { resource: 'segments', action: 'show' }, load: segmentEditor },
];
