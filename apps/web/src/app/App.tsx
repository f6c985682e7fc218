import LocaleProvider from '@douyinfe/semi-ui/lib/es/locale/localeProvider';
import zh_CN from '@douyinfe/semi-ui/lib/es/locale/source/zh_CN';
import { AssistantMount } from '../features/shell/AssistantMount';
import { RouteGuard } from '../features/shell/RouteGuard';
import { AppRouter, connectMenuRoutes } from './router';

// Before anything can load a session: where the menu's routes go, and that logout drops them.
connectMenuRoutes();

/**
 * The app once the runtime configuration is loaded: Semi in Chinese, the route guard (seed 000
 * §4) around the router, and the chat assistant's mount point.
 */
export function App() {
  return (
    <LocaleProvider locale={zh_CN}>
      <RouteGuard>
        <AppRouter />
      </RouteGuard>
      <AssistantMount />
    </LocaleProvider>
  );
}
