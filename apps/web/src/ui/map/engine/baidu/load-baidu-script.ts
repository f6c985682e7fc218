// Loads Baidu's JSAPI GL once per page, on demand (never in the sign-in or shell chunks): the
// `/api?type=webgl` entry with a callback, which makes Baidu's loader fetch the rest
// asynchronously. A script that fails or does not call back in time rejects, so RoadMap can fall
// back to the offline engine instead of polling for ever (react-bmapgl's HOC does that).
export const BAIDU_SCRIPT_TIMEOUT_MS = 15_000;
export const BAIDU_TEXTS = {
  failed: '百度地图脚本加载失败',
  timeout: '百度地图脚本加载超时',
} as const;

const CALLBACK = '__jtBaiduMapLoaded';
let loading: Promise<void> | null = null;

export function baiduScriptUrl(ak: string): string {
  return `https://api.map.baidu.com/api?type=webgl&v=1.0&ak=${encodeURIComponent(ak)}&callback=${CALLBACK}`;
}

export function loadBaiduScript(ak: string, timeoutMs = BAIDU_SCRIPT_TIMEOUT_MS): Promise<void> {
  if (window.BMapGL?.Map) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (message: string) => {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(message));
    };
    const timer = window.setTimeout(() => fail(BAIDU_TEXTS.timeout), timeoutMs);
    (window as unknown as Record<string, unknown>)[CALLBACK] = () => {
      window.clearTimeout(timer);
      if (window.BMapGL?.Map) resolve();
      else fail(BAIDU_TEXTS.failed);
    };
    // react-bmapgl's modules bring Baidu's analytics snippet; this flag keeps it out.
    window._hmt_private = true;
    script.src = baiduScriptUrl(ak);
    script.async = true;
    script.onerror = () => fail(BAIDU_TEXTS.failed);
    document.head.appendChild(script);
  });
  return loading;
}
