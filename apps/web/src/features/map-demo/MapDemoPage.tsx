// /mapDemo: the map component's showcase (like /tableDemo for tables) — every part of RoadMap on
// one page over sample points, and the patrol-track map for any patrol id. Query parameters
// preset it for demos and benchmarks: ?points=100000&layer=cluster|heat|mass&view=pitched
// &patrol=<id>.
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { useMemo, useState } from 'react';
import { LEVEL_COLORS, type LngLat, type MapInfo, type Prism, RoadMap, TrackMap } from '../../ui/map';
import { samplePoints } from './sample-points';
import './map-demo.css';

type Layer = 'cluster' | 'heat' | 'mass' | 'none';
const LAYERS: Array<[Layer, string]> = [
  ['cluster', '聚合'],
  ['heat', '热力图'],
  ['mass', '海量点'],
  ['none', '无'],
];

function sessionCenter(): LngLat {
  const [lng, lat] = (sessionStorage.getItem('default_map_center') ?? '').split(',').map(Number);
  return Number.isFinite(lng) && Number.isFinite(lat)
    ? [lng as number, lat as number]
    : [118.796877, 32.060255];
}

/** A few blocks around the centre, extruded as 3D polygons (heights in metres). */
function samplePrisms(center: LngLat): Prism[] {
  return [0, 1, 2].map((i) => {
    const [lng, lat] = [center[0] + 0.09 * (i - 1), center[1] - 0.12];
    return {
      id: `prism-${i}`,
      ring: [
        [lng - 0.03, lat - 0.02],
        [lng + 0.03, lat - 0.02],
        [lng + 0.03, lat + 0.02],
        [lng - 0.03, lat + 0.02],
      ],
      height: 2000 + i * 1500,
      color: ['#5b8def', '#845ef7', '#20c997'][i],
    };
  });
}

export default function MapDemoPage() {
  const query = useMemo(() => new URLSearchParams(window.location.search), []);
  const count = Math.min(200_000, Math.max(0, Number(query.get('points') ?? 2000) || 0));
  const [layer, setLayer] = useState<Layer>((query.get('layer') as Layer | null) ?? 'cluster');
  const [prisms, setPrisms] = useState(query.get('prisms') === '1');
  const [route, setRoute] = useState<readonly LngLat[]>([]);
  const [info, setInfo] = useState<MapInfo | null>(null);
  const [patrolText, setPatrolText] = useState(query.get('patrol') ?? '');
  const [patrol, setPatrol] = useState(query.get('patrol') ?? '');
  const [finished, setFinished] = useState(0);
  const center = useMemo(sessionCenter, []);
  const points = useMemo(() => samplePoints(count, center), [count, center]);
  const byId = useMemo(() => new Map(points.map((point) => [point.id, point])), [points]);
  const clusters = useMemo(
    () =>
      layer === 'cluster'
        ? { points: points.map((p) => ({ id: p.id, position: p.position, color: LEVEL_COLORS[p.level] })) }
        : null,
    [layer, points],
  );
  const heat = useMemo(
    () => (layer === 'heat' ? points.map((point) => point.position) : null),
    [layer, points],
  );
  const mass = useMemo(
    () =>
      layer === 'mass'
        ? points.map((point) => ({
            id: point.id,
            position: point.position,
            color: LEVEL_COLORS[point.level],
          }))
        : [],
    [layer, points],
  );
  const prismList = useMemo(() => (prisms ? samplePrisms(center) : []), [prisms, center]);

  return (
    <div className="jt-map-demo">
      <h2 className="jt-map-demo__title">地图组件示例</h2>
      <div className="jt-map-demo__bar">
        <span>示例数据：{count.toLocaleString('zh-CN')} 个随机点</span>
        <span className="jt-map-demo__group" role="radiogroup" aria-label="图层">
          {LAYERS.map(([value, label]) => (
            <Button
              key={value}
              size="small"
              theme={layer === value ? 'solid' : 'light'}
              aria-pressed={layer === value}
              onClick={() => setLayer(value)}
            >
              {label}
            </Button>
          ))}
        </span>
        <Button
          size="small"
          theme={prisms ? 'solid' : 'light'}
          aria-pressed={prisms}
          onClick={() => setPrisms((on) => !on)}
        >
          3D 面
        </Button>
        <span data-testid="demo-route">
          {route.length > 0 ? `已画路线：${route.length} 个节点` : '未画路线'}
        </span>
      </div>
      <RoadMap
        height="min(62vh, 640px)"
        view={query.get('view') === 'pitched' ? 'pitched' : '3d'}
        center={center}
        zoom={Number(query.get('zoom')) || 10}
        clusters={clusters}
        heat={heat}
        massMarkers={mass}
        prisms={prismList}
        district
        traffic
        searchBox
        toolbar
        onRouteChange={setRoute}
        info={info}
        onInfoClose={() => setInfo(null)}
        onMarkerClick={(id) => {
          const point = byId.get(id);
          if (point)
            setInfo({
              position: point.position,
              title: `示例点 ${point.id}`,
              content: `等级 ${point.level}`,
            });
        }}
      />
      <h2 className="jt-map-demo__title">巡查轨迹回放</h2>
      <div className="jt-map-demo__bar">
        <Input
          value={patrolText}
          onChange={setPatrolText}
          placeholder="巡查编号"
          style={{ width: 260 }}
          aria-label="巡查编号"
        />
        <Button size="small" onClick={() => setPatrol(patrolText.trim())}>
          加载轨迹
        </Button>
        <span data-testid="demo-finished">{finished > 0 ? `回放完成 ${finished} 次` : ''}</span>
      </div>
      {patrol && (
        <TrackMap
          key={patrol}
          patrolId={patrol}
          height="min(56vh, 560px)"
          onFinishMove={() => setFinished((n) => n + 1)}
        />
      )}
    </div>
  );
}
