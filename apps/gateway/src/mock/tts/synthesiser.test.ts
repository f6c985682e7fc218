import { describe, expect, it } from 'vitest';
import { durationOf, SAMPLE_RATE, synthesise, type VoiceSettings } from './synthesiser';

const VOICE: VoiceSettings = { baseF0: 205, speed: 50, volume: 50, pitch: 50 };
const SENTENCE = '今日沪蓉高速巡查三次发现坑槽两处裂缝三处'; // 20 characters

function pcmOf(text: string, settings = VOICE): Int16Array {
  const bytes = Buffer.concat([...synthesise(text, settings)].map((chunk) => chunk.pcm));
  return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
}

const rms = (samples: Int16Array) =>
  Math.sqrt(samples.reduce((sum, v) => sum + v * v, 0) / Math.max(1, samples.length));

/** The pitch (Hz) in the middle of the first syllable, by autocorrelation (60–500 Hz). */
function pitchOf(samples: Int16Array): number {
  const syllable = Math.round((0.21 * SAMPLE_RATE) / 1);
  const window = samples.subarray(Math.round(syllable * 0.45), Math.round(syllable * 0.45) + 640);
  let best = 0;
  let bestLag = 0;
  for (let lag = Math.floor(SAMPLE_RATE / 500); lag <= SAMPLE_RATE / 60; lag++) {
    let sum = 0;
    for (let i = 0; i + lag < window.length; i++) sum += (window[i] as number) * (window[i + lag] as number);
    if (sum > best) {
      best = sum;
      bestLag = lag;
    }
  }
  return SAMPLE_RATE / bestLag;
}

describe('the speech synthesiser', () => {
  it('reads a 20-character sentence in 3 to 6 seconds, as long as the estimate', () => {
    const seconds = pcmOf(SENTENCE).length / SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(3);
    expect(seconds).toBeLessThan(6);
    expect(seconds).toBeCloseTo(durationOf(SENTENCE, VOICE), 2);
  });

  it('takes longer for a longer text, and pauses at punctuation', () => {
    const short = pcmOf('巡查三次').length;
    const long = pcmOf('巡查三次巡查三次').length;
    expect(long).toBe(short * 2);
    expect(pcmOf('巡查，三次').length).toBeGreaterThan(pcmOf('巡查三次').length);
  });

  it('is never silent: every 100 ms carries sound, syllables much louder than pauses', () => {
    const samples = pcmOf('今日巡查，发现坑槽。请处置！');
    const window = SAMPLE_RATE / 10;
    for (let start = 0; start + window <= samples.length; start += window) {
      expect(rms(samples.subarray(start, start + window))).toBeGreaterThan(2);
    }
    expect(rms(samples)).toBeGreaterThan(1500);
  });

  it('gives the same bytes for the same text and settings', () => {
    expect(Buffer.from(pcmOf(SENTENCE).buffer).equals(Buffer.from(pcmOf(SENTENCE).buffer))).toBe(true);
  });

  it('speaks faster, louder and higher as speed, volume and pitch rise', () => {
    expect(pcmOf(SENTENCE, { ...VOICE, speed: 100 }).length).toBeLessThan(pcmOf(SENTENCE).length * 0.7);
    expect(rms(pcmOf(SENTENCE, { ...VOICE, volume: 100 }))).toBeGreaterThan(rms(pcmOf(SENTENCE)) * 1.8);
    const vowel = '啊啊啊啊';
    expect(pitchOf(pcmOf(vowel, { ...VOICE, pitch: 100 }))).toBeGreaterThan(pitchOf(pcmOf(vowel)) * 1.2);
    expect(pitchOf(pcmOf(vowel, { ...VOICE, baseF0: 115 }))).toBeLessThan(pitchOf(pcmOf(vowel)) * 0.75);
  });

  it('spells letters and digits, and skips symbols it cannot read', () => {
    expect(pcmOf('K1234').length).toBe(pcmOf('五个字读完').length);
    expect(pcmOf('★').length).toBe(0);
  });
});
