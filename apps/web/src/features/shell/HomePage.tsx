import { lazy, Suspense, useEffect, useState } from 'react';
import type { PageComponent } from '../auth/login/page-config';
import { currentHomeLayout } from '../home-layout/current-home-layout';
import { homeWidgets } from '../home-layout/home-layout-rules';
import { ShortcutsCard, WelcomeCard } from './HomeCards';
import './pages.css';

// The widgets (and their calls) load only when a layout in use has some.
const HomeLayout = lazy(() => import('../home-layout/HomeLayout'));

/**
 * /home, the home tab's page: the home layout in use (首页管理) when it has widgets; otherwise
 * (the seed's default, an empty layout, or one that cannot be read) who is signed in, today's
 * date, and the menu's main entries as shortcuts. Nothing on it is invented.
 */
export default function HomePage() {
  const [widgets, setWidgets] = useState<PageComponent[] | null>(null);
  useEffect(() => {
    let live = true;
    currentHomeLayout().then(
      (configData) => live && setWidgets(configData === null ? [] : homeWidgets(configData)),
      () => live && setWidgets([]),
    );
    return () => {
      live = false;
    };
  }, []);

  if (widgets === null) return <div className="jt-page jt-home" aria-busy="true" />;
  if (widgets.length > 0)
    return (
      <Suspense fallback={<div className="jt-page jt-home" aria-busy="true" />}>
        <HomeLayout widgets={widgets} />
      </Suspense>
    );
  return (
    <div className="jt-page jt-home">
      <WelcomeCard />
      <ShortcutsCard />
    </div>
  );
}
