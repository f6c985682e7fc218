// /tableHeaderDrag (seed 000 §2 tool pages): the table framework's column dragging over the patrol
// records — a title dragged to another place, an edge dragged to another width, kept for this
// user and route (jt-table-columns) and reset to the configured columns.
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-state/app-state';
import { showMessage } from '../../lib/messages/popup-message';
import { ConfigTable } from '../../ui/table';
import { readChoices, writeChoices } from '../../ui/table/column-choice-store';
import { withoutRoute } from '../../ui/table/column-choices';
import { listPatrols, type Patrol } from './table-tool-calls';
import { TABLE_TOOL_TEXTS } from './table-tool-texts';
import '../shell/pages.css';
import './table-tools.css';

const ROUTE = '/tableHeaderDrag';

export default function TableHeaderDragPage() {
  const user = useSnapshot(appState).userInfo?.userId ?? '';
  const reset = () => {
    writeChoices(withoutRoute(readChoices(), user, ROUTE));
    showMessage(TABLE_TOOL_TEXTS.resetDone, { type: 'success' });
  };
  return (
    <div className="jt-page jt-table-tools">
      <section className="jt-card" aria-label={TABLE_TOOL_TEXTS.dragTitle}>
        <div className="jt-card__head">
          <h2 className="jt-card__title">{TABLE_TOOL_TEXTS.dragTitle}</h2>
          <Button onClick={reset} data-action="reset-drag">
            {TABLE_TOOL_TEXTS.resetColumns}
          </Button>
        </div>
        <p className="jt-card__intro">{TABLE_TOOL_TEXTS.dragIntro}</p>
        <ConfigTable<Patrol> route={ROUTE} load={listPatrols} />
      </section>
    </div>
  );
}
