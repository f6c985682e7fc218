import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium: test tools cannot download their own browsers here. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// network refuses; --no-sandbox because CI runs as root.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
