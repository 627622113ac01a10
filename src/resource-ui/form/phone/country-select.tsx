import { GlobalOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { CountryChoice } from './country-names.ts';
import { placementFor, type Placement } from './placement.ts';
import { findByPrefix, typeToFind } from './type-to-find.ts';

interface Props {
  id?: string;
  /** Accessible name of the button and of its list. */
  label: string;
  choices: readonly CountryChoice[];
  value: string | null;
  /** Shown when no country is known yet but a calling code was typed (+1 …). */
  callingCode: string | null;
  onChange: (country: string) => void;
  /** The element whose free space below decides whether the list opens upwards. */
  anchor: RefObject<HTMLElement | null>;
  locale: string;
}

/**
 * A select-only combobox (WAI-ARIA APG): focus stays on the button, the list follows with
 * aria-activedescendant; arrows, Home, End, Enter, Escape, and type-to-find on the country names.
 */
export function CountrySelect({ id, label, choices, value, callingCode, onChange, anchor, locale }: Props) {
  const { token } = theme.useToken();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [placement, setPlacement] = useState<Placement>('bottom');
  const finder = useRef(typeToFind());
  const names = useMemo(() => choices.map((c) => c.name), [choices]);
  const index = choices.findIndex((c) => c.country === value);
  const selected = Math.max(0, index);
  const optionId = (index: number) => `${listId}-${choices[index]?.country}`;
  useEffect(() => () => finder.current.clear(), []);
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const show = (index: number) => {
    if (!open) {
      const rect = (anchor.current ?? document.getElementById(id ?? ''))?.getBoundingClientRect();
      setPlacement(rect ? placementFor(rect, window.innerHeight) : 'bottom');
      setOpen(true);
    }
    setActive(index);
  };
  const close = () => {
    setOpen(false);
    finder.current.clear();
  };
  const choose = (index: number) => {
    close();
    if (choices[index]) onChange(choices[index].country);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const last = choices.length - 1;
    const move = (index: number) => {
      e.preventDefault();
      show(Math.min(Math.max(index, 0), last));
    };
    if (e.key === 'ArrowDown') return move(open ? active + 1 : selected);
    if (e.key === 'ArrowUp') return move(open ? active - 1 : selected);
    if (open && e.key === 'Home') return move(0);
    if (open && e.key === 'End') return move(last);
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      return close();
    }
    if (e.key === 'Tab') return close();
    if ((e.key === 'Enter' || e.key === ' ') && !(e.key === ' ' && open && finder.current.pending())) {
      e.preventDefault(); // the button must not also "click" and toggle the list again
      return open ? choose(active) : show(selected);
    }
    if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      const found = findByPrefix(names, finder.current.push(e.key), locale);
      if (found >= 0) show(found);
    }
  };

  return (
    <>
      <Button
        id={id}
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => (open ? close() : show(selected))}
        onKeyDown={onKeyDown}
        onKeyUp={(e) => e.key === ' ' && e.preventDefault()}
        onBlur={close}
      >
        {value ? (
          <bdi dir="ltr">
            {value} +{choices[index]?.callingCode ?? callingCode}
          </bdi>
        ) : callingCode ? (
          <bdi dir="ltr">+{callingCode}</bdi>
        ) : (
          <GlobalOutlined />
        )}
      </Button>
      {open && (
        <ul
          role="listbox"
          id={listId}
          aria-label={label}
          data-placement={placement}
          onMouseDown={(e) => e.preventDefault()} // keeps focus (and the list) on the button
          style={{
            position: 'absolute',
            insetInlineStart: 0,
            [placement === 'top' ? 'bottom' : 'top']: '100%',
            zIndex: token.zIndexPopupBase + 50,
            margin: '4px 0',
            padding: 4,
            listStyle: 'none',
            width: 'max(100%, 280px)',
            maxHeight: 256,
            overflowY: 'auto',
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {choices.map((choice, index) => (
            <li
              key={choice.country}
              id={optionId(index)}
              role="option"
              aria-selected={choice.country === value}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 8,
                padding: '5px 12px',
                cursor: 'pointer',
                borderRadius: token.borderRadiusSM,
                fontWeight: choice.country === value ? 600 : undefined,
                background: index === active ? token.controlItemBgHover : choice.country === value ? token.controlItemBgActive : undefined,
              }}
            >
              <span>{choice.name}</span>
              <bdi dir="ltr">+{choice.callingCode}</bdi>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
