// The assistant's audio output for speech, made on the click that opens the window: a context
// started in a user gesture may play at once (Chrome's autoplay rules), and the first one a page
// makes loads the audio stack — about 170 ms of main thread in headless Chromium — which, made at
// the first spoken report instead, lands in the middle of a streaming answer.

/** Gives the one AudioContext, made on the first call; null where the browser has no Web Audio. */
export function audioOutput(): () => AudioContext | null {
  let context: AudioContext | null = null;
  return () => {
    if (context === null && typeof AudioContext !== 'undefined') context = new AudioContext();
    return context;
  };
}
