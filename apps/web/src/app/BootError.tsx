import IconAlertTriangle from '@douyinfe/semi-icons/lib/es/icons/IconAlertTriangle';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useState } from 'react';
import './boot-error.css';

/**
 * The full page shown when the runtime configuration cannot be read: the app cannot run without
 * it, and a blank page would tell the user nothing. Retry reads it again without a reload.
 * Part of the initial chunk, so an icon (under 1 KB) stands in for an illustration (about 6 KB gzip).
 */
export function BootError({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    onRetry().finally(() => setRetrying(false));
  };
  return (
    <main className="jt-boot-error" role="alert">
      <IconAlertTriangle className="jt-boot-error__icon" />
      <h1 className="jt-boot-error__title">无法加载运行配置</h1>
      <p className="jt-boot-error__hint">请检查网络后点击重试，或刷新页面。</p>
      <Button theme="solid" type="primary" loading={retrying} onClick={retry}>
        重试
      </Button>
    </main>
  );
}
