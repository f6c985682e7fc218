import { describe, expect, it } from 'vitest';
import { pcm16ToSamples, readSpeechFrame, speechText } from './speech-frames';

describe('speech audio', () => {
  it('turns 16-bit little-endian PCM into samples', () => {
    const bytes = new Uint8Array([0x00, 0x00, 0xff, 0x7f, 0x00, 0x80, 0x00, 0x40, 0x01]);
    expect(Array.from(pcm16ToSamples(bytes))).toEqual([0, 32767 / 32768, -1, 0.5]);
  });

  it('reads an audio frame and the last frame', () => {
    const audio = btoa(String.fromCharCode(0x00, 0x40, 0x00, 0xc0));
    const frame = readSpeechFrame(
      JSON.stringify({ code: 0, message: 'success', sid: 's', data: { audio, status: 1, ced: '4' } }),
    );
    expect(frame?.code).toBe(0);
    expect(Array.from(frame?.samples ?? [])).toEqual([0.5, -0.5]);
    expect(frame?.last).toBe(false);
    expect(
      readSpeechFrame(JSON.stringify({ code: 0, message: 'success', data: { audio, status: 2 } }))?.last,
    ).toBe(true);
  });

  it("reads iFlytek's and the gateway's failures as the last frame", () => {
    expect(readSpeechFrame('{"code":11201,"message":"auth no enough license","sid":"s"}')).toMatchObject({
      code: 11201,
      message: 'auth no enough license',
      last: true,
    });
    expect(readSpeechFrame('{"code":502,"message":"HMAC signature does not match"}')?.last).toBe(true);
  });

  it('refuses what is not a frame', () => {
    expect(readSpeechFrame('nope')).toBeNull();
    expect(readSpeechFrame('{"message":"x"}')).toBeNull();
    expect(readSpeechFrame('{"code":0,"message":"","data":{"audio":"%%%","status":1}}')).toBeNull();
  });
});

describe('the text read aloud', () => {
  it('drops the markdown marks and keeps the words', () => {
    expect(speechText('## 今日巡查\n- **G6**：2次\n[详情](/home) ![图](/media/a.png)', 2000)).toBe(
      '今日巡查 - G6 ：2次 详情',
    );
    expect(speechText('| 路线 | 状态 |\n| --- | --- |\n| G6 | 畅通 |', 2000)).toBe('路线 状态 G6 畅通');
  });

  it('is cut at the limit, counting characters', () => {
    expect(speechText('巡查'.repeat(1500), 2000)).toHaveLength(2000);
  });
});
