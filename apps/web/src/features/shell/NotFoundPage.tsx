// Deep path: through the package's index, every illustration used anywhere lands in the shared chunk.
import IllustrationNotFound from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNotFound';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import { useLocation } from 'wouter';
import './not-found.css';

/** /404, also rendered in place for every path nobody registered (seed 000 §2). */
export default function NotFoundPage() {
  const [, navigate] = useLocation();
  return (
    <main className="jt-not-found">
      <Empty
        image={<IllustrationNotFound className="jt-not-found__image" />}
        description="抱歉，您访问的页面不存在"
      >
        <div className="jt-not-found__actions">
          <Button theme="solid" type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        </div>
      </Empty>
    </main>
  );
}
