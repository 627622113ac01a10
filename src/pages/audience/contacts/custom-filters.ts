/** The filter bar's controls for the team's custom fields, named by the fields themselves (`custom.<key>` in the API). */
import type { FilterControl } from '../../../resource-ui/list/filter-model.ts';
import type { CustomFieldDef } from '../../../resource-ui/custom-values/use-custom-fields.ts';

export function customFilterControls(fields: readonly CustomFieldDef[]): FilterControl[] {
  return fields.map((f): FilterControl => {
    const field = `custom.${f.key}`;
    switch (f.type) {
      case 'number':
        return { field, type: 'range', kind: 'number', label: f.name };
      case 'date':
        return { field, type: 'range', kind: 'date', label: f.name };
      case 'boolean':
        return { field, type: 'boolean', label: f.name };
      case 'select':
        return { field, type: 'multi', options: f.options ?? [], label: f.name, rawOptions: true };
      default:
        return { field, type: 'like', label: f.name };
    }
  });
}
