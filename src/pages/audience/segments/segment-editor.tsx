/**
 * /audience/contacts/segments/new and /:id: a segment's name and rules, edited with a live count and
 * the first contacts it selects; once saved, who is in it by country, network and status, and its
 * frozen list for a send. Saving sends the version it loaded (a stale one is a 409 with a reload).
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useCustomMutation, useInvalidate, useNotification, useOne } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RuleGroupType } from 'react-querybuilder';
import { segments } from '../../../../resources/audience/segments.ts';
import { EMPTY_RULES, SEGMENTS_API, type SegmentRuleGroup } from '../../../../resources/audience/segment-rules.ts';
import { isHttpError } from '../../../../providers/http-error.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useAccess } from '../../../hooks/use-access.ts';
import { BuildPanel } from './build-panel.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { RuleBuilder } from './rule-builder.tsx';
import { SummaryPanel } from './summary-panel.tsx';
import { useAudienceTick, useRulesPreview, useSegmentFields, useSegmentSummary } from './use-segment-api.ts';

const LIST = segments.routes.list!;

interface Details {
  name: string;
  description?: string;
  status: 'active' | 'archived';
}

export default function SegmentEditor() {
  const { id } = useParams();
  const { result, query: loading } = useOne<Record<string, unknown>>({ resource: segments.name, id: id ?? '', queryOptions: { enabled: !!id } });
  if (id && loading.isLoading) return <PageSpinner />;
  return <Editor key={id ?? 'new'} id={id} record={id ? result : undefined} />;
}

function Editor({ id, record }: { id?: string; record?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const { mutateAsync } = useCustomMutation<{ id: number; version: number }>();
  const may = useAccess();
  const canSave = may({ resource: 'segments', action: id ? 'edit' : 'create' });
  const [form] = Form.useForm<Details>();
  const [query, setQuery] = useState<RuleGroupType>(() => (record?.rules as RuleGroupType | undefined) ?? ({ ...EMPTY_RULES, rules: [] } as RuleGroupType));
  const [saveErrors, setSaveErrors] = useState<Record<string, string[]>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState(record?.version as number | undefined);
  const fields = useSegmentFields();
  const tick = useAudienceTick();
  const preview = useRulesPreview(query as SegmentRuleGroup, tick);
  const { summary } = useSegmentSummary(id, tick);
  // The preview's verdict on the rules as they are now wins over an older save's.
  const ruleErrors = useMemo(() => ({ ...saveErrors, ...preview.errors }), [saveErrors, preview.errors]);
  useEffect(() => setSaveErrors({}), [query]);

  const title = id ? String(record?.name ?? '') : t('resources.create', { name: t('segments.singular') });

  const save = async (details: Details) => {
    setSaving(true);
    setConflict(null);
    try {
      const body = { ...details, description: details.description || undefined, rules: query, ...(id && version !== undefined && { version }) };
      // What went wrong is said below (on the fields, as a conflict or a notification), not by Refine.
      const { data: saved } = await mutateAsync({ url: id ? `${SEGMENTS_API}/${id}` : SEGMENTS_API, method: id ? 'put' : 'post', values: body, successNotification: false, errorNotification: false });
      setVersion(saved.version);
      await invalidate({ resource: segments.name, invalidates: ['list', 'detail'], id: saved.id });
      open?.({ type: 'success', message: t(id ? 'segments.editor.saved' : 'segments.editor.created', { name: details.name }) });
      if (!id) navigate(`${LIST}/${saved.id}`);
    } catch (error) {
      if (isHttpError(error) && error.status === 422) {
        const ruleErrs = Object.fromEntries(Object.entries(error.errors).filter(([k]) => k.startsWith('rules')));
        setSaveErrors(ruleErrs);
        form.setFields(Object.entries(error.errors).filter(([k]) => !k.startsWith('rules')).map(([name, errors]) => ({ name: name as keyof Details, errors })));
        if (error.errors.rules) open?.({ type: 'error', message: error.message });
      } else if (isHttpError(error) && error.status === 409) setConflict(error.message);
      else open?.({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={title} subtitle={t('segments.editor.subtitle')} extra={<Button onClick={() => navigate(LIST)}>{t('segments.editor.back')}</Button>} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card>
            {conflict && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                message={t('resources.form.conflict')}
                description={conflict}
                action={<Button onClick={() => window.location.reload()}>{t('resources.form.reload')}</Button>}
              />
            )}
            <Form<Details>
              form={form}
              layout="vertical"
              disabled={!canSave}
              className={canSave ? undefined : 'segment-rules-readonly'}
              initialValues={{ name: (record?.name as string) ?? '', description: (record?.description as string) ?? '', status: (record?.status as Details['status']) ?? 'active' }}
              onFinish={save}
            >
              <Row gutter={12}>
                <Col xs={24} md={16}>
                  <Form.Item name="name" label={t('segments.fields.name')} rules={[{ required: true, message: t('segments.editor.nameRequired') }]}>
                    <Input maxLength={200} data-testid="segment-name" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="status" label={t('segments.fields.status')}>
                    <Select options={segments.fields.status.options!.map((value) => ({ value, label: t(`segments.enums.status.${value}`) }))} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="description" label={t('segments.fields.description')}>
                <Input.TextArea rows={2} maxLength={1000} />
              </Form.Item>
              <Form.Item label={t('segments.fields.rules')} required>
                {fields ? <RuleBuilder fields={fields} query={query} onChange={setQuery} errors={ruleErrors} incomplete={preview.incomplete} disabled={!canSave} /> : <PageSpinner />}
              </Form.Item>
              {canSave && (
                <Flex gap={8}>
                  <Button type="primary" htmlType="submit" loading={saving} data-testid="segment-save">
                    {t('common.save')}
                  </Button>
                  <Button onClick={() => navigate(LIST)}>{t('common.cancel')}</Button>
                </Flex>
              )}
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <PreviewPanel preview={preview} />
            {id && <SummaryPanel summary={summary} />}
            {id && <BuildPanel id={id} canEdit={may({ resource: 'segments', action: 'edit' })} />}
          </Flex>
        </Col>
      </Row>
    </>
  );
}
