import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeNavItem } from '../../resources/navigation.ts';
import { navIcon } from './nav-icons.tsx';
import { useNavigation } from './use-navigation.ts';

type Items = NonNullable<MenuProps['items']>;

export function SideMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const groups = useNavigation();
  const active = activeNavItem(pathname, groups);
  const activeGroup = groups.find((group) => group.items.includes(active!))?.key;
  // Every group starts open: an operator scans the whole menu more often than they fold it.
  const [openKeys, setOpenKeys] = useState<string[]>(() => groups.map((group) => group.key));

  useEffect(() => {
    if (activeGroup) setOpenKeys((keys) => (keys.includes(activeGroup) ? keys : [...keys, activeGroup]));
  }, [activeGroup]);

  // The menu is the shell's largest part: it is built again only when what it shows changes, not
  // on every change of the address (a list writing its page into the URL, a tab, a filter).
  const items = useMemo(
    (): Items =>
      groups.flatMap((group): Items => {
        const children = group.items.map((item) => ({
          key: item.key,
          icon: group.label ? undefined : navIcon(item.icon),
          label: (
            <Link to={item.path} onClick={onNavigate}>
              {t(item.label)}
            </Link>
          ),
        }));
        if (!group.label) return children;
        return [{ key: group.key, icon: navIcon(group.icon), label: t(group.label), children }];
      }),
    [groups, t, onNavigate],
  );
  const activeKey = active?.key;
  return useMemo(
    () => (
      <Menu
        mode="inline"
        items={items}
        selectedKeys={activeKey ? [activeKey] : []}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        style={{ borderInlineEnd: 'none' }}
        data-testid="side-menu"
      />
    ),
    [items, activeKey, collapsed, openKeys],
  );
}
