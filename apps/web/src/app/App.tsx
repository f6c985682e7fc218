import LocaleProvider from '@douyinfe/semi-ui/lib/es/locale/localeProvider';
import zh_CN from '@douyinfe/semi-ui/lib/es/locale/source/zh_CN';
import { AppRouter } from './router';

/** The app once the runtime configuration is loaded: Semi in Chinese, then the router. */
export function App() {
  return (
    <LocaleProvider locale={zh_CN}>
      <AppRouter />
    </LocaleProvider>
  );
}
