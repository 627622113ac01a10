/** Picks one of the team's agents (or all of them) for the calls figures screens; kept in the address as `?agent=`. */
import { Select } from 'antd';
import { useList } from '@refinedev/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

export function useAgentParam(): [number | undefined, (id: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('agent'));
  const set = (id: number | undefined) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (id === undefined) out.delete('agent');
        else out.set('agent', String(id));
        return out;
      },
      { replace: true },
    );
  return [Number.isInteger(raw) && raw > 0 ? raw : undefined, set];
}

export function AgentPicker({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const { result, query } = useList({ resource: 'agents', pagination: { currentPage: 1, pageSize: 100, mode: 'server' }, sorters: [{ field: 'name', order: 'asc' }], errorNotification: false });
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      aria-label={t('calls.figures.agent')}
      placeholder={t('calls.figures.allAgents')}
      loading={query.isLoading}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={(result.data ?? []).map((a) => ({ value: Number(a.id), label: String(a.name) }))}
      style={{ minWidth: 200 }}
      data-testid="agent-picker"
    />
  );
}
