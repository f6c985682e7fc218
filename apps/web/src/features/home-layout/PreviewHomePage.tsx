// /previewHome (seed 000 §2): a stored home layout (?id=) drawn full window with the signed-in
// user's data, as /home draws it — 预览 on /customHome and 首页管理 open it in a new window.
import { useEffect, useState } from 'react';
import type { PageComponent } from '../auth/login/page-config';
import { getPageConfig } from '../page-designer/designer-calls';
import HomeLayout from './HomeLayout';
import { homeWidgets } from './home-layout-rules';
import '../page-designer/designer.css';

export default function PreviewHomePage() {
  const [widgets, setWidgets] = useState<PageComponent[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('id') ?? '';
    getPageConfig(id).then(
      (entry) => setWidgets(homeWidgets(entry.configData)),
      (error: Error) => setFailure(error.message),
    );
  }, []);
  if (failure) return <div className="jt-designer__failure">{failure}</div>;
  if (!widgets) return <div className="jt-boot" role="status" aria-label="正在加载" />;
  return <HomeLayout widgets={widgets} fullWindow />;
}
