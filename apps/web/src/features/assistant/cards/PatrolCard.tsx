// The patrol-record card (xuncha): each patrol with its start, whether it is on the road now
// (the 10 s poll of listForPatrolForNow), its track (asked of the patrol agent, which answers
// with the diseases on it and the map) and its record to download (巡查记录.xlsx); below, the
// patrol-live check (the patrol agent asked which are on the road; the engine polls again 5 s
// after it answered).
import Button from '@douyinfe/semi-ui/lib/es/button';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useSnapshot } from 'valtio';
import { useAssistant } from '../assistant-context';
import type { ClientMessage } from '../assistant-types';
import { AssistantText } from '../texts';

export function PatrolCard({ message }: { message: ClientMessage }) {
  const { engine, download, downloads } = useAssistant();
  const { livePatrols, streaming } = useSnapshot(engine.state);
  const patrols = message.checkList ?? [];
  if (patrols.length === 0) return null;
  const live = new Set(livePatrols.map((p) => p.id));
  return (
    <div className="jt-assistant-card" data-card="patrols">
      <div className="jt-assistant-card__title">{AssistantText.patrolTitle(patrols.length)}</div>
      <ul className="jt-assistant-card__rows">
        {patrols.map((patrol) => {
          const key = `patrol:${patrol.id}`;
          const downloading = key in downloads;
          return (
            <li key={patrol.id} className="jt-assistant-card__row" data-patrol={patrol.id}>
              <div className="jt-assistant-card__main">
                <span className="jt-assistant-card__name">{patrol.routeCode}</span>
                <span>{patrol.startTime}</span>
                {live.has(patrol.id) ? (
                  <Tag size="small" color="green">
                    {AssistantText.liveBadge}
                  </Tag>
                ) : null}
              </div>
              <div className="jt-assistant-card__sub">巡查单位：{patrol.orgId}</div>
              <div className="jt-assistant-card__actions">
                <Button
                  size="small"
                  disabled={streaming}
                  onClick={() =>
                    void engine.ask(`${patrol.routeCode} ${patrol.startTime.slice(11, 16)}出发的巡查轨迹`, {
                      agent: 'patrol',
                      patrolId: patrol.id,
                    })
                  }
                >
                  {AssistantText.track}
                </Button>
                {message.download ? (
                  <Button size="small" loading={downloading} onClick={() => download('patrol', patrol.id)}>
                    {downloading
                      ? AssistantText.downloading(downloads[key] ?? null)
                      : AssistantText.downloadPatrol}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="jt-assistant-card__footer">
        <Button
          size="small"
          disabled={streaming}
          onClick={() => void engine.ask(AssistantText.livePatrolQuestion, { agent: 'patrol' })}
        >
          {AssistantText.livePatrolButton}
        </Button>
      </div>
    </div>
  );
}
