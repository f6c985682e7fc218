import { ownStyle, placement } from './PlacedComponent';
import { type LoginTab, type PageComponent, tabNames } from './page-config';

const TABS: readonly LoginTab[] = ['account', 'phone'];

/** The login tab's names ('账号登录,手机登录'): the phone tab only when the phone sign-in is offered. */
export function LoginTabs({
  component,
  tab,
  phoneShown,
  onSelect,
}: {
  component: PageComponent;
  tab: LoginTab;
  phoneShown: boolean;
  onSelect: (tab: LoginTab) => void;
}) {
  const names = tabNames(component).slice(0, phoneShown ? 2 : 1);
  return (
    <div
      className="jt-login-tabs"
      role="tablist"
      style={placement(component, { lineHeight: `${component.h}px`, ...ownStyle(component) })}
    >
      {names.map((name, index) => (
        <button
          key={name}
          type="button"
          role="tab"
          className="jt-login-tab"
          aria-selected={tab === TABS[index]}
          onClick={() => onSelect(TABS[index] ?? 'account')}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
