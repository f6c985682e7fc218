// The /tts socket's frames (contract TtsServerMessage, iFlytek's TTS API) and their audio: base64
// 16 kHz 16-bit little-endian mono PCM turned into the samples Web Audio plays. Pure.

export interface SpeechFrame {
  /** 0 success; iFlytek's error code, or the gateway's 400/502, otherwise. */
  code: number;
  message: string;
  /** The frame's samples (may be empty). */
  samples: Float32Array<ArrayBuffer>;
  /** The last frame of the speech. */
  last: boolean;
}

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Signed 16-bit little-endian PCM → samples in [-1, 1). An odd last byte is dropped. */
export function pcm16ToSamples(bytes: Uint8Array): Float32Array<ArrayBuffer> {
  const count = bytes.length >> 1;
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * 2);
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i++) samples[i] = view.getInt16(i * 2, true) / 32768;
  return samples;
}

/** Reads one text frame of the socket; null when it is not a frame of the contract. */
export function readSpeechFrame(text: string): SpeechFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { code, message, data } = value as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof code !== 'number') return null;
  const text_ = typeof message === 'string' ? message : '';
  if (code !== 0 || typeof data !== 'object' || data === null) {
    return { code, message: text_, samples: new Float32Array(0), last: code !== 0 };
  }
  const { audio, status } = data as { audio?: unknown; status?: unknown };
  let samples = new Float32Array(0);
  if (typeof audio === 'string' && audio !== '') {
    try {
      samples = pcm16ToSamples(base64Bytes(audio));
    } catch {
      return null;
    }
  }
  return { code, message: text_, samples, last: status === 2 };
}

/**
 * What is read aloud of an answer: its display text without the markdown's marks (headings,
 * emphasis, table rules, link targets), at most `max` characters (iFlytek's limit).
 */
export function speechText(markdown: string, max: number): string {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, ' ')
    .replace(/[#>*_`|~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].slice(0, max).join('');
}
