// What the embedding pages (/iframe/patrol, /iframe/taskDelivery) tell the page that frames them,
// with window.postMessage: only ids and states, never a token, and only to the framing page's own
// origin (from document.referrer) — never '*', which would hand them to whatever page framed us.
// The gateway's frame-ancestors 'self' lets only pages of this origin frame these pages.

/** Every message carries this source, so a host tells ours from its other frames'. */
export const FRAME_MESSAGE_SOURCE = 'jt-platform';

export type FrameMessage =
  | { source: typeof FRAME_MESSAGE_SOURCE; type: 'patrolOpened'; patrolId: string; patrolCode: string }
  | { source: typeof FRAME_MESSAGE_SOURCE; type: 'taskDelivered'; action: string; workOrderIds: string[] };

/** The origin of the page framing this one, or null when not framed or when it cannot be known. */
export function embedderOrigin(framed: boolean, referrer: string): string | null {
  if (!framed || !referrer) return null;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Posts a message to the framing page's origin; false when there is no host to tell. */
export function notifyEmbedder(message: FrameMessage, win: Window = window): boolean {
  const framed = win.parent !== win;
  const origin = embedderOrigin(framed, win.document.referrer);
  if (origin === null) return false;
  win.parent.postMessage(message, origin);
  return true;
}
