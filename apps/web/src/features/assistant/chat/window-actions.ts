// What a card asks of the chat window: the image viewer and the video modal.
import { createContext, useContext } from 'react';
import type { Highlight } from '../../../lib/media/url-policy';

export interface ViewerImage {
  src: string;
  title?: string;
  highlight?: Highlight | null;
}

export interface WindowActions {
  openImages(images: readonly ViewerImage[], index: number): void;
  openVideo(src: string, title: string): void;
}

export const WindowActionsContext = createContext<WindowActions>({
  openImages: () => undefined,
  openVideo: () => undefined,
});

export const useWindowActions = () => useContext(WindowActionsContext);
