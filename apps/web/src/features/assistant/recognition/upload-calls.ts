// The upload of a picture (POST /api/minio/uploadFile, seed 001 §7: result 0 and data.fileUrl),
// under its unique name, with its progress.
import type { ApiClient } from '@jt/api-contract';
import { uniqueName } from './recognition-rules';
import { progressFetch } from './upload-with-progress';

export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/** Uploads the picture; the stored object key (data.fileUrl). */
export async function uploadPicture(
  client: ApiClient,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const named = new File([file], uniqueName(file.name), { type: file.type });
  const { data } = await client.POST('/api/minio/uploadFile', {
    // The contract types the part as a binary string; the browser sends the File itself.
    body: { file: named as unknown as string },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', named);
      return form;
    },
    fetch: progressFetch(onProgress),
    ...(signal ? { signal } : {}),
  });
  if (data?.result !== 0 || !data.data?.fileUrl) throw new UploadError(data?.msg ?? 'uploadFile failed');
  return data.data.fileUrl;
}
