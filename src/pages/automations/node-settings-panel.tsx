/**
 * The side panel of the selected node: its settings drawn with the same field widgets as every
 * form of Parley (FormField over the node type's FieldDefs), the condition's rules with the
 * segment rule builder. Every change goes to the diagram at once (one undo step per field edit);
 * an undo shows here too.
 */
import { useEffect, useMemo } from 'react';
import { Button, Flex, Form, Tooltip, theme, Typography } from 'antd';
import { CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RuleGroupType } from 'react-querybuilder';
import type { Fields } from '../../../resources/kit/index.ts';
import { isNodeType, NODE_TYPES, type NodeTypeName } from '../../../resources/automations/automation-nodes.ts';
import { EMPTY_RULES } from '../../../resources/audience/segment-rules.ts';
import { FormField } from '../../resource-ui/form/form-field.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { RuleBuilder } from '../audience/segments/rule-builder.tsx';
import { useSegmentFields } from '../audience/segments/use-segment-api.ts';
import type { FlowNode, Settings } from './graph-doc.ts';
import { groupColor, NODE_ICONS } from './node-look.tsx';
import { nodeKey, nodeResource } from './node-resource.ts';
import { problemText } from './problem-text.ts';
import { cleanSettings } from './settings-values.ts';
import type { EditorProblem } from './refused-steps.ts';

interface Props {
  node: FlowNode;
  problems: EditorProblem[];
  readOnly: boolean;
  onChange(data: Settings): void;
  onDelete(): void;
  onClose(): void;
}

export function NodeSettingsPanel({ node, problems, readOnly, onChange, onDelete, onClose }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const type = node.type as NodeTypeName;
  const def = isNodeType(type) ? NODE_TYPES[type] : null;
  const fields = (def?.fields ?? {}) as Fields;
  const names = Object.keys(fields).filter((n) => !(type === 'condition' && n === 'rules'));
  const resource = isNodeType(type) ? nodeResource(type) : null;
  const [form] = Form.useForm();
  const data = node.data ?? {};
  const shown = useMemo(() => Object.fromEntries(names.map((n) => [n, data[n]])), [data, names.join()]); // eslint-disable-line react-hooks/exhaustive-deps

  // An undo or redo changes the settings under the form: show them.
  useEffect(() => {
    if (JSON.stringify(cleanSettings(form.getFieldsValue(names))) !== JSON.stringify(cleanSettings(shown))) form.setFieldsValue(shown);
  }, [shown]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!def || !resource) return null;
  const accent = groupColor(def.group, token);
  // A setting's problem shows under its field; the others (outputs, reachability) above the form.
  const onField = (p: EditorProblem) => !!p.field && names.includes(p.field);
  const settingProblems = problems.filter(onField);
  const otherProblems = problems.filter((p) => !onField(p));
  return (
    <div data-testid="node-settings" style={{ height: '100%', overflowY: 'auto', padding: 16 }}>
      <Flex align="center" gap={8} style={{ marginBottom: 4 }}>
        <span style={{ color: accent, fontSize: 18, display: 'inline-flex' }}>{NODE_ICONS[type]}</span>
        <Typography.Title level={5} style={{ margin: 0, flex: 1 }}>
          {t(`${nodeKey(type)}.name`)}
        </Typography.Title>
        {!readOnly && (
          <Tooltip title={t('automations.editor.deleteNode')}>
            <Button type="text" danger icon={<DeleteOutlined />} onClick={onDelete} aria-label={t('automations.editor.deleteNode')} />
          </Tooltip>
        )}
        <Button type="text" icon={<CloseOutlined />} onClick={onClose} aria-label={t('automations.editor.close')} />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t(`${nodeKey(type)}.description`)}
      </Typography.Paragraph>
      {otherProblems.length > 0 && (
        <ul data-testid="node-settings-problems" style={{ color: token.colorErrorText, fontSize: 12, paddingInlineStart: 18, marginTop: 0 }}>
          {otherProblems.map((p, i) => (
            <li key={i}>{problemText(t, p, () => type)}</li>
          ))}
        </ul>
      )}
      <Form
        key={node.id}
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={shown}
        onValuesChange={(_, all) => onChange(cleanSettings({ ...(type === 'condition' ? { rules: data.rules } : {}), ...all }))}
        fields={names.map((name) => ({ name, errors: settingProblems.filter((p) => p.field === name).map((p) => problemText(t, p, () => type)) }))}
      >
        {names.map((name) => (
          <FormField key={name} resource={resource} name={name} field={fields[name]} />
        ))}
      </Form>
      {type === 'condition' && <ConditionRules value={data.rules as RuleGroupType | undefined} readOnly={readOnly} onChange={(rules) => onChange(cleanSettings({ ...data, rules }))} />}
      {names.length === 0 && type !== 'condition' && <Typography.Text type="secondary">{t('automations.summary.nothingToSet')}</Typography.Text>}
    </div>
  );
}

function ConditionRules({ value, readOnly, onChange }: { value?: RuleGroupType; readOnly: boolean; onChange(rules: RuleGroupType): void }) {
  const { t } = useTranslation();
  const fields = useSegmentFields();
  // The builder gives its rules ids when it first draws them: not an edit of the user's.
  const withoutIds = (q: unknown) => JSON.stringify(q, (k, v) => (k === 'id' ? undefined : v));
  const change = (rules: RuleGroupType) => {
    if (withoutIds(rules) !== withoutIds(value ?? { ...EMPTY_RULES, rules: [] })) onChange(rules);
  };
  return (
    <Form.Item label={t('automations.nodes.condition.fields.rules')} layout="vertical" data-testid="condition-rules">
      {fields ? <RuleBuilder fields={fields} query={value ?? ({ ...EMPTY_RULES, rules: [] } as RuleGroupType)} onChange={change} errors={{}} disabled={readOnly} /> : <PageSpinner />}
    </Form.Item>
  );
}
