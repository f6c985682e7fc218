// /userConfig (seed 000 §2 named route): the signed-in user's own settings — the personal
// center's details and password cards (the same calls as /self-edit), and what the app keeps for
// them: the table columns chosen per page and the open tabs, each listed and reset.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-state/app-state';
import { showMessage } from '../../lib/messages/popup-message';
import { onChoicesChange, readChoices, writeChoices } from '../../ui/table/column-choice-store';
import { userChoices, withoutRoute } from '../../ui/table/column-choices';
import { SelfEditCards } from '../shell/SelfEditCards';
import { describeChoice, keptTabs, resetTabs, routeTitle, USER_CONFIG_TEXTS as T } from './user-config-rules';
import '../shell/pages.css';
import './user-config.css';

export default function UserConfigPage() {
  return (
    <div className="jt-page jt-user-config">
      <h2 className="jt-page__title">{T.title}</h2>
      <section aria-label={T.account} className="jt-self-edit">
        <SelfEditCards />
      </section>
      <ColumnPreferences />
      <TabPreferences />
    </div>
  );
}

function ColumnPreferences() {
  const { userInfo, routesTree, openTabs } = useSnapshot(appState);
  const user = userInfo?.userId ?? '';
  const [choices, setChoices] = useState(readChoices);
  useEffect(() => onChoicesChange(() => setChoices(readChoices())), []);
  const kept = userChoices(choices, user);
  const reset = (routes: readonly string[]) => {
    writeChoices(routes.reduce((next, route) => withoutRoute(next, user, route), readChoices()));
    showMessage(T.columnsReset, { type: 'success' });
  };
  return (
    <section className="jt-card" aria-labelledby="user-config-columns" data-preferences="columns">
      <div className="jt-card__head">
        <h3 className="jt-card__title" id="user-config-columns">
          {T.columns}
        </h3>
        <Button disabled={kept.length === 0} onClick={() => reset(kept.map((choice) => choice.route))}>
          {T.resetAll}
        </Button>
      </div>
      <p className="jt-card__intro">{T.columnsIntro}</p>
      {kept.length === 0 ? (
        <p className="jt-card__intro">{T.noColumns}</p>
      ) : (
        // A few rows at most: a list, not Semi Table (which would add ~100 KB gzip to this page).
        <ul className="jt-user-config__list">
          {kept.map((choice) => (
            <li key={choice.route} data-route={choice.route}>
              <span className="jt-user-config__page">
                {routeTitle(choice.route, [...routesTree, ...openTabs])} <code>{choice.route}</code>
              </span>
              <span className="jt-user-config__change">{describeChoice(choice)}</span>
              <Button theme="borderless" size="small" onClick={() => reset([choice.route])}>
                {T.reset}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TabPreferences() {
  const { openTabs } = useSnapshot(appState);
  const tabs = keptTabs(openTabs);
  return (
    <section className="jt-card" aria-labelledby="user-config-tabs" data-preferences="tabs">
      <div className="jt-card__head">
        <h3 className="jt-card__title" id="user-config-tabs">
          {T.tabs}
        </h3>
        <Button
          disabled={tabs.every((tab) => tab.path.toLowerCase() === '/userconfig')}
          onClick={() => {
            appState.openTabs = resetTabs(appState.openTabs).tabs;
            showMessage(T.tabsReset, { type: 'success' });
          }}
        >
          {T.resetTabs}
        </Button>
      </div>
      <p className="jt-card__intro">{T.tabsIntro}</p>
      {tabs.length === 0 ? (
        <p className="jt-card__intro">{T.noTabs}</p>
      ) : (
        <ul className="jt-user-config__tabs">
          {tabs.map((tab) => (
            <li key={tab.path}>
              <span>{tab.title}</span>
              <code>{tab.path}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
