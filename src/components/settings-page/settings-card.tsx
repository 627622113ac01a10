import type { ReactNode } from 'react';
import { Alert, Button, Card, Form, Space, Typography, type CardProps, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Settings } from './use-settings.ts';

interface Props<R, V, A> {
  settings: Settings<R, V, A>;
  card: CardProps & { 'data-testid': string };
  intro: string;
  /** Between the intro and a failure: what the settings come to now. */
  notice?: ReactNode;
  /** How a test's answer reads. */
  result?: (answer: A) => ReactNode;
  form?: Omit<FormProps<V>, 'form' | 'layout' | 'onFinish' | 'disabled'>;
  saveLabel?: string;
  testButton?: { label: string; icon?: ReactNode; testId?: string };
  /** Said instead of the buttons to those who may not change the settings. */
  readOnly: string;
  /** The settings' own fields. */
  children: ReactNode;
}

/** A settings card: its intro, what went wrong or what a test answered, the form, Save and Test. */
export function SettingsCard<R, V, A>({ settings, card, intro, notice, result, form, saveLabel, testButton, readOnly, children }: Props<R, V, A>) {
  const { t } = useTranslation();
  const { may, record, failure, tested, busy } = settings;
  const save = (
    <Button type="primary" htmlType="submit" loading={busy === 'save'}>
      {saveLabel ?? t('common.save')}
    </Button>
  );
  return (
    <Card {...card}>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {notice}
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      {tested !== null && result?.(tested)}
      <Form form={settings.form} layout="vertical" onFinish={settings.save} disabled={!may || !record} {...form}>
        {children}
        {!may ? (
          <Typography.Text type="secondary">{readOnly}</Typography.Text>
        ) : testButton ? (
          <Space>
            {save}
            <Button icon={testButton.icon} onClick={settings.test} loading={busy === 'test'} data-testid={testButton.testId}>
              {testButton.label}
            </Button>
          </Space>
        ) : (
          save
        )}
      </Form>
    </Card>
  );
}
