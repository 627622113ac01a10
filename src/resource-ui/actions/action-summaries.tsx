/**
 * What an action's confirmation says beyond "are you sure", by resource and action: a campaign's
 * send names whom it reaches, what it costs and when it goes. Loaded only when that dialog opens.
 */
import { lazy, type ComponentType } from 'react';
import type { BaseRecord } from '@refinedev/core';

export interface ActionSummaryProps {
  record: BaseRecord;
}

const SendSummary = lazy(() => import('../../pages/campaigns/send-summary.tsx'));

const ACTION_SUMMARIES: Readonly<Record<string, ComponentType<ActionSummaryProps>>> = {
  'campaigns.send': SendSummary,
};

export function actionSummary(resource: string, action: string): ComponentType<ActionSummaryProps> | undefined {
  return ACTION_SUMMARIES[`${resource}.${action}`];
}
