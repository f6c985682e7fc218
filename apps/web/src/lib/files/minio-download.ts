// The minio download call (seed 000 §7: form fields fileName and serviceType — or the query id of
// a style preview —, a binary image or video answer), shared by the sign-in page and the shell.
import type { ApiClient } from '@jt/api-contract';
import { formRequest } from '../api/form-request';

/** Seed 000 §8, "File download failure". */
export const FILE_DOWNLOAD_FAILED = '文件下载失败';

export interface DownloadOptions {
  /** The storage folder the file belongs to (the page configuration's files: pageConfig). */
  serviceType?: string;
  signal?: AbortSignal;
  /**
   * The widest a picture is drawn, in device pixels: the gateway scales a wider JPEG or PNG down
   * and sends AVIF or WebP, which this call accepts (minio download's inferred `width`).
   */
  width?: number;
}

/** What a sized picture may come as: AVIF first, then WebP, else as stored. */
export const SIZED_PICTURE_ACCEPT = 'image/avif,image/webp,*/*';

/** Downloads a stored file as a Blob; rejects with 文件下载失败 when the answer is not a file. */
export async function downloadFile(
  client: ApiClient,
  fileName: string,
  { serviceType, signal, width }: DownloadOptions = {},
): Promise<Blob> {
  const { data, response } = await client.POST('/api/component/minio/download', {
    body: serviceType === undefined ? { fileName } : { fileName, serviceType },
    parseAs: 'blob',
    signal,
    ...formRequest,
    ...(width === undefined
      ? {}
      : {
          params: { query: { width } },
          headers: { ...formRequest.headers, Accept: SIZED_PICTURE_ACCEPT },
        }),
  });
  if (!response.ok || !(data instanceof Blob) || data.size === 0) {
    throw new Error(`${FILE_DOWNLOAD_FAILED}: ${fileName}`);
  }
  return data;
}
