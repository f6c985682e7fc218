// The sign-in page's images and video come through the minio download call (seed 000 §7: form
// fileName and serviceType, a binary answer), shown from object URLs that are revoked when no
// longer shown. A failed download says 文件下载失败 (§8).
import { useEffect, useState } from 'react';
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
  const [state, setState] = useState<MediaState>({ status: fileName ? 'loading' : 'none', url: null });
  useEffect(() => {
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
