import { describe, expect, it } from 'vitest';
import { chinaDayStart, homeWidgets, isHomeWidget, widgetBox } from './home-layout-rules';

const placed = (component: string, z: number) => ({
  component,
  x: 0,
  y: 0,
  w: 100,
  h: 100,
  z,
  imageName: null,
  coverPhotoName: null,
  videoName: null,
  textContent: null,
  fontSize: null,
  fontColor: null,
  placeholder: null,
  checkMessage: null,
  style: {},
});

describe('a home layout', () => {
  it('draws its home widgets only, lowest z first; an unreadable layout is empty', () => {
    const data = JSON.stringify([placed('homeTodos', 3), placed('loginButton', 1), placed('homeWelcome', 2)]);
    expect(homeWidgets(data).map((w) => w.component)).toEqual(['homeWelcome', 'homeTodos']);
    expect(homeWidgets('not json')).toEqual([]);
    expect(homeWidgets('[]')).toEqual([]);
    expect(isHomeWidget('homeFigures')).toBe(true);
    expect(isHomeWidget('logo')).toBe(false);
  });

  it('places a widget by its shares of the 1920×1080 design', () => {
    expect(widgetBox({ x: 960, y: 270, w: 480, h: 540, z: 4 })).toEqual({
      left: '50.0000%',
      top: '25.0000%',
      width: '25.0000%',
      height: '50.0000%',
      zIndex: 4,
    });
  });

  it('counts today from midnight China time', () => {
    expect(chinaDayStart(Date.parse('2026-05-17T16:30:00Z'))).toBe('2026-05-18 00:00:00');
    expect(chinaDayStart(Date.parse('2026-05-18T15:59:59Z'))).toBe('2026-05-18 00:00:00');
  });
});
