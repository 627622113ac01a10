/** The deck's columns and format: each role's column from the header, and the settings a deck is read by. */
import { Alert, Card, Col, Form, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DECK_COLUMN_ROLES, DECK_DATE_FORMATS, DECK_DECIMALS, DECK_KINDS, DECK_PRICE_UNITS, type DeckSettings } from '../../../../resources/sms/rate-decks.ts';
import { SMS_CURRENCIES } from '../../../../resources/sms/shared.ts';

export interface RouteExtras {
  notice_days: number;
  auto_apply: boolean;
}

interface Props {
  headers: string[];
  sheets: string[];
  settings: DeckSettings;
  extras: RouteExtras;
  saved: boolean;
  /** Why the saved settings did not fit this file. */
  note: string | null;
  errors: Record<string, string[]>;
  onChange: (settings: DeckSettings) => void;
  onExtras: (extras: RouteExtras) => void;
}

export function MappingCard({ headers, sheets, settings, extras, saved, note, errors, onChange, onExtras }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<DeckSettings>) => onChange({ ...settings, ...patch });
  const error = (key: string) => errors[`settings.${key}`]?.[0];
  const columnOptions = headers.filter(Boolean).map((h) => ({ value: h, label: h }));
  return (
    <Card title={t('rate-decks.mapping.title')} data-testid="deck-mapping">
      <Typography.Paragraph type="secondary">{t('rate-decks.mapping.intro')}</Typography.Paragraph>
      <Alert
        style={{ marginBottom: 16 }}
        type={note ? 'warning' : saved ? 'success' : 'info'}
        showIcon
        message={t(note ? 'rate-decks.mapping.mismatch' : saved ? 'rate-decks.mapping.saved' : 'rate-decks.mapping.guessed')}
        description={note ?? undefined}
      />
      <Form layout="vertical">
        <Row gutter={16}>
          {DECK_COLUMN_ROLES.map((role) => (
            <Col key={role} xs={24} sm={12} lg={8}>
              <Form.Item label={t(`rate-decks.roles.${role}`)} htmlFor={`deck-col-${role}`} validateStatus={error(`columns.${role}`) ? 'error' : undefined} help={error(`columns.${role}`)}>
                <Select
                  id={`deck-col-${role}`}
                  allowClear
                  placeholder={t('rate-decks.mapping.none')}
                  value={settings.columns[role] ?? null}
                  options={columnOptions}
                  onChange={(v) => set({ columns: { ...settings.columns, [role]: v ?? undefined } })}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item label={t('rate-decks.mapping.priceUnit')} htmlFor="deck-unit">
              <Select id="deck-unit" value={settings.price_unit} options={DECK_PRICE_UNITS.map((u) => ({ value: u, label: t(`rate-decks.units.${u}`) }))} onChange={(v) => set({ price_unit: v })} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item label={t('rate-decks.mapping.decimal')} htmlFor="deck-decimal">
              <Select id="deck-decimal" value={settings.decimal} options={DECK_DECIMALS.map((d) => ({ value: d, label: t(`rate-decks.decimals.${d}`) }))} onChange={(v) => set({ decimal: v })} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item label={t('rate-decks.mapping.dateFormat')} htmlFor="deck-date">
              <Select id="deck-date" value={settings.date_format} options={DECK_DATE_FORMATS.map((f) => ({ value: f, label: <bdi dir="ltr">{f}</bdi> }))} onChange={(v) => set({ date_format: v })} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item label={t('rate-decks.mapping.currency')} htmlFor="deck-currency">
              <Select id="deck-currency" allowClear placeholder={t('rate-decks.mapping.none')} value={settings.currency ?? null} options={SMS_CURRENCIES.map((c) => ({ value: c, label: c }))} onChange={(v) => set({ currency: v ?? undefined })} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item label={t('rate-decks.mapping.deck')} htmlFor="deck-kind">
              <Select id="deck-kind" value={settings.deck} options={DECK_KINDS.map((k) => ({ value: k, label: t(`rate-decks.decks.${k}`) }))} onChange={(v) => set({ deck: v })} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <Form.Item label={t('rate-decks.mapping.headerRow')} htmlFor="deck-header-row" validateStatus={error('header_row') ? 'error' : undefined} help={error('header_row')}>
              <InputNumber id="deck-header-row" min={1} max={1000} value={settings.header_row} onChange={(v) => set({ header_row: v ?? undefined })} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {sheets.length > 1 && (
            <Col xs={12} sm={6} lg={3}>
              <Form.Item label={t('rate-decks.upload.sheet')} htmlFor="deck-sheet" validateStatus={error('sheet') ? 'error' : undefined} help={error('sheet')}>
                <Select id="deck-sheet" value={settings.sheet ?? sheets[0]} options={sheets.map((s) => ({ value: s, label: s }))} onChange={(v) => set({ sheet: v, header_row: undefined })} />
              </Form.Item>
            </Col>
          )}
          <Col xs={12} sm={6} lg={3}>
            <Form.Item label={t('rate-decks.mapping.noticeDays')} htmlFor="deck-notice">
              <InputNumber id="deck-notice" min={0} max={365} value={extras.notice_days} onChange={(v) => onExtras({ ...extras, notice_days: v ?? 0 })} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <Form.Item label={t('rate-decks.mapping.autoApply')} htmlFor="deck-auto">
              <Switch id="deck-auto" checked={extras.auto_apply} onChange={(v) => onExtras({ ...extras, auto_apply: v })} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
