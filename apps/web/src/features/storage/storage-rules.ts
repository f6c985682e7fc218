// How /system/storage shows an object, apart from React.
import type { StorageObject } from './storage-calls';

/** The button code of 存储配置's 删除 in the menu tree (seed 000 §6). */
export const STORAGE_BUTTONS = { delete: 'storage:delete' } as const;

export const STORAGE_TEXTS = {
  title: '存储配置',
  actions: '操作',
  preview: '预览',
  download: '下载',
  delete: '删除',
  deleteConfirm: (name: string) => `确定删除文件「${name}」？删除后引用它的页面将无法显示。`,
  deleted: '删除成功',
  deleteFailed: '删除失败',
  kinds: { image: '图片', video: '视频', data: '数据' },
} as const;

/** Bytes as a person reads them: B under 1 KB, then KB and MB with one decimal. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export type ObjectKind = keyof typeof STORAGE_TEXTS.kinds;

export function objectKind(object: Pick<StorageObject, 'contentType'>): ObjectKind {
  if (object.contentType.startsWith('image/')) return 'image';
  if (object.contentType.startsWith('video/')) return 'video';
  return 'data';
}

/** Only a user's upload can be deleted; the platform's own files stay. */
export const canDelete = (object: Pick<StorageObject, 'source'>): boolean => object.source === 'upload';
