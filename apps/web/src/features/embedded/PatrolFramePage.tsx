// /iframe/patrol 巡查（嵌入页）: the patrol records for a page of this origin that frames them
// (a GIS portal, a duty desk): the configured /patrolRecord list, and a patrol's sheet — facts,
// diseases and track — when a row is clicked or the frame's url names one (?patrolId=). The
// framing page is told which patrol is open (frame-messages.ts). No shell: the frame is the page.
import Button from '@douyinfe/semi-ui/lib/es/button';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ConfigTable } from '../../ui/table';
import { PatrolSheet, usePatrolDetail } from '../patrols/PatrolDetail';
import { listPatrols, type Patrol } from '../patrols/patrol-calls';
import { PATROL_ROUTE } from '../patrols/patrol-rules';
import { EMBEDDED_TEXTS as TEXT } from './embedded-texts';
import { FRAME_MESSAGE_SOURCE, notifyEmbedder } from './frame-messages';
import '../patrols/patrols.css';
import '../shell/pages.css';
import './embedded.css';

function OnePatrol({ id }: { id: string }) {
  const load = usePatrolDetail(id);
  const patrol = load.status === 'ready' ? load.value : null;
  useEffect(() => {
    if (patrol)
      notifyEmbedder({
        source: FRAME_MESSAGE_SOURCE,
        type: 'patrolOpened',
        patrolId: patrol.id,
        patrolCode: patrol.patrolCode,
      });
  }, [patrol]);
  if (load.status === 'loading') return <Spin />;
  if (load.status === 'error')
    return (
      <p className="jt-patrols__failure" role="alert">
        {load.message}
      </p>
    );
  return <PatrolSheet patrol={load.value} trackHeight={360} />;
}

export default function PatrolFramePage() {
  const [, navigate] = useLocation();
  const patrolId = new URLSearchParams(useSearch()).get('patrolId')?.trim() || null;
  return (
    <div className="jt-embedded jt-embedded--patrol">
      <header className="jt-embedded__bar">
        <h1 className="jt-embedded__title">{TEXT.patrolTitle}</h1>
        {patrolId ? (
          <Button theme="borderless" onClick={() => navigate('/iframe/patrol')}>
            {TEXT.backToList}
          </Button>
        ) : (
          <span className="jt-embedded__hint">{TEXT.pickPatrol}</span>
        )}
      </header>
      {patrolId ? (
        <OnePatrol id={patrolId} />
      ) : (
        <div className="jt-page jt-patrols">
          <ConfigTable<Patrol>
            route={PATROL_ROUTE}
            load={listPatrols}
            onRowClick={(row) => navigate(`/iframe/patrol?patrolId=${encodeURIComponent(row.id)}`)}
          />
        </div>
      )}
    </div>
  );
}
