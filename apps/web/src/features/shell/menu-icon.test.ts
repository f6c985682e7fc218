import { describe, expect, it } from 'vitest';
import { base64IconSource, parseImagePosition, spriteIconStyle } from './menu-icon';

describe('parseImagePosition', () => {
  it.each([
    ['-100px 0px', [-100, 0]],
    ['-100 -200', [-100, -200]],
    ['0px', [0, 0]],
    ['  -12.5px   -25px ', [-12.5, -25]],
  ])('reads %j', (text, expected) => {
    expect(parseImagePosition(text)).toEqual(expected);
  });

  it.each([null, undefined, '', 'left top', '10% 0', '1px 2px 3px'])('refuses %j', (text) => {
    expect(parseImagePosition(text)).toBeNull();
  });
});

describe('spriteIconStyle', () => {
  const defaults = { iconWidth: 100, size: 1000 };

  it('scales the sprite defaults of seed 000 §9 (100 and 1000) to a 20 px icon', () => {
    expect(spriteIconStyle('-100px -200px', defaults, 20)).toEqual({
      backgroundPosition: '-20px -40px',
      backgroundSize: '200px auto',
    });
  });

  it('follows a configured icon width and sprite size', () => {
    expect(spriteIconStyle('-80px 0px', { iconWidth: 80, size: 800 }, 16)).toEqual({
      backgroundPosition: '-16px 0px',
      backgroundSize: '160px auto',
    });
  });

  it('gives nothing without a usable position or with a broken sprite setting', () => {
    expect(spriteIconStyle(null, defaults, 20)).toBeNull();
    expect(spriteIconStyle('center', defaults, 20)).toBeNull();
    expect(spriteIconStyle('0px 0px', { iconWidth: 0, size: 1000 }, 20)).toBeNull();
  });
});

describe('base64IconSource', () => {
  it('keeps an image data URL', () => {
    expect(base64IconSource('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
  });

  it('turns bare base64 into a PNG data URL', () => {
    expect(base64IconSource('iVBORw0K\nGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('refuses empty values and anything that is not an image', () => {
    expect(base64IconSource(null)).toBeNull();
    expect(base64IconSource('  ')).toBeNull();
    expect(base64IconSource('javascript:alert(1)')).toBeNull();
    expect(base64IconSource('data:text/html;base64,PGI+')).toBeNull();
  });
});
