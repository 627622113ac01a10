/**
 * Screens read and write the API through Refine's data hooks (docs/architecture.md#front-end-conventions),
 * so caching, invalidation and live updates work the same everywhere. The HTTP client is left to
 * what runs outside Refine or speaks something other than JSON; each such file is named here with why.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiersWithKind, sourceFiles } from './import-graph.ts';

const OUTSIDE_REFINE: Record<string, string> = {
  'src/hooks/use-public-config.ts': 'the sign-in page reads it before Refine mounts',
  'src/jobs/open-file.ts': 'the export toast renders outside Refine, and the file is bytes',
  'src/jobs/use-live-jobs.ts': 'the export toast renders outside Refine',
  'src/pages/audience/uploads/data-file-api.ts': 'the error report is a file, not JSON',
  'src/pages/audience/uploads/tus-upload.ts': 'the tus protocol: chunked PATCH and HEAD offsets',
  'src/pages/sms/rate-decks/deck-api.ts': 'a rate sheet goes as multipart, its settings beside it',
  'src/pages/auth/google-auth.tsx': 'a guest page',
  'src/pages/auth/google-callback.tsx': 'a guest page',
  'src/pages/auth/verify-link.tsx': 'a guest page',
  'src/pages/auth/verify-pending.tsx': 'before verification, outside the signed-in shell',
  'src/pages/onboarding/profile.tsx': 'the blank layout, outside the signed-in shell',
  'src/pages/team-invitations/accept-as-new-user.tsx': 'a guest page',
  'src/pages/team-invitations/accept-invitation.tsx': 'a guest page',
  'src/pages/team-invitations/accept-signed-in.tsx': 'the blank layout, outside the signed-in shell',
};

describe('screens', () => {
  it('reach the API through Refine’s data hooks, not the HTTP client', () => {
    const direct = sourceFiles('src')
      .map((f) => f.split(path.sep).join('/'))
      .filter((file) => importSpecifiersWithKind(fs.readFileSync(file, 'utf8')).some(({ specifier, kind }) => kind !== 'type' && /providers\/http-client(\.ts)?$/.test(specifier)))
      .sort();
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.filter((file) => !(file in OUTSIDE_REFINE)), 'use useCustom / useCustomMutation / useList / useOne, or name the file above with why it cannot').toEqual([]);
    expect(Object.keys(OUTSIDE_REFINE).filter((file) => !direct.includes(file)), 'these no longer use the client: drop them from the list').toEqual([]);
  });
});
