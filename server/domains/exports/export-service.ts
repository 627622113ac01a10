/** Starting an export: the caller must be able to read the list; the job does the rest. */
import { can } from '../../../resources/access/can.ts';
import { resourceByName } from '../../../resources/kit/index.ts';
import type { AuthContext } from '../../auth/plugin.ts';
import type { AppContext } from '../../context.ts';
import { parseListParams } from '../../crud/list-params.ts';
import { resourceTable } from '../../db/resource-tables.ts';
import { forbidden, invalid } from '../../http/errors.ts';
import type { JobRow } from '../../jobs/job-kind.ts';
import type { ExportRequest } from './export-request.ts';
import { unknownColumns } from './export-job.ts';
import { listExtensionOf } from '../../crud/list-extension.ts';

export async function requestExport(app: AppContext, auth: AuthContext, request: ExportRequest): Promise<JobRow> {
  const resource = resourceByName(request.resource);
  const table = resource && resourceTable(resource.name);
  if (!resource || !table) throw invalid({ resource: [`There is no list called ${request.resource}.`] });
  const decision = can(auth.actor, { resource: resource.name, action: 'list' });
  if (!decision.can) throw forbidden(`You are not allowed to export this list: ${decision.reason}.`);
  const unknown = unknownColumns(resource.name, request.columns);
  if (unknown.length) throw invalid({ columns: [`These are not columns of the list: ${unknown.join(', ')}.`] });
  // The same checks as the list itself: a bad filter is a 422 now, not a failed job later.
  const extension = listExtensionOf(resource.name, app.database.db);
  const extra = extension ? await extension.read(request.query, auth.team.id) : undefined;
  parseListParams(resource, extra ? extra.rest : request.query, { integerFields: table.integerFields });
  return app.jobs.enqueue('export', request, { teamId: auth.team.id, userId: auth.user.id, title: request.title });
}
