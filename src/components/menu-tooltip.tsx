import { useEffect, useState, type ReactElement } from 'react';
import { Tooltip } from 'antd';

interface Props {
  title?: string;
  menuOpen: boolean;
  children: ReactElement;
}

/**
 * The name of an icon-only button that opens a menu, shown on hover and focus, and out of the way
 * while its menu is open (and after it closes, until the pointer comes back). The menu's trigger
 * hands its ref and handlers to this element: they pass on through the tooltip to the button.
 */
export function MenuTooltip({ title, menuOpen, children, ...passed }: Props) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (menuOpen) setWanted(false);
  }, [menuOpen]);
  return (
    <Tooltip {...passed} title={title} open={!!title && wanted && !menuOpen} onOpenChange={setWanted}>
      {children}
    </Tooltip>
  );
}
