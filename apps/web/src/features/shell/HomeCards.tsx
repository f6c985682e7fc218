// The classic home page's two cards, shared by /home (when no home layout with widgets is in
// use) and by the home layout's homeWelcome and homeShortcuts widgets.
import IconCalendar from '@douyinfe/semi-icons/lib/es/icons/IconCalendar';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { appState } from '../../lib/app-state/app-state';
import type { MenuItem } from '../../lib/menu/menu-model';
import { loadSessionContext, sessionLoad } from '../../lib/session/session-context';
import { chineseDate, formatDateTime, greetingFor, homeShortcuts } from './home-page-model';
import { MenuIcon } from './MenuIcon';
import { openMenuEntry } from './menu-open';
import './pages.css';

/** Who is signed in and today (the home page's first card; the homeWelcome widget). */
export function WelcomeCard() {
  const { userInfo } = useSnapshot(appState);
  const now = useMemo(() => new Date(), []);
  const name = userInfo?.name || userInfo?.username || '';
  // Tenant and department only: seed 000 §6 "Role names are not shown".
  const organisation = [userInfo?.tenantName, userInfo?.deptName].filter(Boolean).join(' · ');
  const lastLogin = formatDateTime(userInfo?.lastLogin);
  return (
    <section className="jt-card jt-home__welcome">
      <div className="jt-home__who">
        <h2 className="jt-home__greeting">
          {greetingFor(now)}
          {name ? `，${name}` : ''}
        </h2>
        {organisation ? <p className="jt-home__org">{organisation}</p> : null}
      </div>
      <div className="jt-home__today">
        <span className="jt-home__date">
          <IconCalendar />
          {chineseDate(now)}
        </span>
        {lastLogin ? <span className="jt-home__last">上次登录：{lastLogin}</span> : null}
      </div>
    </section>
  );
}

/** The menu's main entries as shortcuts (the home page's second card; the homeShortcuts widget). */
export function ShortcutsCard({ title = '功能导航' }: { title?: string }) {
  const { menuList } = useSnapshot(appState);
  const { menu } = useSnapshot(sessionLoad);
  // A menu that could not be read is not an account without a menu (the error was told already).
  const menuUnread = menuList.length === 0 && (menu === 'failed' || menu === 'missing');
  const [, navigate] = useLocation();
  const shortcuts = useMemo(() => homeShortcuts(menuList as readonly MenuItem[], '/home'), [menuList]);
  return (
    <section className="jt-card">
      <h3 className="jt-card__title">{title}</h3>
      {menuUnread ? (
        <div className="jt-home__empty" role="alert">
          <p>功能菜单未能读取</p>
          <Button onClick={() => void loadSessionContext()}>重新读取</Button>
        </div>
      ) : shortcuts.length === 0 ? (
        <p className="jt-home__empty">当前账号暂无可用的功能菜单</p>
      ) : (
        <ul className="jt-home__shortcuts">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.id}>
              <button
                type="button"
                className="jt-home__shortcut"
                onClick={() => openMenuEntry(shortcut, navigate)}
              >
                <MenuIcon icon={shortcut.icon} size={32} fallback={shortcut.title} />
                <span className="jt-home__shortcut-text">
                  <span className="jt-home__shortcut-title">{shortcut.title}</span>
                  <span className="jt-home__shortcut-count">{shortcut.pageCount} 个页面</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
