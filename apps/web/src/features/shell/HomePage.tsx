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

/**
 * /home, the home tab's page: who is signed in, today's date, and the menu's main entries as
 * shortcuts. Everything on it comes from the signed-in user and the menu; nothing is invented.
 */
export default function HomePage() {
  const { userInfo, menuList } = useSnapshot(appState);
  const { menu } = useSnapshot(sessionLoad);
  // A menu that could not be read is not an account without a menu (the error was told already).
  const menuUnread = menuList.length === 0 && (menu === 'failed' || menu === 'missing');
  const [, navigate] = useLocation();
  const now = useMemo(() => new Date(), []);
  const shortcuts = useMemo(() => homeShortcuts(menuList as readonly MenuItem[], '/home'), [menuList]);
  const name = userInfo?.name || userInfo?.username || '';
  // Tenant and department only: seed 000 §6 "Role names are not shown".
  const organisation = [userInfo?.tenantName, userInfo?.deptName].filter(Boolean).join(' · ');
  const lastLogin = formatDateTime(userInfo?.lastLogin);

  return (
    <div className="jt-page jt-home">
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

      <section className="jt-card">
        <h3 className="jt-card__title">功能导航</h3>
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
    </div>
  );
}
