import IconChevronDown from '@douyinfe/semi-icons/lib/es/icons/IconChevronDown';
import Dropdown from '@douyinfe/semi-ui/lib/es/dropdown';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { appState } from '../../lib/app-state/app-state';
import { closeAllTabs, closeOtherTabs, closeTab, isHomeTab, type TabChange, tabKey } from './tabs';

export const CLOSE_OTHERS_TEXT = '关闭其他';
export const CLOSE_ALL_TEXT = '关闭全部';

/** The open-page tabs under the header (rules in tabs.ts), with close buttons and a context menu. */
export function PageTabs() {
  const { openTabs } = useSnapshot(appState);
  const [location, navigate] = useLocation();
  const selected = openTabs.find((tab) => tab.selected);

  // The page's tab is scrolled into the strip when the strip is narrower than the tabs (a phone):
  // Semi scrolls on a change of the active key, which comes before a newly opened tab is drawn.
  const selectedPath = selected?.path;
  useEffect(() => {
    if (selectedPath === undefined) return;
    const frame = requestAnimationFrame(() => {
      document
        .querySelector('.jt-page-tabs .semi-tabs-tab-active')
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedPath]);

  const apply = (change: TabChange) => {
    appState.openTabs = change.tabs;
    if (change.navigateTo !== null) navigate(change.navigateTo);
  };
  const tabActions = (path: string) => (
    <Dropdown.Menu>
      <Dropdown.Item onClick={() => apply(closeOtherTabs(appState.openTabs, path))}>
        {CLOSE_OTHERS_TEXT}
      </Dropdown.Item>
      <Dropdown.Item onClick={() => apply(closeAllTabs())}>{CLOSE_ALL_TEXT}</Dropdown.Item>
    </Dropdown.Menu>
  );

  return (
    <Tabs
      className="jt-page-tabs"
      type="card"
      collapsible
      activeKey={selected ? tabKey(selected.path) : undefined}
      tabList={openTabs.map((tab) => ({
        itemKey: tabKey(tab.path),
        closable: !isHomeTab(tab),
        tab: (
          <Dropdown trigger="contextMenu" clickToHide position="bottomLeft" render={tabActions(tab.path)}>
            <span className="jt-page-tabs__label" data-tab-path={tab.path}>
              {tab.title}
            </span>
          </Dropdown>
        ),
      }))}
      onTabClick={(key) => {
        const tab = appState.openTabs.find((candidate) => tabKey(candidate.path) === key);
        if (tab && tabKey(tab.path) !== tabKey(location)) navigate(tab.path);
      }}
      onTabClose={(key) => {
        const tab = appState.openTabs.find((candidate) => tabKey(candidate.path) === key);
        if (tab) apply(closeTab(appState.openTabs, tab.path));
      }}
      tabBarExtraContent={
        <Dropdown trigger="click" clickToHide position="bottomRight" render={tabActions(location)}>
          <button type="button" className="jt-page-tabs__actions">
            页签操作
            <IconChevronDown size="small" />
          </button>
        </Dropdown>
      }
    />
  );
}
