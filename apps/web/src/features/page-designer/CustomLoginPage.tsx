// /customLogin 自定义登录页 (seed 000 §2): the designer of the sign-in page (type '0').
import { DesignerPage } from './DesignerPage';

export default function CustomLoginPage() {
  return <DesignerPage type="0" previewPath="/previewLogin" />;
}
