// The video modal (seed 001 §2): a patrol video from the media store, played by the browser.
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { ASSISTANT_MODAL_Z } from '../constants';

export function VideoModal({ src, title, onClose }: { src: string; title: string; onClose(): void }) {
  return (
    <Modal
      visible
      zIndex={ASSISTANT_MODAL_Z}
      title={title}
      onCancel={onClose}
      footer={null}
      width={880}
      className="jt-assistant-video"
    >
      {/* biome-ignore lint/a11y/useMediaCaption: patrol videos are dashcam footage without speech. */}
      <video src={src} controls autoPlay className="jt-assistant-video__player" />
    </Modal>
  );
}
