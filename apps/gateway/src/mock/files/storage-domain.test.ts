import { afterEach, describe, expect, it } from 'vitest';
import {
  type DomainTestApp,
  domainTestApp,
  expectButtonGuard,
  expectRefused,
} from '../config/domain-test-app';
import { STORAGE_REFUSALS, storageDomain } from './storage-domain';
import { UploadStore } from './upload-store';

let t: DomainTestApp;
afterEach(async () => {
  await t?.app.close();
});

const remove = (key: string) => t.app.inject({ method: 'DELETE', url: `/api/minio/objects/${key}` });

describe('存储配置 删除 (storage:delete)', () => {
  it('deletes an upload only for the holders of storage:delete; it is gone afterwards', async () => {
    t = await domainTestApp([storageDomain]);
    const uploads = new UploadStore(t.store, null);
    const upload = await uploads.save(
      Buffer.from('picture bytes'),
      { type: 'png', width: 2, height: 2 },
      'crack.png',
      '1001',
    );
    await expectButtonGuard(t, 'deleteStorageObject', ['800', '807'], '8071', () => remove(upload.key));
    expect(uploads.find(upload.key)).toBeNull();
    expectRefused(await remove(upload.key), 'deleteStorageObject', STORAGE_REFUSALS.missing);
  });
});
