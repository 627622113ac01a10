/**
 * The rule builder: react-querybuilder with its antd controls, fed by the team's fields. Lists are
 * arrays on the wire (the server reads either); each rule the server refused shows its message under
 * it, found by its path (`rules.rules.1.rules.0` is the second item's first rule).
 */
import { createContext, useContext, useMemo } from 'react';
import { Typography } from 'antd';
import { AntDValueSelector, QueryBuilderAntD } from '@react-querybuilder/antd';
import { QueryBuilder, Rule, type RuleGroupType, type RuleProps, type Translations, type ValueSelectorProps } from 'react-querybuilder';
import { useTranslation } from 'react-i18next';
import 'react-querybuilder/dist/query-builder.css';
import type { BuilderField } from '../../../../resources/audience/segment-rules.ts';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { builderFields, editorFor } from './builder-fields.ts';

/** The server's messages by path, for the rules to show. */
const Errors = createContext<Record<string, string[]>>({});
/** Paths of the rules still being written, which the count leaves out. */
const Unfinished = createContext<ReadonlySet<string>>(new Set());

const pathKey = (path: readonly number[]) => ['rules', ...path.flatMap((i) => ['rules', String(i)])].join('.');

function RuleWithError(props: RuleProps) {
  const { t } = useTranslation();
  const errors = useContext(Errors);
  const unfinished = useContext(Unfinished);
  const messages = errors[pathKey(props.path)];
  const waiting = !messages && unfinished.has(pathKey(props.path)) && !props.disabled;
  return (
    <div className={messages ? 'rule-with-error' : undefined} data-testid={messages ? 'rule-error' : waiting ? 'rule-unfinished' : undefined}>
      <Rule {...props} />
      {waiting && (
        <Typography.Text type="secondary" style={{ display: 'block', paddingInlineStart: 8, fontSize: 12 }}>
          {t('segments.builder.unfinished')}
        </Typography.Text>
      )}
      {messages && (
        <Typography.Text type="danger" style={{ display: 'block', paddingInlineStart: 8, fontSize: 12 }}>
          {messages.join(' ')}
        </Typography.Text>
      )}
    </div>
  );
}

interface Props {
  fields: BuilderField[];
  query: RuleGroupType;
  onChange(query: RuleGroupType): void;
  errors: Record<string, string[]>;
  /** Paths of the rules not finished yet (not counted). */
  incomplete?: readonly string[];
  disabled?: boolean;
}

export function RuleBuilder({ fields, query, onChange, errors, incomplete, disabled }: Props) {
  const unfinished = useMemo(() => new Set(incomplete ?? []), [incomplete]);
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const options = useMemo(() => builderFields(t, locale, fields), [t, locale, fields]);
  const byName = useMemo(() => new Map(fields.map((f) => [f.name, f])), [fields]);
  const translations = useMemo<Partial<Translations>>(
    () => ({
      addRule: { label: t('segments.builder.addRule'), title: t('segments.builder.addRule') },
      addGroup: { label: t('segments.builder.addGroup'), title: t('segments.builder.addGroup') },
      removeRule: { label: '⨯', title: t('segments.builder.removeRule') },
      removeGroup: { label: '⨯', title: t('segments.builder.removeGroup') },
      notToggle: { label: t('segments.builder.not'), title: t('segments.builder.not') },
      fields: { title: t('segments.builder.field'), placeholderLabel: t('segments.builder.pickField'), placeholderGroupLabel: t('segments.builder.pickField') },
      operators: { title: t('segments.builder.operator') },
      value: { title: t('segments.builder.value') },
      combinators: { title: t('segments.builder.combinator') },
    }),
    [t],
  );
  const combinators = useMemo(
    () => [
      { name: 'and', value: 'and', label: t('segments.builder.and') },
      { name: 'or', value: 'or', label: t('segments.builder.or') },
    ],
    [t],
  );
  return (
    <Errors.Provider value={errors}>
      <Unfinished.Provider value={unfinished}>
      <QueryBuilderAntD>
        <QueryBuilder
          fields={options}
          query={query}
          onQueryChange={onChange}
          combinators={combinators}
          translations={translations}
          listsAsArrays
          showNotToggle
          resetOnFieldChange
          disabled={disabled}
          controlClassnames={{ queryBuilder: `queryBuilder-branches${disabled ? ' segment-rules-readonly' : ''}` }}
          controlElements={{ rule: RuleWithError, valueSelector: LabelledSelector }}
          getValueEditorType={(field: string, operator: string) => {
            const f = byName.get(field);
            return f ? editorFor(f, operator).type : 'text';
          }}
          getInputType={(field: string, operator: string) => {
            const f = byName.get(field);
            return (f && editorFor(f, operator).input) ?? 'text';
          }}
          getDefaultValue={({ field, operator }: { field: string; operator: string }) => {
            const f = byName.get(field);
            if (!f) return '';
            const editor = editorFor(f, operator ?? '');
            if (editor.type === 'multiselect') return [];
            if (f.type === 'boolean') return 'true';
            if (editor.type === 'select') return f.values?.[0]?.value ?? '';
            return '';
          }}
        />
      </QueryBuilderAntD>
      </Unfinished.Provider>
    </Errors.Provider>
  );
}

/** From this many options on, a select of the builder can be searched by typing (the fields, countries, networks). */
const SEARCH_FROM = 10;

/** How many options a list holds, counting those inside groups. */
const optionCount = (options: readonly unknown[]): number =>
  options.reduce<number>((n, o) => {
    const inner = (o as { options?: unknown }).options;
    return n + (Array.isArray(inner) ? inner.length : 1);
  }, 0);

/** A select of the builder (combinator, field, operator, a value) named for screen readers by its title. */
function LabelledSelector(props: ValueSelectorProps) {
  return <AntDValueSelector {...props} aria-label={props.title} showSearch={optionCount(props.options) >= SEARCH_FROM} />;
}
