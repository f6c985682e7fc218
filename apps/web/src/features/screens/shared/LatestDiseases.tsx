// The newest diseases as the disease screens list them: level badge, name, place, time, status;
// a new row slides in.
import type { Schemas } from '@jt/api-contract';
import { LEVEL_COLOURS } from './level-colours';
import './latest-diseases.css';

export function LatestDiseases({ latest }: { latest: readonly Schemas['LatestDisease'][] | null }) {
  if (!latest) return null;
  if (latest.length === 0) return <div className="jt-screen-empty">暂无病害</div>;
  return (
    <ol className="jt-screen-latest">
      {latest.map((d) => (
        <li key={d.id}>
          <span className="jt-screen-latest-level" style={{ background: LEVEL_COLOURS[d.diseaseLevel] }}>
            {d.diseaseLevelName}
          </span>
          <span className="jt-screen-latest-name">{d.diseaseName}</span>
          <span>
            {d.routeName.split(' ')[0]} {d.stakeNo} {d.directionName}
          </span>
          <span>{d.reportTime.slice(11, 16)}</span>
          <span>{d.processStatusName}</span>
        </li>
      ))}
    </ol>
  );
}
