/** Step 4: which contact field each column fills, guessed from the headers and editable. */
import { useMemo } from 'react';
import { Alert, Flex, Select, Table, Tag, theme, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined, EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_FIELDS, isContactField } from '../../../../resources/audience/contact-fields.ts';
import type { CUSTOM_FIELD_TYPES } from '../../../../resources/audience/custom-fields.ts';
import type { DataFileSample, EveryRowValue } from '../../../../resources/audience/data-file-import.ts';
import { columnsInTrouble, exampleValues, guessState, mappingProblems, unfilledRequired, unmappedRequired, type Mapping, type MappingProblem } from './mapping.ts';
import { EveryRowValueInput } from './every-row-value.tsx';

export interface CustomFieldChoice {
  key: string;
  name: string;
  required?: boolean;
  type?: (typeof CUSTOM_FIELD_TYPES)[number];
  options?: string[] | null;
}

interface Props {
  sample: DataFileSample;
  customFields: readonly CustomFieldChoice[];
  mapping: Mapping;
  initial: Mapping;
  onChange: (mapping: Mapping) => void;
  defaults: Readonly<Record<string, EveryRowValue>>;
  onDefaultsChange: (defaults: Record<string, EveryRowValue>) => void;
}

interface Row {
  column: string;
  index: number;
}

/** The select's value for "don't import": a Select cannot hold null as an option's value. */
const SKIP = '__skip';

export function MappingStep({ sample, customFields, mapping, initial, onChange, defaults, onDefaultsChange }: Props) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const Arrow = i18n.dir() === 'rtl' ? ArrowLeftOutlined : ArrowRightOutlined;
  const problems = mappingProblems(mapping);
  const trouble = columnsInTrouble(problems);
  const missing = unmappedRequired(
    mapping,
    customFields.filter((c) => c.required).map((c) => c.key),
  );
  const unfilled = unfilledRequired(mapping, missing, defaults);
  const imported = Object.values(mapping).filter((v) => v !== null).length;
  const fieldLabel = (field: string) =>
    isContactField(field) ? t(`upload-wizard.mapping.fields.${field}`) : (customFields.find((c) => c.key === field)?.name ?? field);

  const options = useMemo(
    () => [
      { value: SKIP, label: <Typography.Text type="secondary">{t('upload-wizard.mapping.skip')}</Typography.Text>, title: t('upload-wizard.mapping.skip') },
      { label: t('upload-wizard.mapping.contactGroup'), title: t('upload-wizard.mapping.contactGroup'), options: CONTACT_FIELDS.map((f) => ({ value: f, label: t(`upload-wizard.mapping.fields.${f}`) })) },
      {
        label: t('upload-wizard.mapping.customGroup'),
        title: t('upload-wizard.mapping.customGroup'),
        options: customFields.length
          ? customFields.map((c) => ({ value: c.key, label: c.name }))
          : [{ value: '__none', disabled: true, label: t('upload-wizard.mapping.noCustomFields') }],
      },
    ],
    [customFields, t],
  );

  return (
    <Flex vertical gap={16} data-testid="mapping-step">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('upload-wizard.mapping.intro')}{' '}
        {!customFields.length && <Link to="/settings/custom-fields">{t('upload-wizard.mapping.addCustomFields')}</Link>}
      </Typography.Paragraph>
      {problems.length > 0 && (
        <Alert type="error" showIcon role="alert" message={<ProblemList problems={problems} fieldLabel={fieldLabel} />} data-testid="mapping-problems" />
      )}
      {missing.length > 0 && (
        <Alert
          type={unfilled.length ? 'error' : 'success'}
          showIcon
          role={unfilled.length ? 'alert' : undefined}
          data-testid="mapping-required"
          message={
            unfilled.length
              ? t('upload-wizard.mapping.requiredMissing', { count: unfilled.length, fields: unfilled.map(fieldLabel).join(', ') })
              : t('upload-wizard.mapping.requiredFilled', { count: missing.length, fields: missing.map(fieldLabel).join(', ') })
          }
          description={
            <Flex vertical gap={8}>
              <span>{t('upload-wizard.mapping.requiredMissingHint')}</span>
              {missing.map((key) => {
                const field = customFields.find((c) => c.key === key);
                return field ? <EveryRowValueInput key={key} field={field} value={defaults[key]} onChange={(value) => onDefaultsChange(withValue(defaults, key, value))} /> : null;
              })}
            </Flex>
          }
        />
      )}
      <Table<Row>
        size="middle"
        rowKey="column"
        pagination={false}
        dataSource={sample.columns.map((column, index) => ({ column, index }))}
        onRow={({ column }) => ({ 'data-column': column }) as object}
        scroll={{ x: 640 }}
        columns={(
          [
          {
            key: 'column',
            title: t('upload-wizard.mapping.column'),
            render: (_, { column, index }) => (
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Typography.Text strong dir="auto">
                  {column}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                  <Examples values={exampleValues(sample.rows, index)} />
                </Typography.Text>
              </Flex>
            ),
          },
          { key: 'arrow', width: 40, render: () => <Arrow style={{ opacity: 0.45 }} aria-hidden /> },
          {
            key: 'target',
            title: t('upload-wizard.mapping.target'),
            width: 280,
            render: (_, { column }) => (
              <Select
                aria-label={column}
                data-testid={`map-${column}`}
                style={{ width: '100%' }}
                showSearch
                optionFilterProp="title"
                status={trouble.has(column) ? 'error' : undefined}
                value={mapping[column] ?? SKIP}
                onChange={(value: string) => onChange({ ...mapping, [column]: value === SKIP ? null : value })}
                options={withTitles(options)}
              />
            ),
          },
          {
            key: 'state',
            width: 190,
            render: (_, { column }) => <GuessBadge state={guessState(column, mapping, initial)} />,
          },
          ] as TableColumnsType<Row>
        ).map((c) => ({ ...c, onCell: ({ column }: Row) => ({ style: trouble.has(column) ? { background: token.colorErrorBg } : undefined }) }))}
      />
      <Typography.Text type="secondary" data-testid="mapping-summary">
        {t('upload-wizard.mapping.summary', { count: imported, total: sample.columns.length })}
      </Typography.Text>
    </Flex>
  );
}

function withValue(defaults: Readonly<Record<string, EveryRowValue>>, key: string, value: EveryRowValue | undefined): Record<string, EveryRowValue> {
  const next = { ...defaults };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}

/** Search matches a label's text; labels that are elements carry it in `title`. */
function withTitles<T extends { label: unknown; title?: string; options?: { value: string; label: unknown; disabled?: boolean }[] }>(groups: T[]) {
  return groups.map((g) => (g.options ? { ...g, options: g.options.map((o) => ({ ...o, title: String(o.label) })) } : g));
}

/** Each value keeps its own direction (an Arabic name beside a Latin one), in the page's order. */
function Examples({ values }: { values: string[] }) {
  if (!values.length) return <>—</>;
  return (
    <>
      {values.map((value, i) => (
        <span key={value}>
          {i > 0 && ' · '}
          <bdi>{value}</bdi>
        </span>
      ))}
    </>
  );
}

function GuessBadge({ state }: { state: ReturnType<typeof guessState> }) {
  const { t } = useTranslation();
  if (state === 'guessed')
    return (
      <Tag color="green" icon={<CheckOutlined />} bordered={false}>
        {t('upload-wizard.mapping.guessed')}
      </Tag>
    );
  if (state === 'changed')
    return (
      <Tag color="blue" icon={<EditOutlined />} bordered={false}>
        {t('upload-wizard.mapping.changed')}
      </Tag>
    );
  return <Tag bordered={false}>{t('upload-wizard.mapping.unmatched')}</Tag>;
}

function ProblemList({ problems, fieldLabel }: { problems: MappingProblem[]; fieldLabel: (f: string) => string }) {
  const { t } = useTranslation();
  const text = (p: MappingProblem) => {
    if (p.kind === 'no-phone') return t('upload-wizard.mapping.noPhone');
    if (p.kind === 'many-phones') return t('upload-wizard.mapping.manyPhones', { columns: p.columns.join(', ') });
    return t('upload-wizard.mapping.repeated', { field: fieldLabel(p.field), columns: p.columns.join(', ') });
  };
  return problems.length === 1 ? (
    <>{text(problems[0])}</>
  ) : (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {problems.map((p) => (
        <li key={`${p.kind}-${'field' in p ? p.field : ''}`}>{text(p)}</li>
      ))}
    </ul>
  );
}
