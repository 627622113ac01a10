import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Flex, Popover } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { MenuTooltip } from './menu-tooltip.tsx';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  icon?: ReactNode;
  testId?: string;
  /** For labels in another script (a language named in itself). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

interface ChoiceMenuProps<T extends string> {
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  label: string;
  /** Shown on hover and focus while the menu is closed: the name of an icon-only button. */
  tip?: string;
  children: ReactElement;
}

/**
 * A small pick-one menu on a popover. The guest pages need it, and antd's Dropdown brings the
 * whole rc-menu along, which /login should not download.
 */
export function ChoiceMenu<T extends string>({ value, choices, onChange, label, tip, children }: ChoiceMenuProps<T>) {
  const [open, setOpen] = useState(false);
  const content = (
    <Flex vertical role="menu" aria-label={label} style={{ minWidth: 150 }}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          type="text"
          role="menuitem"
          aria-current={choice.value === value ? 'true' : undefined}
          icon={choice.icon}
          data-testid={choice.testId}
          style={{ justifyContent: 'flex-start' }}
          onClick={() => {
            setOpen(false);
            onChange(choice.value);
          }}
        >
          <span lang={choice.lang} dir={choice.dir} style={{ flex: 1, textAlign: 'start' }}>
            {choice.label}
          </span>
          {choice.value === value && <CheckOutlined />}
        </Button>
      ))}
    </Flex>
  );
  return (
    <MenuTooltip title={tip} menuOpen={open}>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={content} arrow={false}>
        {children}
      </Popover>
    </MenuTooltip>
  );
}
