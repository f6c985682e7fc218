import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { appState } from '../../lib/app-state/app-state';
import type { MenuItem } from '../../lib/menu/menu-model';
import { useNarrowScreen } from '../../ui/layout/use-narrow-screen';
import { activeMenu, sidebarItems } from './menu-nav';
import { PageTabs } from './PageTabs';
import { ShellHeader } from './ShellHeader';
import { SideMenu } from './SideMenu';
import { TopMenu } from './TopMenu';
import { openTab } from './tabs';
import { useSkin } from './use-skin';
import { Watermark } from './Watermark';
import './shell.css';

export interface ShellRoute {
  /** The route's path as registered (the menu url for menu pages). */
  path: string;
  /** The route's title: the tab's title and the document's. */
  title: string;
}

interface ShellLayoutProps {
  route: ShellRoute;
  children: ReactNode;
}

/**
 * The signed-in frame around the shell's pages: header (title, logo, top menu, user), sidebar
 * menu, open-page tabs, the page, and the watermark. Loaded lazily, so the sign-in page does not
 * carry Nav, Tabs and Dropdown.
 */
export default function ShellLayout({ route, children }: ShellLayoutProps) {
  const { menuList, topMenuEnabled, headerHidden, sidebarHidden, headerTitle } = useSnapshot(appState);
  useSkin();
  const [location] = useLocation();
  const items = menuList as readonly MenuItem[];
  const active = useMemo(() => activeMenu(items, location), [items, location]);
  const [chosenTopId, setChosenTopId] = useState<string | null>(active.topLevelId);
  // Under 768 px the sidebar is a drawer behind the header's menu button, holding the whole menu
  // (the top menu has no room there); a header hidden by its flag keeps the desktop sidebar.
  const narrow = useNarrowScreen();
  const drawer = narrow && !headerHidden;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page opened from the drawer closes it
  useEffect(() => {
    setDrawerOpen(false);
  }, [location]);

  useEffect(() => {
    if (active.topLevelId !== null) setChosenTopId(active.topLevelId);
  }, [active.topLevelId]);

  // Every page the shell shows gets (or selects) its tab, titled by its route (seed 000 §2).
  useEffect(() => {
    appState.openTabs = openTab(appState.openTabs, { path: route.path, title: route.title });
    appState.currentPath = route.path;
    document.title = route.title === headerTitle ? headerTitle : `${route.title} - ${headerTitle}`;
  }, [route.path, route.title, headerTitle]);

  const topMenuShown = topMenuEnabled && !drawer;
  const sideItems = sidebarItems(items, topMenuShown, chosenTopId);
  const showSidebar = !sidebarHidden && sideItems.length > 0;

  return (
    <div className="jt-shell">
      {headerHidden ? null : (
        <ShellHeader
          topMenu={
            topMenuShown ? <TopMenu items={items} chosenId={chosenTopId} onChoose={setChosenTopId} /> : null
          }
          onOpenMenu={drawer && showSidebar ? () => setDrawerOpen(true) : undefined}
        />
      )}
      <div className="jt-shell__body">
        {showSidebar && !drawer ? (
          <aside className="jt-shell__sidebar" aria-label="菜单">
            <SideMenu items={sideItems} />
          </aside>
        ) : null}
        {showSidebar && drawer ? (
          <SideSheet
            className="jt-shell__drawer"
            placement="left"
            width="min(300px, 85vw)"
            title={headerTitle}
            visible={drawerOpen}
            onCancel={() => setDrawerOpen(false)}
            bodyStyle={{ padding: 0 }}
          >
            <aside className="jt-shell__sidebar" aria-label="菜单">
              <SideMenu items={sideItems} collapsible={false} />
            </aside>
          </SideSheet>
        ) : null}
        <div className="jt-shell__main">
          <PageTabs />
          <main className="jt-shell__content">{children}</main>
        </div>
      </div>
      <Watermark />
    </div>
  );
}
