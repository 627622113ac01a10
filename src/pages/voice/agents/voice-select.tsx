/**
 * The agent form's voice field: the voices of the team's provider (POST /v1/voice/agents/voices)
 * that speak the language chosen in the same form, each with its gender and style, and a play
 * button when the provider has a preview sample. A saved voice of another language stays shown, so
 * changing the language does not hide what is set.
 */
import { useMemo } from 'react';
import { Button, Form, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { VOICES_API, type VoiceOption, type VoicesResponse } from '../../../../resources/voice/voices.ts';
import { FormSelect } from '../../../components/form-select.tsx';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: unknown) => void;
  autoFocus?: boolean;
  required?: boolean;
}

export function VoiceSelect({ id, value, onChange, autoFocus, required }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const language = Form.useWatch('language', form) as string | undefined;
  // A POST that only reads: the provider's voices, asked again each time the form opens.
  const { query } = useCustom<VoicesResponse>({ url: VOICES_API, method: 'post', config: { payload: {} }, errorNotification: false, queryOptions: { gcTime: 0 } });
  const voices = query.data?.data.voices ?? null;
  const failed = query.isError;

  const options = useMemo(() => {
    const all = voices ?? [];
    const shown = all.filter((v) => !language || v.language === language);
    const saved = value ? all.find((v) => v.id === value) : undefined;
    if (saved && !shown.includes(saved)) shown.push(saved);
    return shown.map((voice) => ({ value: voice.id, label: <VoiceLabel voice={voice} otherLanguage={!!language && voice.language !== language} />, title: voice.name }));
  }, [voices, language, value]);

  return (
    <FormSelect
      id={id}
      data-widget="voice"
      autoFocus={autoFocus}
      value={value ?? undefined}
      onChange={onChange}
      allowClear={!required}
      loading={!voices && !failed}
      options={options}
      optionLabelProp="title"
      placeholder={failed ? t('agents.voices.failed') : t('agents.voices.placeholder')}
      notFoundContent={t('agents.voices.none')}
      style={{ minWidth: 280 }}
    />
  );
}

function VoiceLabel({ voice, otherLanguage }: { voice: VoiceOption; otherLanguage: boolean }) {
  const { t } = useTranslation();
  const traits = [t(`agents.voices.gender.${voice.gender}`), voice.style].filter(Boolean).join(' · ');
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span>{voice.name}</span>
      <Typography.Text type="secondary">{traits}</Typography.Text>
      {otherLanguage && <Typography.Text type="warning">{t('agents.voices.otherLanguage')}</Typography.Text>}
      {voice.preview_url && (
        <Button
          size="small"
          type="link"
          aria-label={t('agents.voices.preview', { name: voice.name })}
          onMouseDown={(event) => event.stopPropagation()}
          onClick={(event) => {
            event.stopPropagation();
            void new Audio(voice.preview_url!).play();
          }}
        >
          ▶
        </Button>
      )}
    </span>
  );
}
