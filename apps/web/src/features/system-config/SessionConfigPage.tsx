// /system/session 会话配置 (seed 000 §2 system pages, §7 the codes read at sign-in and by the shell).
import { ConfigSections } from './ConfigSections';
import { SESSION_SECTIONS } from './config-rules';

export default function SessionConfigPage() {
  return <ConfigSections sections={SESSION_SECTIONS} />;
}
