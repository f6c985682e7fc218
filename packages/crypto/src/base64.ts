// Base64 over btoa/atob: available in browsers and in Node 20 without a `node:` import, and tiny.

const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/** Standard base64 (with `=` padding) of `bytes`. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Decodes standard base64, ignoring whitespace (PEM bodies are wrapped at 64 columns).
 * Returns `undefined` for anything that is not base64, so each caller words its own error.
 */
export function base64ToBytes(text: string): Uint8Array | undefined {
  const body = text.replace(/\s+/g, '');
  if (!BASE64_BODY.test(body) || body.length % 4 === 1) return undefined;
  let binary: string;
  try {
    binary = atob(body);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
