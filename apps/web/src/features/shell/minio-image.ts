// Images of the configuration (the header logo of common_config, the menu sprite of sprite_config)
// come through the minio download call (seed 000 §7) as binary answers; the page shows them as
// object URLs, read once per file name and kept for the page's lifetime (a few small pictures).
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/client';
import { downloadFile, FILE_DOWNLOAD_FAILED } from '../../lib/files/minio-download';
import { showMessage } from '../../lib/messages/popup-message';

const cache = new Map<string, Promise<string | null>>();

async function download(fileName: string): Promise<string | null> {
  try {
    return URL.createObjectURL(await downloadFile(api, fileName));
  } catch {
    // Not a file, or no answer (the HTTP layer has reported that): the file message applies.
    showMessage(FILE_DOWNLOAD_FAILED);
    return null;
  }
}

/** The object URL of a stored file, or null while loading, without a name, or when it failed. */
export function useMinioImage(fileName: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const name = fileName.trim();
    setUrl(null);
    if (name === '') return;
    let current = true;
    let pending = cache.get(name);
    if (!pending) {
      pending = download(name);
      cache.set(name, pending);
      // A failed download may be retried by the next page that needs it.
      void pending.then((result) => {
        if (result === null) cache.delete(name);
      });
    }
    void pending.then((result) => {
      if (current) setUrl(result);
    });
    return () => {
      current = false;
    };
  }, [fileName]);
  return url;
}
