// /system/skin 皮肤设置 (seed 000 §2 system pages): the shell's theme colour and header style
// (skin_config), worn by the shell as soon as they are saved and by everyone at their next visit.
import { applySavedSkin } from '../shell/skin-state';
import { ConfigSections } from './ConfigSections';
import { SKIN_SECTIONS } from './config-rules';

export default function SkinConfigPage() {
  return (
    <ConfigSections
      sections={SKIN_SECTIONS}
      onSaved={(code, saved) => {
        if (code === 'skin_config') applySavedSkin(saved);
      }}
    />
  );
}
