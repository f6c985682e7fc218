import Nav, { type NavItems } from '@douyinfe/semi-ui/lib/es/navigation';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { firstPageUrl, type MenuItem } from '../../lib/menu/menu-model';
import { MenuIcon } from './MenuIcon';
import { openMenuEntry } from './menu-open';

interface TopMenuProps {
  items: readonly MenuItem[];
  /** The top-level entry whose children the sidebar shows. */
  chosenId: string | null;
  onChoose: (id: string) => void;
}

/**
 * The top menu (common_config enable_top_menu '0'): the top-level entries in the header. Choosing
 * a group shows its children in the sidebar and opens its first page; a page opens directly.
 */
export function TopMenu({ items, chosenId, onChoose }: TopMenuProps) {
  const [, navigate] = useLocation();
  const navItems: NavItems = useMemo(
    () =>
      items.map((item) => ({
        itemKey: item.id,
        text: <span data-top-menu-id={item.id}>{item.title}</span>,
        icon: <MenuIcon icon={item.icon} size={16} fallback={item.title} />,
      })),
    [items],
  );
  return (
    <Nav
      className="jt-top-menu"
      mode="horizontal"
      items={navItems}
      selectedKeys={chosenId ? [chosenId] : []}
      onSelect={({ itemKey }) => {
        const item = items.find((entry) => entry.id === String(itemKey));
        if (!item) return;
        if (item.url) {
          openMenuEntry(item, navigate);
          return;
        }
        onChoose(item.id);
        const first = firstPageUrl(item.children);
        if (first) navigate(first);
      }}
    />
  );
}
