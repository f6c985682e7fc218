import Nav, { type NavItems } from '@douyinfe/semi-ui/lib/es/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { MenuItem } from '../../lib/menu/menu-model';
import { MenuIcon } from './MenuIcon';
import { activeMenu, indexMenu } from './menu-nav';
import { openMenuEntry } from './menu-open';

const ICON_SIZE = 18;

function toNavItems(items: readonly MenuItem[], level: number): NavItems {
  return items.map((item) => ({
    itemKey: item.id,
    // Marked with its level so a test (or a user style) can tell top-level entries from nested ones.
    text: (
      <span className="jt-side-menu__text" data-menu-level={level} title={item.title}>
        {item.title}
      </span>
    ),
    // Icons at the top level only: the nested levels are indented text, as in most admin menus.
    icon: level === 0 ? <MenuIcon icon={item.icon} size={ICON_SIZE} fallback={item.title} /> : undefined,
    items: item.children.length > 0 ? toNavItems(item.children, level + 1) : undefined,
  }));
}

interface SideMenuProps {
  items: readonly MenuItem[];
  /** The collapse button at its foot (not in the phone's drawer, which closes instead). */
  collapsible?: boolean;
}

/** The sidebar: Semi Nav over the shown menu, collapsible, following the current page. */
export function SideMenu({ items, collapsible = true }: SideMenuProps) {
  const [location, navigate] = useLocation();
  const navItems = useMemo(() => toNavItems(items, 0), [items]);
  const index = useMemo(() => indexMenu(items), [items]);
  const active = useMemo(() => activeMenu(items, location), [items, location]);
  const [openKeys, setOpenKeys] = useState<string[]>(active.openIds);
  const [collapsed, setCollapsed] = useState(false);

  // Opening a page from elsewhere (a tab, the home page) unfolds its groups; the user's own
  // folding stays as it is.
  useEffect(() => {
    setOpenKeys((keys) => [...new Set([...keys, ...active.openIds])]);
  }, [active.openIds]);

  return (
    <Nav
      className="jt-side-menu"
      items={navItems}
      selectedKeys={active.selectedId ? [active.selectedId] : []}
      openKeys={openKeys}
      onOpenChange={({ openKeys: next }) => setOpenKeys((next ?? []).map(String))}
      onSelect={({ itemKey }) => {
        const item = index.get(String(itemKey));
        if (item) openMenuEntry(item, navigate);
      }}
      isCollapsed={collapsed}
      onCollapseChange={setCollapsed}
      footer={
        collapsible
          ? {
              collapseButton: true,
              collapseText: (isCollapsed) => (isCollapsed ? '展开侧边栏' : '收起侧边栏'),
            }
          : undefined
      }
    />
  );
}
