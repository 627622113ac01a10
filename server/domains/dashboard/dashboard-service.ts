/**
 * The dashboard's figures for the caller's team (GET /v1/dashboard): calls, spend and recent
 * campaigns over a range of days, each from the records Parley keeps. Messages have no log yet, so
 * their part says they are not available rather than showing numbers nobody recorded.
 */
import type { DashboardFigures, DashboardQuery } from '../../../resources/dashboard/figures.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../caller.ts';
import { callFigures } from './call-figures.ts';
import { dayRange } from './range.ts';
import { recentCampaigns } from './recent-campaigns.ts';
import { spendFigures } from './spend-figures.ts';

export async function dashboardFigures(db: Db, caller: Pick<Caller, 'teamId'>, query: DashboardQuery, now = Date.now()): Promise<DashboardFigures> {
  const range = dayRange(query, now);
  const [calls, spend, campaigns] = await Promise.all([callFigures(db, caller.teamId, range), spendFigures(db, caller.teamId, range), recentCampaigns(db, caller.teamId)]);
  return { from: range.from, to: range.to, days: range.days.length, messages: { available: false }, calls, spend, campaigns };
}
