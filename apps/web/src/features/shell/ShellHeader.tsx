import IconChevronDown from '@douyinfe/semi-icons/lib/es/icons/IconChevronDown';
import IconMenu from '@douyinfe/semi-icons/lib/es/icons/IconMenu';
import Dropdown from '@douyinfe/semi-ui/lib/es/dropdown';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { appState } from '../../lib/app-state/app-state';
import { logout } from '../../lib/session/logout';
import { NoticeBell } from '../notices/NoticeBell';
import { useMinioImage } from './minio-image';

export const SELF_EDIT_PATH = '/self-edit';

/**
 * The header: the logo and title of common_config (交通数字大脑 by default, seed 000 §1), the top
 * menu when it is enabled, the bell of the tenant's notices, and the user's name with 个人中心 and
 * 退出登录.
 */
export function ShellHeader({
  topMenu,
  onOpenMenu,
}: {
  topMenu: ReactNode;
  /** On a phone: the button that opens the menu drawer. */
  onOpenMenu?: () => void;
}) {
  const { headerTitle, logoName, userInfo } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const logo = useMinioImage(logoName);
  const displayName = userInfo?.name || userInfo?.username || '';

  return (
    <header className="jt-shell-header">
      {onOpenMenu ? (
        <button
          type="button"
          className="jt-shell-header__menu-button"
          aria-label="打开菜单"
          onClick={onOpenMenu}
        >
          <IconMenu size="large" />
        </button>
      ) : null}
      <div className="jt-shell-header__brand">
        {logo ? <img className="jt-shell-header__logo" src={logo} alt="" /> : null}
        <h1 className="jt-shell-header__title" title={headerTitle}>
          {headerTitle}
        </h1>
      </div>
      <div className="jt-shell-header__menu">{topMenu}</div>
      <NoticeBell />
      <Dropdown
        trigger="click"
        clickToHide
        position="bottomRight"
        render={
          <Dropdown.Menu>
            <Dropdown.Item onClick={() => navigate(SELF_EDIT_PATH)}>个人中心</Dropdown.Item>
            <Dropdown.Item onClick={() => void logout()}>退出登录</Dropdown.Item>
          </Dropdown.Menu>
        }
      >
        <button type="button" className="jt-shell-header__user" aria-label="用户菜单">
          <span className="jt-shell-header__avatar" aria-hidden="true">
            {Array.from(displayName)[0] ?? ''}
          </span>
          <span className="jt-shell-header__name">{displayName}</span>
          <IconChevronDown size="small" />
        </button>
      </Dropdown>
    </header>
  );
}
