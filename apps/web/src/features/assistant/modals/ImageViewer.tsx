// The image viewer (seed 001 §2): a picture large, with its green highlight, and the pictures
// beside it one click away. Semi's ImagePreview draws on a transformed canvas of its own where
// the highlight rectangle could not follow the picture, so this is a Modal around HighlightImage.

import IconChevronLeft from '@douyinfe/semi-icons/lib/es/icons/IconChevronLeft';
import IconChevronRight from '@douyinfe/semi-icons/lib/es/icons/IconChevronRight';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { useEffect, useState } from 'react';
import type { ViewerImage } from '../chat/window-actions';
import { ASSISTANT_MODAL_Z } from '../constants';
import { HighlightImage } from '../markdown/HighlightImage';
import { AssistantText } from '../texts';

export function ImageViewer({
  images,
  start,
  onClose,
}: {
  images: readonly ViewerImage[];
  start: number;
  onClose(): void;
}) {
  const [index, setIndex] = useState(start);
  useEffect(() => setIndex(start), [start]);
  const image = images[index];
  if (!image) return null;
  const many = images.length > 1;
  return (
    <Modal
      visible
      zIndex={ASSISTANT_MODAL_Z}
      title={image.title || `${AssistantText.image} ${index + 1}/${images.length}`}
      onCancel={onClose}
      footer={null}
      width={880}
      className="jt-assistant-viewer"
    >
      <div className="jt-assistant-viewer__stage">
        {many ? (
          <Button
            icon={<IconChevronLeft />}
            aria-label="上一张"
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          />
        ) : null}
        <HighlightImage
          src={image.src}
          alt={image.title ?? AssistantText.image}
          highlight={image.highlight ?? null}
          className="jt-assistant-viewer__image"
        />
        {many ? (
          <Button
            icon={<IconChevronRight />}
            aria-label="下一张"
            disabled={index === images.length - 1}
            onClick={() => setIndex(index + 1)}
          />
        ) : null}
      </div>
    </Modal>
  );
}
