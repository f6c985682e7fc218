// /customHome 自定义首页 (seed 000 §2): the designer of the home page (type '1'), its widgets
// placed on the same 1920×1080 canvas; 首页管理 opens it on one layout (?id=).
import { DesignerPage } from './DesignerPage';

export default function CustomHomePage() {
  return <DesignerPage type="1" previewPath="/previewHome" />;
}
