// The minio download call (seed 000 §7: form fields fileName and serviceType, a binary answer).
import type { ApiClient } from '@jt/api-contract';
import { formRequest } from '../shared/form-body';
import { LoginText } from '../texts';

/** The storage folder of the page configuration's files. */
export const PAGE_CONFIG_SERVICE = 'pageConfig';

/** Downloads a file as a Blob; rejects when the answer is not a file. */
export async function downloadFile(client: ApiClient, fileName: string, signal?: AbortSignal): Promise<Blob> {
  const { data, response } = await client.POST('/api/component/minio/download', {
    body: { fileName, serviceType: PAGE_CONFIG_SERVICE },
    parseAs: 'blob',
    signal,
    ...formRequest,
  });
  if (!response.ok || !(data instanceof Blob))
    throw new Error(`${LoginText.fileDownloadFailed}: ${fileName}`);
  return data;
}
