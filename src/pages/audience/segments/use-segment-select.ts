import { useSelect } from '@refinedev/antd';

/** The team's segments for a picker, searched by name on the server as the user types. */
export function useSegmentSelect() {
  return useSelect({
    resource: 'segments',
    optionLabel: 'name' as never,
    optionValue: 'id' as never,
    debounce: 300,
    onSearch: (text) => (text ? [{ field: 'q', operator: 'eq', value: text }] : []),
    pagination: { pageSize: 50, mode: 'server' },
  });
}
