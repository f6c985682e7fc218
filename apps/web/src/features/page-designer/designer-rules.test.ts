import { describe, expect, it } from 'vitest';
import { parseConfigData } from '../auth/login/page-config';
import {
  addableTypes,
  arrowStep,
  componentLabel,
  componentTypesFor,
  moveTo,
  newComponent,
  nudge,
  resizeTo,
  saveBody,
} from './designer-rules';

const box = { x: 100, y: 100, w: 200, h: 50 };

describe('page designer rules', () => {
  it('moves a component to whole pixels and keeps it inside the 1920×1080 design', () => {
    expect(moveTo(box, 10.4, 20.6)).toEqual({ x: 10, y: 21, w: 200, h: 50 });
    expect(moveTo(box, -30, 5000)).toEqual({ x: 0, y: 1030, w: 200, h: 50 });
    expect(moveTo(box, 1900, 0)).toEqual({ x: 1720, y: 0, w: 200, h: 50 });
  });

  it('nudges by the arrow keys, 1 pixel or 10 with Shift, never out of the design', () => {
    expect(arrowStep('ArrowLeft', false)).toEqual({ dx: -1, dy: 0 });
    expect(arrowStep('ArrowDown', true)).toEqual({ dx: 0, dy: 10 });
    expect(arrowStep('Enter', false)).toBeNull();
    expect(nudge(box, 0, -10)).toEqual({ ...box, y: 90 });
    expect(nudge({ ...box, x: 0 }, -1, 0)).toEqual({ ...box, x: 0 });
  });

  it('resizes within the design and never below the smallest size', () => {
    expect(resizeTo({ x: 1800, y: 100, w: 400, h: 2 })).toEqual({ x: 1800, y: 100, w: 120, h: 8 });
    expect(resizeTo({ x: -5, y: 10.2, w: 99.6, h: 40 })).toEqual({ x: 0, y: 10, w: 100, h: 40 });
  });

  it('offers the types not yet placed and adds one centred on top', () => {
    const placed = parseConfigData(JSON.stringify([{ component: 'logo', x: 0, y: 0, w: 10, h: 10, z: 4 }]));
    expect(addableTypes(['logo', 'wechat', 'company'], placed)).toEqual(['wechat', 'company']);
    expect(newComponent('wechat', placed)).toMatchObject({
      component: 'wechat',
      x: 810,
      y: 516,
      w: 300,
      h: 48,
      z: 5,
    });
    expect(newComponent('background', placed)).toMatchObject({ x: 0, y: 0, w: 1920, h: 1080, z: 0 });
  });

  it('sends the edited components as the save body', () => {
    const placed = parseConfigData(JSON.stringify([{ component: 'logo', x: 0, y: 0, w: 10, h: 10, z: 4 }]));
    expect(saveBody({ id: '1', name: null, type: '0' }, placed)).toEqual({
      id: '1',
      name: '',
      type: '0',
      configData: placed,
    });
  });

  it('offers the home page its widgets and the sign-in page the rest, a widget placed as a titled card', () => {
    const all = ['logo', 'loginButton', 'homeWelcome', 'homeTodos'] as const;
    expect(componentTypesFor('1', all)).toEqual(['homeWelcome', 'homeTodos']);
    expect(componentTypesFor('0', all)).toEqual(['logo', 'loginButton']);
    expect(componentLabel('homeTodos')).toBe('待办事项');
    expect(componentLabel('logo')).toBe('logo');
    expect(newComponent('homeTodos', [])).toMatchObject({
      w: 940,
      h: 400,
      x: 490,
      y: 340,
      textContent: '待办事项',
    });
  });
});
