// The sign-in page's images and video come through the minio download call (seed 000 §7: form
// fileName and serviceType, a binary answer), shown from object URLs that are revoked when no
// longer shown. A failed download says 文件下载失败 (§8).
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api/client';
import { downloadFile, FILE_DOWNLOAD_FAILED } from '../../../lib/files/minio-download';
import { showMessage } from '../../../lib/messages/popup-message';
import { loginPrefetch, PAGE_CONFIG_SERVICE } from './login-prefetch';

export type MediaState =
  | { status: 'none' | 'loading' | 'failed'; url: null }
  | { status: 'ready'; url: string };

/**
 * An object URL of a configured file while the component shows it (revoked afterwards); `width`
 * asks for a picture sized and encoded for the screen (the background).
 */
export function useMinioFile(fileName: string | null | undefined, width?: number): MediaState {
  // A file the boot has already downloaded is shown in the first render: no render (and layout)
  // more once the page is up, and the picture is not a later largest paint.
  const first = useRef<{ fileName: string; url: string } | null>(null);
  const [state, setState] = useState<MediaState>(() => {
    const arrived = fileName ? loginPrefetch.readyFile(fileName) : undefined;
    if (!fileName || !arrived) return { status: fileName ? 'loading' : 'none', url: null };
    const url = URL.createObjectURL(arrived);
    first.current = { fileName, url };
    return { status: 'ready', url };
  });
  useEffect(() => {
    const shown = first.current;
    first.current = null;
    if (shown && shown.fileName === fileName) {
      // Handed out: a later visit downloads afresh.
      void loginPrefetch.takeFile(shown.fileName);
      return () => URL.revokeObjectURL(shown.url);
    }
    if (!fileName) {
      setState({ status: 'none', url: null });
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading', url: null });
    // The download the boot started (login-prefetch.ts), or the page's own.
    const download =
      loginPrefetch.takeFile(fileName) ??
      downloadFile(api, fileName, { serviceType: PAGE_CONFIG_SERVICE, signal: controller.signal, width });
    download.then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        if (controller.signal.aborted) return;
        showMessage(FILE_DOWNLOAD_FAILED);
        setState({ status: 'failed', url: null });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileName, width]);
  return state;
}
