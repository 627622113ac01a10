import { Button, Checkbox, Flex, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { labelKey, type Resource } from '../../../resources/kit/index.ts';
import { choosableColumns } from '../column-prefs.ts';

interface Props {
  resource: Resource;
  columns: string[];
  onChange: (columns: string[]) => void;
  onReset: () => void;
}

export function ColumnChooser({ resource, columns, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const all = choosableColumns(resource);
  const content = (
    <Flex vertical gap={8} data-testid="column-chooser">
      <Checkbox.Group
        value={columns}
        onChange={(checked) => onChange(all.filter((name) => checked.includes(name)))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        options={all.map((name) => ({ value: name, label: t(labelKey(resource, name)) }))}
      />
      <Button size="small" type="link" onClick={onReset} style={{ paddingInline: 0, alignSelf: 'start' }}>
        {t('resources.list.resetColumns')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('resources.list.columns')}>
      <Button icon={<SettingOutlined />}>{t('resources.list.columns')}</Button>
    </Popover>
  );
}
