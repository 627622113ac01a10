import type { TableRowSelection } from 'antd/es/table/interface';
import type { BaseRecord } from '@refinedev/core';
import type { TFunction } from 'i18next';
import type { Resource } from '../../../resources/kit/index.ts';

/**
 * Accessible names for a list's selection checkboxes: each row's names its record ("Select Spring
 * sale"), the header's says it selects the page. antd's own header label is English and its row
 * checkboxes have none.
 */
export function selectionLabels(resource: Resource, t: TFunction): Pick<TableRowSelection<BaseRecord>, 'getCheckboxProps' | 'getTitleCheckboxProps'> {
  return {
    // antd passes these props on to the <input>; its CheckboxProps type just does not list aria-*.
    getCheckboxProps: (record) =>
      ({ 'aria-label': t('resources.list.selectRow', { title: String(record[resource.titleField] ?? `#${String(record.id)}`) }) }) as object,
    getTitleCheckboxProps: () => ({ 'aria-label': t('resources.list.selectPage') }),
  };
}
