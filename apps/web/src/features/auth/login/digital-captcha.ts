// The numberCode captcha (seed 000 §2 "a digit image typed into the form", §7
// getDigitalCaptcha: a map from key to image).
import type { ApiClient } from '@jt/api-contract';

export interface DigitalCaptcha {
  /** Sent back as Jtcaptchakey. */
  key: string;
  /** The image as a data URL. */
  image: string;
}

/** The first entry of the answer's map, or null when the answer has none. */
export function firstEntry(data: unknown): DigitalCaptcha | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  for (const [key, image] of Object.entries(data as Record<string, unknown>))
    if (typeof image === 'string' && image.startsWith('data:image/')) return { key, image };
  return null;
}

export async function readDigitalCaptcha(client: ApiClient): Promise<DigitalCaptcha | null> {
  try {
    const { data } = await client.GET('/api/component/captcha/getDigitalCaptcha');
    return data?.code === 200 ? firstEntry(data.data) : null;
  } catch {
    return null;
  }
}
