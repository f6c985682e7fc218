import IllustrationConstruction from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationConstruction';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import { unavailableText } from './menu-routes';
import './pages.css';

interface UnavailableProps {
  title: string;
}

/**
 * What a menu entry opens when this build has no page for its url: the server's menu may list
 * pages of a later release. Names the entry, e.g. 「巡查记录」暂未在此版本中提供.
 */
export function UnavailablePage({ title }: UnavailableProps) {
  const [location, navigate] = useLocation();
  return (
    <div className="jt-page jt-card jt-unavailable" data-unavailable-page>
      <Empty
        image={<IllustrationConstruction className="jt-unavailable__image" />}
        title={unavailableText(title)}
        description={`页面地址：${location}。该功能将在后续版本中提供，请先使用菜单中的其他功能。`}
      >
        <div className="jt-unavailable__actions">
          <Button theme="solid" type="primary" onClick={() => navigate('/home')}>
            返回首页
          </Button>
        </div>
      </Empty>
    </div>
  );
}

const pages = new Map<string, ComponentType>();

/** The page component for one menu entry (one per title, so React keeps it between renders). */
export function unavailablePageFor(title: string): ComponentType {
  let page = pages.get(title);
  if (!page) {
    const Page = () => <UnavailablePage title={title} />;
    Page.displayName = `Unavailable(${title})`;
    page = Page;
    pages.set(title, page);
  }
  return page;
}
