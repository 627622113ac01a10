/**
 * Generic create and update of an endpoint: it bills in its company's currency, because every part
 * it sends is charged to that company's balance. Left out on create, the currency is the company's;
 * a different one, or a move to a company billed in another, is refused, naming the field.
 */
import { and, eq } from 'drizzle-orm';
import { companies } from '../../db/schema/hub/companies.ts';
import { hubEndpoints } from '../../db/schema/hub/endpoints.ts';
import type { RecordWriter } from '../../crud/record-writer.ts';
import { invalid } from '../../http/errors.ts';

export const endpointRecordWriter: RecordWriter = {
  async prepare(values, ctx) {
    const [current] = ctx.mode === 'update' && ctx.id !== undefined ? await ctx.db.select({ company_id: hubEndpoints.company_id, currency: hubEndpoints.currency }).from(hubEndpoints).where(and(eq(hubEndpoints.id, ctx.id), eq(hubEndpoints.team_id, ctx.teamId))) : [];
    const companyId = (values.company_id as number | undefined) ?? current?.company_id;
    if (companyId === undefined) return values;
    const [company] = await ctx.db.select({ name: companies.name, currency: companies.currency }).from(companies).where(and(eq(companies.id, companyId), eq(companies.team_id, ctx.teamId)));
    // An unknown company is the generic reference check's to refuse.
    if (!company) return values;
    // A new endpoint takes its company's currency; an existing one keeps its own (its client rates are in it).
    const currency = (values.currency as string | undefined) ?? (ctx.mode === 'create' ? company.currency : current?.currency);
    if (currency !== company.currency) {
      const field = values.currency !== undefined ? 'currency' : 'company_id';
      throw invalid({ [field]: [`${company.name} is billed in ${company.currency}, so its endpoints are too: each part they send is charged to its balance.`] });
    }
    return { ...values, currency };
  },
};
