/**
 * What the toast says after a record is created, saved or deleted: the resource's translated
 * singular and the record's title ("Campaign “Spring sale” deleted"), never an internal name.
 * Handed to Refine's mutations as their success notification.
 */
import type { BaseRecord, OpenNotificationParams } from '@refinedev/core';
import type { TFunction } from 'i18next';
import type { Resource } from '../../resources/kit/index.ts';

export type RecordEvent = 'created' | 'saved' | 'deleted';

const MAX_TITLE = 60;

/** The record's title as a toast shows it: its title field, cut short, or nothing. */
export function toastTitle(resource: Resource, record: BaseRecord | undefined): string | null {
  const value = record?.[resource.titleField];
  if (value === null || value === undefined || value === '' || typeof value === 'object') return null;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1)}…` : text;
}

export function recordToast(t: TFunction, resource: Resource, event: RecordEvent, record?: BaseRecord): OpenNotificationParams {
  const name = t(`${resource.name}.singular`);
  const title = toastTitle(resource, record);
  return {
    type: 'success',
    message: title ? t(`resources.toasts.${event}`, { name, title }) : t(`resources.toasts.${event}Untitled`, { name }),
  };
}

export function deletedManyToast(t: TFunction, resource: Resource, count: number): OpenNotificationParams {
  return { type: 'success', message: t('resources.toasts.deletedMany', { list: t(`${resource.name}.title`), count }) };
}
