/** Step 5: what else the import does: the country for national numbers, tags, a segment, duplicates. */
import { useEffect, useState } from 'react';
import { Flex, Form, Radio, Select, Typography } from 'antd';
import { useSegmentSelect } from '../segments/use-segment-select.ts';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '../../../resource-ui/use-locale.ts';
import { loadPhoneEngine } from '../../../resource-ui/form/phone/load-engine.ts';
import type { CountryChoice } from '../../../resource-ui/form/phone/country-names.ts';
import type { OnDuplicate } from '../../../../resources/audience/data-file-import.ts';

export interface ImportOptions {
  default_country?: string;
  tags: string[];
  segment_id?: number;
  on_duplicate: OnDuplicate;
}

interface Props {
  value: ImportOptions;
  onChange: (value: ImportOptions) => void;
  /** Field messages from a refused import (422), by field. */
  errors: Record<string, string>;
}

/** Every country libphonenumber knows, named in the UI language (the phone field's own list). */
function useCountries(): CountryChoice[] {
  const locale = useIntlLocale();
  const [choices, setChoices] = useState<CountryChoice[]>([]);
  useEffect(() => {
    let current = true;
    void loadPhoneEngine().then((engine) => current && setChoices(engine.localizedChoices(locale)));
    return () => {
      current = false;
    };
  }, [locale]);
  return choices;
}

export function OptionsStep({ value, onChange, errors }: Props) {
  const { t } = useTranslation();
  const countries = useCountries();
  const { selectProps: segmentProps } = useSegmentSelect();
  const set = (next: Partial<ImportOptions>) => onChange({ ...value, ...next });
  const status = (field: string) => (errors[field] ? ('error' as const) : undefined);

  return (
    <Form layout="vertical" style={{ maxWidth: 640 }} data-testid="options-step" requiredMark={false}>
      <Form.Item label={t('upload-wizard.options.defaultCountry')} htmlFor="import-country" help={errors.default_country} extra={t('upload-wizard.options.defaultCountryHelp')} validateStatus={status('default_country')}>
        <Select
          id="import-country"
          showSearch
          allowClear
          placeholder={t('upload-wizard.options.noDefaultCountry')}
          value={value.default_country}
          onChange={(country?: string) => set({ default_country: country || undefined })}
          optionFilterProp="title"
          loading={!countries.length}
          options={countries.map((c) => ({
            value: c.country,
            title: `${c.name} ${c.country} +${c.callingCode}`,
            label: (
              <Flex justify="space-between" gap={8}>
                <span>{c.name}</span>
                <Typography.Text type="secondary" className="ltr">
                  +{c.callingCode}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('upload-wizard.options.tags')} htmlFor="import-tags" help={errors.tags} extra={t('upload-wizard.options.tagsHelp')} validateStatus={status('tags')}>
        <Select
          id="import-tags"
          mode="tags"
          value={value.tags}
          onChange={(tags: string[]) => set({ tags: tags.map((tag) => tag.trim()).filter(Boolean) })}
          placeholder={t('upload-wizard.options.tagsPlaceholder')}
          tokenSeparators={[',']}
          open={false}
          suffixIcon={null}
        />
      </Form.Item>
      <Form.Item label={t('upload-wizard.options.segment')} htmlFor="import-segment" help={errors.segment_id} extra={t('upload-wizard.options.segmentHelp')} validateStatus={status('segment_id')}>
        <Select
          {...(segmentProps as object)}
          id="import-segment"
          allowClear
          placeholder={t('upload-wizard.options.segmentPlaceholder')}
          value={value.segment_id}
          onChange={(id?: number) => set({ segment_id: id ?? undefined })}
        />
      </Form.Item>
      <Form.Item label={t('upload-wizard.options.onDuplicate')} help={errors.on_duplicate} validateStatus={status('on_duplicate')}>
        <Radio.Group value={value.on_duplicate} onChange={(e) => set({ on_duplicate: e.target.value as OnDuplicate })}>
          <Flex vertical gap={8}>
            {(['update', 'skip'] as const).map((choice) => (
              <Radio key={choice} value={choice}>
                <Flex vertical>
                  <span>{t(`upload-wizard.options.${choice}`)}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`upload-wizard.options.${choice}Help`)}
                  </Typography.Text>
                </Flex>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
    </Form>
  );
}
