/**
 * The AI filter above the calls list: a sentence goes to the team's language model, which answers a
 * structured filter (checked by the server); the filter is shown field by field and applies to the
 * list only when the user confirms it. Without a model the dialog says what to configure, and where.
 */
import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Input, Modal, Tag, Typography } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { useCustomMutation, type CrudFilter } from '@refinedev/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../providers/http-error.ts';
import { enumKey, labelKey } from '../../../resources/kit/index.ts';
import { calls } from '../../../resources/voice/calls.ts';
import { AI_FILTER_MAX_TEXT, CALL_AI_FILTER_PATH, type AiCallFilter, type AiFilterAnswer } from '../../../resources/voice/call-stats.ts';
import { errorText } from '../../components/error-text.ts';
import { Ltr } from '../../components/ltr.tsx';
import type { ListFilterAccess } from '../../resource-ui/list/resource-list.tsx';

/** The confirmed filter as the list's CrudFilters (the operators its filter bar uses). */
export function aiFilterToCrud(filter: AiCallFilter): CrudFilter[] {
  const out: CrudFilter[] = [];
  const ids = (field: string, values?: number[]) => {
    if (values?.length) out.push(values.length === 1 ? { field, operator: 'eq', value: values[0] } : { field, operator: 'in', value: values });
  };
  const any = (field: string, values?: readonly string[]) => {
    if (values?.length) out.push({ field, operator: 'in', value: values });
  };
  ids('agent_id', filter.agent_id);
  ids('campaign_id', filter.campaign_id);
  any('outcome', filter.outcome);
  any('answered_by', filter.answered_by);
  any('direction', filter.direction ? [filter.direction] : undefined);
  any('status', filter.status);
  any('hangup_reason', filter.hangup_reason);
  if (filter.started_from) out.push({ field: 'started_at', operator: 'gte', value: filter.started_from });
  if (filter.started_to) out.push({ field: 'started_at', operator: 'lte', value: filter.started_to });
  if (filter.min_duration_seconds !== undefined) out.push({ field: 'duration_seconds', operator: 'gte', value: filter.min_duration_seconds });
  if (filter.max_duration_seconds !== undefined) out.push({ field: 'duration_seconds', operator: 'lte', value: filter.max_duration_seconds });
  return out;
}

export function AiFilterButton({ list }: { list: ListFilterAccess }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<AiFilterAnswer>();
  const [failure, setFailure] = useState<{ message: string; noModel: boolean }>();
  const { mutateAsync } = useCustomMutation<AiFilterAnswer>();

  const ask = async () => {
    setAsking(true);
    setFailure(undefined);
    setAnswer(undefined);
    try {
      setAnswer((await mutateAsync({ url: CALL_AI_FILTER_PATH, method: 'post', values: { text }, successNotification: false, errorNotification: false })).data);
    } catch (e) {
      const noModel = isHttpError(e) && !!e.errors.llm;
      setFailure({ message: isHttpError(e) ? (e.errors.llm?.[0] ?? e.errors.text?.[0] ?? errorText(e, t)) : errorText(e, t), noModel });
    } finally {
      setAsking(false);
    }
  };
  const apply = () => {
    if (!answer) return;
    list.replaceFilters(aiFilterToCrud(answer.filter));
    setOpen(false);
  };

  return (
    <>
      <Button icon={<BulbOutlined />} onClick={() => setOpen(true)} data-testid="ai-filter-open">
        {t('calls.aiFilter.button')}
      </Button>
      <Modal
        open={open}
        title={t('calls.aiFilter.title')}
        onCancel={() => setOpen(false)}
        width={620}
        footer={
          <Flex justify="end" gap={8}>
            <Button onClick={() => setOpen(false)}>{t('calls.aiFilter.cancel')}</Button>
            <Button onClick={ask} loading={asking} disabled={text.trim().length < 3} type={answer ? 'default' : 'primary'} data-testid="ai-filter-ask">
              {t('calls.aiFilter.ask')}
            </Button>
            <Button type="primary" disabled={!answer} onClick={apply} data-testid="ai-filter-apply">
              {t('calls.aiFilter.apply')}
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('calls.aiFilter.intro')}</Typography.Text>
          <Input.TextArea
            aria-label={t('calls.aiFilter.label')}
            placeholder={t('calls.aiFilter.placeholder')}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={AI_FILTER_MAX_TEXT}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setAnswer(undefined);
            }}
            onPressEnter={(e) => {
              if (!e.shiftKey && text.trim().length >= 3) {
                e.preventDefault();
                void ask();
              }
            }}
            data-testid="ai-filter-text"
          />
          {failure && (
            <Alert
              type={failure.noModel ? 'warning' : 'error'}
              showIcon
              message={failure.noModel ? t('calls.aiFilter.noModel') : t('calls.aiFilter.failed')}
              description={
                <>
                  {failure.message} {failure.noModel && <Link to="/my-account/team-settings/general">{t('calls.aiFilter.configure')}</Link>}
                </>
              }
              data-testid="ai-filter-error"
            />
          )}
          {answer && <FilterPreview answer={answer} />}
        </Flex>
      </Modal>
    </>
  );
}

/** The filter the model answered, field by field in the list's own words, for the user to check. */
function FilterPreview({ answer }: { answer: AiFilterAnswer }) {
  const { t } = useTranslation();
  const f = answer.filter;
  const label = (field: string) => t(labelKey(calls, field));
  const values = (field: string, list?: readonly string[]) => list?.map((v) => <Tag key={v}>{t(enumKey(calls, field, v))}</Tag>);
  const items = [
    f.agent_id && { key: 'agent_id', label: label('agent_id'), children: f.agent_id.map((id) => <Tag key={id}>{answer.names.agents[id] ?? id}</Tag>) },
    f.campaign_id && { key: 'campaign_id', label: label('campaign_id'), children: f.campaign_id.map((id) => <Tag key={id}>{answer.names.campaigns[id] ?? id}</Tag>) },
    f.outcome && { key: 'outcome', label: label('outcome'), children: values('outcome', f.outcome) },
    f.answered_by && { key: 'answered_by', label: label('answered_by'), children: values('answered_by', f.answered_by) },
    f.direction && { key: 'direction', label: label('direction'), children: values('direction', [f.direction]) },
    f.status && { key: 'status', label: label('status'), children: values('status', f.status) },
    f.hangup_reason && { key: 'hangup_reason', label: label('hangup_reason'), children: values('hangup_reason', f.hangup_reason) },
    (f.started_from || f.started_to) && {
      key: 'started_at',
      label: label('started_at'),
      children: <Ltr>{`${f.started_from ?? '…'} – ${f.started_to ?? '…'}`}</Ltr>,
    },
    (f.min_duration_seconds !== undefined || f.max_duration_seconds !== undefined) && {
      key: 'duration_seconds',
      label: label('duration_seconds'),
      children: <Ltr>{`${f.min_duration_seconds ?? 0} – ${f.max_duration_seconds ?? '∞'}`}</Ltr>,
    },
  ].filter(Boolean) as { key: string; label: string; children: React.ReactNode }[];
  return (
    <div data-testid="ai-filter-preview">
      <Typography.Text strong>{t('calls.aiFilter.understood')}</Typography.Text>
      <Descriptions size="small" column={1} bordered items={items} style={{ marginTop: 8 }} />
    </div>
  );
}
