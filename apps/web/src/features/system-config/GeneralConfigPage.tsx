// /system/config 通用配置 (seed 000 §2 system pages, §7 the codes read at sign-in and by the shell).
import { ConfigSections } from './ConfigSections';
import { GENERAL_SECTIONS } from './config-rules';

export default function GeneralConfigPage() {
  return <ConfigSections sections={GENERAL_SECTIONS} />;
}
