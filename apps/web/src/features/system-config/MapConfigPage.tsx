// /system/mapConfig 地图配置 (seed 000 §2 system pages, §7 the codes read at sign-in and by the shell).
import { ConfigSections } from './ConfigSections';
import { MAP_SECTIONS } from './config-rules';

export default function MapConfigPage() {
  return <ConfigSections sections={MAP_SECTIONS} />;
}
