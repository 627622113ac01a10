import type { SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../components/form-select.tsx';
import { useCountryOptions, type CountryOption } from './country-names.ts';

/** Matches a typed name or code: "emir", "ae", "الإمارات". */
const matches = (input: string, option?: CountryOption) => {
  const q = input.trim().toLowerCase();
  return !!option && (option.label.toLowerCase().includes(q) || option.value.toLowerCase() === q);
};

/** Picks one country (or several with mode="multiple") out of every country, searchable by name or code. */
export function CountrySelect(props: Omit<SelectProps<string | string[], CountryOption>, 'options' | 'filterOption' | 'showSearch'>) {
  const { t } = useTranslation();
  const options = useCountryOptions();
  return (
    <FormSelect<string | string[], CountryOption>
      style={{ minWidth: 220 }}
      placeholder={t('resources.country.pick')}
      {...props}
      showSearch
      loading={!options.length}
      options={options}
      filterOption={matches}
      optionRender={(option) => (
        <span>
          {option.label} <span style={{ opacity: 0.55 }}>{option.value}</span>
        </span>
      )}
    />
  );
}
