// What the HTTP layer tells about the session without knowing what a session is (issue 18):
// an answer said the authentication is gone (401 'expired') or ended by a second sign-in (403
// kick-out). lib/session registers the logout as the listener; lib/http only announces, so the
// dependencies point one way (session → http) and each side is tested alone.

export type SessionEnd = 'expired' | 'kicked-out';

export type SessionEndListener = (reason: SessionEnd) => Promise<void> | void;

export interface SessionEvents {
  /** Registers a listener; returns the unregister. */
  onSessionEnd(listener: SessionEndListener): () => void;
  /** Tells every listener; resolves when all of them are done (a failing one does not stop the others). */
  endSession(reason: SessionEnd): Promise<void>;
}

export function createSessionEvents(): SessionEvents {
  const listeners = new Set<SessionEndListener>();
  return {
    onSessionEnd(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async endSession(reason) {
      await Promise.allSettled([...listeners].map(async (listener) => listener(reason)));
    },
  };
}

/** The app's one channel, shared by the client's middleware and the session's logout. */
export const sessionEvents = createSessionEvents();
