// The picture upload widget of recognition (seed 001 §2, §5): a drag area, previews with delete,
// each picture going through before-upload (format, size, count: the seed's warnings), progress
// and finished. Semi's Upload draws it; the upload itself goes through the app's client.
// No `limit` prop: Semi's limit cuts extra pictures off the list before any check, so a third
// picture vanished; the count is checked per picture in beforeUpload like format and size.

import IconUpload from '@douyinfe/semi-icons/lib/es/icons/IconUpload';
import Upload from '@douyinfe/semi-ui/lib/es/upload';
import { api } from '../../../lib/api/client';
import { showMessage } from '../../../lib/messages/popup-message';
import { AssistantText } from '../texts';
import { picturesAhead, pictureWarning } from './recognition-rules';
import { uploadPicture } from './upload-calls';

export interface UploadedPicture {
  uid: string;
  key: string;
}

export function UploadWidget({ onChange }: { onChange(pictures: UploadedPicture[]): void }) {
  return (
    <Upload
      className="jt-assistant-upload"
      action=""
      accept=".jpg,.jpeg,.png"
      listType="picture"
      draggable
      multiple
      dragMainText={AssistantText.dropHere}
      dragSubText={AssistantText.uploadHint}
      dragIcon={<IconUpload size="extra-large" />}
      onAcceptInvalid={() => showMessage(AssistantText.badFormat, { type: 'warning' })}
      beforeUpload={({ file, fileList }) => {
        const already = picturesAhead(fileList, file.uid);
        const warning = pictureWarning({ name: file.name, size: file.fileInstance?.size ?? 0 }, already);
        if (warning) {
          // Each refused picture says why: its warning, and it stays listed (marked, with the
          // warning on its card) until the user deletes it, so nothing is dropped unseen.
          showMessage(warning, { type: 'warning' });
          return { shouldUpload: false, status: 'validateFail', validateMessage: warning, autoRemove: false };
        }
        return true;
      }}
      customRequest={({ fileInstance, onProgress, onSuccess, onError }) => {
        uploadPicture(api, fileInstance, (percent) => onProgress({ total: 100, loaded: percent })).then(
          (key) => onSuccess({ key }),
          (error: unknown) => {
            showMessage(AssistantText.uploadFailed);
            onError({ status: 0 }, error as Event);
          },
        );
      }}
      onChange={({ fileList }) =>
        onChange(
          fileList.flatMap((item) => {
            const key = (item.response as { key?: unknown } | undefined)?.key;
            return item.status === 'success' && typeof key === 'string' ? [{ uid: item.uid, key }] : [];
          }),
        )
      }
    />
  );
}
