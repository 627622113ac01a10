/** The "shortcuts" button: a popover listing the editor's keys (Cmd instead of Ctrl on a Mac). */
import { Button, Popover, Tooltip, Typography } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from './use-shortcuts.ts';

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const WORDS = new Set(['drag', 'click']);

export function ShortcutsHelp() {
  const { t } = useTranslation();
  const content = (
    <table data-testid="shortcuts-help" style={{ borderSpacing: '12px 4px', marginInline: -12 }}>
      <tbody>
        {SHORTCUTS.map(([name, keys]) => (
          <tr key={name}>
            <td>{t(`automations.shortcuts.${name}`)}</td>
            <td dir="ltr" style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
              {keys.map((k, i) => (
                <span key={i}>
                  {i > 0 && ' + '}
                  {WORDS.has(k) ? t(`automations.shortcuts.keys.${k}`) : <Typography.Text keyboard>{k === 'Ctrl' && mac ? '⌘' : k}</Typography.Text>}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Popover content={content} title={t('automations.shortcuts.title')} trigger="click" placement="bottomRight">
      <Tooltip title={t('automations.shortcuts.title')}>
        <Button icon={<QuestionCircleOutlined />} aria-label={t('automations.shortcuts.title')} data-testid="shortcuts-button" />
      </Tooltip>
    </Popover>
  );
}
