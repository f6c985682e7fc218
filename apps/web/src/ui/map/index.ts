// The map's public surface: RoadMap (one API, Baidu GL or the offline engine) and TrackMap
// (a patrol's track with the car animation). Everything else in ui/map is internal.
export type { ClusterInput, ClusterTiers } from './clusters/cluster-rules';
export type { EngineHandle, MapLine, MapMarker, MassPoint, Prism } from './engine/engine-types';
export { LEVEL_COLORS } from './engine/icons';
export type { LngLat } from './geo/coords';
export type { ClusterLayer, MapInfo, RoadMapProps } from './RoadMap';
export { preloadRoadMap, RoadMap } from './RoadMap';
export type { TrackMapDisease, TrackMapProps } from './TrackMap';
export { TrackMap } from './TrackMap';
export type { RawTrackPoint } from './track/track-input';
