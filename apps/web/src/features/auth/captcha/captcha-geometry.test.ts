import { describe, expect, it } from 'vitest';
import {
  BAR_HEIGHT,
  BLOCK_WIDTH,
  CLICK_COUNT,
  clampSlide,
  clickPointJson,
  elapsedSeconds,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  jigsawWidth,
  PUZZLE_Y,
  puzzlePointJson,
} from './captcha-geometry';

describe('the constants of seed 000 §9', () => {
  it('image 310×155, bar 40, block 50, y 5, 3 clicks', () => {
    expect([IMAGE_WIDTH, IMAGE_HEIGHT, BAR_HEIGHT, BLOCK_WIDTH, PUZZLE_Y, CLICK_COUNT]).toEqual([
      310, 155, 40, 50, 5, 3,
    ]);
  });
});

describe('the puzzle', () => {
  it('sends x in the 310 reference and y 5', () => {
    expect(puzzlePointJson(120, 310)).toBe('{"x":120,"y":5}');
    expect(puzzlePointJson(200, 400)).toBe('{"x":155,"y":5}');
    expect(puzzlePointJson(100, 400)).toBe('{"x":77.5,"y":5}');
  });

  it('keeps the slider between 0 and bar − block − 2', () => {
    expect(clampSlide(-20, 310)).toBe(0);
    expect(clampSlide(100, 310)).toBe(100);
    expect(clampSlide(400, 310)).toBe(258);
    expect(clampSlide(Number.NaN, 310)).toBe(0);
    expect(clampSlide(10, 30)).toBe(0);
  });

  it('draws the jigsaw piece 47/310 of the image wide', () => {
    expect(jigsawWidth(310)).toBe(47);
    expect(jigsawWidth(400)).toBe(60);
  });
});

describe('click-word', () => {
  it('sends the clicks scaled to 310×155, rounded, in click order', () => {
    expect(
      clickPointJson(
        [
          { x: 40.4, y: 60.6 },
          { x: 300, y: 10 },
          { x: 150.5, y: 100.2 },
        ],
        310,
        155,
      ),
    ).toBe('[{"x":40,"y":61},{"x":300,"y":10},{"x":151,"y":100}]');
    expect(clickPointJson([{ x: 200, y: 100 }], 400, 200)).toBe('[{"x":155,"y":78}]');
  });
});

describe('the success text', () => {
  it('counts the seconds with two decimals', () => {
    expect(elapsedSeconds(1000, 2234)).toBe('1.23');
    expect(elapsedSeconds(1000, 1000)).toBe('0.00');
    expect(elapsedSeconds(2000, 1000)).toBe('0.00');
  });
});
