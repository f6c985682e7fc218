// A small speech synthesiser of the project's own for the mock's /tts: 16 kHz, 16-bit mono PCM
// that sounds like speech — one syllable per Han character (a Mandarin tone's pitch contour over
// a formant-filtered glottal pulse train, a consonant burst or hiss before it), letters and
// digits spelled, pauses at punctuation — and lasts as long as reading the text aloud does
// (about 4.7 syllables a second at speed 50: 20 characters ≈ 4.3 s). Deterministic: the same
// text and settings give the same bytes. Written by hand because the offline synthesisers on npm
// are GPL (espeak-ng builds) or need model files (research wave2 §6); this one is ~200 lines.

export const SAMPLE_RATE = 16_000;

export interface VoiceSettings {
  /** The voice's own pitch (Hz): a woman's about 205, a man's about 115. */
  baseF0: number;
  /** 0–100, 50 the normal pace. */
  speed: number;
  /** 0–100, 50 the normal loudness. */
  volume: number;
  /** 0–100, 50 the voice's own pitch. */
  pitch: number;
}

/** One piece of the text as spoken: a syllable of a character, or a pause. */
type Unit = { kind: 'syllable'; code: number; bytes: number } | { kind: 'pause'; ms: number; bytes: number };

const SYLLABLE_MS = 210;
const PAUSES: ReadonlyArray<readonly [RegExp, number]> = [
  [/[。！？!?；;]/u, 380],
  [/[，,、：:]/u, 200],
  [/[\n\r]/u, 320],
  [/[\s]/u, 70],
];

/** Vowel formants (Hz): a, o, e, i, u, ü and the common finals' centres. */
const VOWELS: ReadonlyArray<readonly [number, number, number]> = [
  [850, 1220, 2810],
  [570, 840, 2410],
  [540, 1100, 2540],
  [290, 2250, 3010],
  [320, 800, 2380],
  [300, 1950, 2550],
  [730, 1600, 2650],
  [480, 1900, 2600],
  [650, 1050, 2600],
];

/** Initials: none, a stop's burst, an aspirated stop, a fricative (hiss centre Hz), a nasal. */
type Initial =
  | { kind: 'none' }
  | { kind: 'stop'; aspirated: boolean }
  | { kind: 'fricative'; centre: number }
  | { kind: 'nasal' };
const INITIALS: readonly Initial[] = [
  { kind: 'none' },
  { kind: 'stop', aspirated: false },
  { kind: 'stop', aspirated: true },
  { kind: 'fricative', centre: 5200 },
  { kind: 'fricative', centre: 3600 },
  { kind: 'fricative', centre: 1800 },
  { kind: 'nasal' },
  { kind: 'stop', aspirated: false },
];

/** Mandarin's four tones as pitch contours (relative to the voice's pitch) over the syllable. */
const TONES: ReadonlyArray<(t: number) => number> = [
  () => 1.22,
  (t) => 0.92 + 0.34 * t,
  (t) => (t < 0.6 ? 0.88 - 0.25 * (t / 0.6) : 0.63 + 0.45 * ((t - 0.6) / 0.4)),
  (t) => 1.32 - 0.6 * t,
];

/** The text as units: characters spoken, punctuation and spaces as pauses, other symbols skipped. */
export function unitsOf(text: string): Unit[] {
  const units: Unit[] = [];
  for (const char of text) {
    const bytes = Buffer.byteLength(char, 'utf8');
    const pause = PAUSES.find(([pattern]) => pattern.test(char));
    if (pause) units.push({ kind: 'pause', ms: pause[1], bytes });
    else if (/[\p{L}\p{N}]/u.test(char))
      units.push({ kind: 'syllable', code: char.codePointAt(0) ?? 0, bytes });
    else units.push({ kind: 'pause', ms: 0, bytes });
  }
  return units;
}

/** Seconds the text takes at the settings (without synthesising it). */
export function durationOf(text: string, settings: VoiceSettings): number {
  const rate = rateOf(settings.speed);
  return unitsOf(text).reduce((s, u) => s + (u.kind === 'pause' ? u.ms : SYLLABLE_MS) / rate, 0) / 1000;
}

function rateOf(speed: number): number {
  return 0.5 + Math.min(Math.max(speed, 0), 100) / 100;
}

/** A two-pole resonator (Klatt): passes a band around `frequency` of width `bandwidth`. */
class Resonator {
  private y1 = 0;
  private y2 = 0;
  private a = 0;
  private b = 0;
  private c = 0;

  set(frequency: number, bandwidth: number): void {
    const r = Math.exp((-Math.PI * bandwidth) / SAMPLE_RATE);
    this.c = -(r * r);
    this.b = 2 * r * Math.cos((2 * Math.PI * frequency) / SAMPLE_RATE);
    this.a = 1 - this.b - this.c;
  }

  step(x: number): number {
    const y = this.a * x + this.b * this.y1 + this.c * this.y2;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/**
 * The speech of a text as PCM chunks (one per syllable or pause, Int16 little-endian), each with
 * the UTF-8 bytes of text it covers, lazily: a long text is never all in memory.
 */
export function* synthesise(
  text: string,
  settings: VoiceSettings,
): Generator<{ pcm: Buffer; textBytes: number }> {
  const rate = rateOf(settings.speed);
  // The loudest sample of a syllable: 0.45 of full scale at volume 50, full scale at 100 (no clipping).
  const peak = 0.45 * Math.min(2, Math.min(Math.max(settings.volume, 0), 100) / 50) ** 1.15;
  const basePitch = settings.baseF0 * 2 ** ((Math.min(Math.max(settings.pitch, 0), 100) - 50) / 100);
  const formants = [new Resonator(), new Resonator(), new Resonator()];
  const hiss = new Resonator();
  let noise = 0x2545f491;
  const white = () => {
    // xorshift32: a few lines, deterministic.
    noise ^= noise << 13;
    noise ^= noise >>> 17;
    noise ^= noise << 5;
    return ((noise >>> 0) / 0xffffffff) * 2 - 1;
  };
  let phase = 0;
  const units = unitsOf(text);
  for (let index = 0; index < units.length; index++) {
    const unit = units[index] as Unit;
    if (unit.kind === 'pause') {
      const samples = Math.round(((unit.ms / rate) * SAMPLE_RATE) / 1000);
      const pcm = Buffer.alloc(samples * 2);
      // A breath, not digital silence.
      for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(white() * 120 * peak), i * 2);
      yield { pcm, textBytes: unit.bytes };
      continue;
    }
    const code = unit.code;
    const vowel = VOWELS[(code >> 2) % VOWELS.length] as readonly [number, number, number];
    const initial = INITIALS[(code >> 5) % INITIALS.length] as Initial;
    const tone = TONES[code % TONES.length] as (t: number) => number;
    // The phrase's pitch falls gently towards its end (declination), and resets after a pause.
    const phrasePosition = Math.min(index % 12, 11) / 11;
    const samples = Math.round(((SYLLABLE_MS / rate) * SAMPLE_RATE) / 1000);
    const onset =
      initial.kind === 'none'
        ? 0
        : Math.round(samples * (initial.kind === 'fricative' ? 0.3 : initial.kind === 'nasal' ? 0.18 : 0.1));
    const wave = new Float32Array(samples);
    let loudest = 0;
    for (let i = 0; i < samples; i++) {
      let sample = 0;
      if (i < onset) {
        // The initial consonant: a burst, a hiss or a hum.
        const t = i / onset;
        if (initial.kind === 'fricative') {
          hiss.set(initial.centre, 900);
          sample = hiss.step(white()) * 0.8 * Math.sin(Math.PI * t);
        } else if (initial.kind === 'stop') {
          hiss.set(2500, 2000);
          sample = t < 0.35 ? hiss.step(white()) * (initial.aspirated ? 0.9 : 0.5) * (1 - t) : 0;
        } else if (initial.kind === 'nasal') {
          phase += (basePitch * 0.95) / SAMPLE_RATE;
          sample = Math.sin(2 * Math.PI * phase) * 0.25;
        }
      } else {
        const t = (i - onset) / Math.max(1, samples - onset);
        const f0 = basePitch * tone(t) * (1.04 - 0.1 * phrasePosition);
        phase += f0 / SAMPLE_RATE;
        let excitation = 0;
        if (phase >= 1) {
          phase -= 1;
          excitation = 1;
        }
        excitation += white() * 0.03;
        // The vowel glides a little towards the next one (coarticulation).
        const glide = 1 + 0.06 * Math.sin(Math.PI * t);
        formants[0]?.set(vowel[0] * glide, 90);
        formants[1]?.set(vowel[1] / glide, 110);
        formants[2]?.set(vowel[2], 170);
        const f1 = formants[0]?.step(excitation) ?? 0;
        const f2 = formants[1]?.step(excitation) ?? 0;
        const f3 = formants[2]?.step(excitation) ?? 0;
        const envelope = Math.min(1, t / 0.12) * Math.min(1, (1 - t) / 0.25);
        sample = (f1 + f2 * 0.55 + f3 * 0.25) * envelope;
      }
      wave[i] = sample;
      loudest = Math.max(loudest, Math.abs(sample));
    }
    // Each syllable at the same loudness, whatever its vowel's resonance.
    const scale = loudest > 0 ? (peak * 32767) / loudest : 0;
    const pcm = Buffer.alloc(samples * 2);
    for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round((wave[i] as number) * scale), i * 2);
    yield { pcm, textBytes: unit.bytes };
  }
}
