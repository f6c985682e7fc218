// The picture upload widget of recognition (seed 001 §2, §5): a drag area, previews with delete,
// each picture going through before-upload (format, size, count: the seed's warnings), progress
// and finished. Semi's Upload draws it; the upload itself goes through the app's client.

import IconUpload from '@douyinfe/semi-icons/lib/es/icons/IconUpload';
import Upload from '@douyinfe/semi-ui/lib/es/upload';
import { api } from '../../../lib/api/client';
import { showMessage } from '../../../lib/messages/popup-message';
import { UPLOAD_MAX_FILES } from '../constants';
import { AssistantText } from '../texts';
import { pictureWarning } from './recognition-rules';
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
      limit={UPLOAD_MAX_FILES}
      dragMainText={AssistantText.dropHere}
      dragSubText={AssistantText.uploadHint}
      dragIcon={<IconUpload size="extra-large" />}
      onExceed={() => showMessage(AssistantText.tooMany, { type: 'warning' })}
      onAcceptInvalid={() => showMessage(AssistantText.badFormat, { type: 'warning' })}
      beforeUpload={({ file, fileList }) => {
        const already = fileList.filter((f) => f.uid !== file.uid && f.status !== 'uploadFail').length;
        const warning = pictureWarning({ name: file.name, size: file.fileInstance?.size ?? 0 }, already);
        if (warning) {
          showMessage(warning, { type: 'warning' });
          return { shouldUpload: false, status: 'validateFail', validateMessage: warning, autoRemove: true };
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
