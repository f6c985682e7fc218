// The left side of the chat window (seed 001 §2): the logo (the main steward, mode 1), the mode
// buttons (real-time traffic 2, platform operation Q&A 3, maintenance knowledge Q&A 4), a new
// conversation, and the history — one entry per saved conversation — with its search box.

import IconPlus from '@douyinfe/semi-icons/lib/es/icons/IconPlus';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { useSnapshot } from 'valtio';
import { useAssistant } from '../assistant-context';
import type { ChatHistoryEntry, ChatType } from '../assistant-types';
import { modeName } from '../chat/agents';
import { AssistantText } from '../texts';
import { matchesSearch } from './history-search';

const MODE_BUTTONS: readonly ChatType[] = [2, 3, 4];

export function HistoryPanel() {
  const { engine } = useAssistant();
  const state = useSnapshot(engine.state);
  const entries = (state.history as readonly ChatHistoryEntry[]).filter((e) =>
    matchesSearch(e, state.historySearch),
  );
  return (
    <aside className="jt-assistant-side" aria-label={AssistantText.historyTitle}>
      <button
        type="button"
        className={
          state.mode === 1
            ? 'jt-assistant-side__logo jt-assistant-side__logo--active'
            : 'jt-assistant-side__logo'
        }
        onClick={() => void engine.chooseMode(1)}
        aria-pressed={state.mode === 1 ? 'true' : 'false'}
        data-mode="1"
      >
        <span className="jt-assistant-side__logo-mark" aria-hidden="true">
          管
        </span>
        <span>{AssistantText.modeMain}</span>
      </button>
      <div className="jt-assistant-side__modes">
        {MODE_BUTTONS.map((mode) => (
          <Button
            key={mode}
            theme={state.mode === mode ? 'solid' : 'light'}
            type="primary"
            block
            aria-pressed={state.mode === mode ? 'true' : 'false'}
            data-mode={String(mode)}
            onClick={() => void engine.chooseMode(mode)}
          >
            {modeName(mode)}
          </Button>
        ))}
      </div>
      <Button icon={<IconPlus />} block onClick={() => void engine.newChat()}>
        {AssistantText.newChat}
      </Button>
      <div className="jt-assistant-side__title">{AssistantText.historyTitle}</div>
      <Input
        prefix={<IconSearch />}
        placeholder={AssistantText.searchHistory}
        aria-label={AssistantText.searchHistory}
        value={state.historySearch}
        onChange={(value) => {
          engine.state.historySearch = value;
        }}
        showClear
      />
      <ul className="jt-assistant-side__history" data-list="history">
        {entries.map((entry) => (
          <li key={entry.id ?? entry.label}>
            <button
              type="button"
              className={
                entry.id !== undefined && entry.id === state.historyId
                  ? 'jt-assistant-side__entry jt-assistant-side__entry--active'
                  : 'jt-assistant-side__entry'
              }
              title={entry.label}
              onClick={() => void engine.openHistory(entry)}
            >
              <span className="jt-assistant-side__entry-label">{entry.label}</span>
              <span className="jt-assistant-side__entry-mode">{modeName(entry.type)}</span>
            </button>
          </li>
        ))}
      </ul>
      {entries.length === 0 ? (
        <div className="jt-assistant-side__empty">
          {state.history.length === 0 ? AssistantText.noHistory : AssistantText.noHistoryMatch}
        </div>
      ) : null}
    </aside>
  );
}
