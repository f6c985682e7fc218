import { describe, expect, it } from 'vitest';
import { skinVariables } from './skin';

describe('the shell’s skin', () => {
  it('makes Semi’s primary tokens and the header from the theme colour', () => {
    const vars = skinVariables({ theme_color: '#2E7D32', header_style: 'gradient' });
    expect(vars['--semi-color-primary']).toBe('rgb(46, 125, 50)');
    expect(vars['--semi-color-primary-hover']).toBe('rgb(40, 110, 44)');
    expect(vars['--semi-color-primary-light-default']).toBe('rgba(46, 125, 50, 0.1)');
    expect(vars['--jt-header-from']).toBe('rgb(25, 69, 28)');
    expect(vars['--jt-header-to']).toBe('rgb(46, 125, 50)');
  });

  it('paints a solid header in the colour itself', () => {
    const vars = skinVariables({ theme_color: '#2e7d32', header_style: 'solid' });
    expect(vars['--jt-header-from']).toBe('rgb(46, 125, 50)');
  });

  it('falls back to the platform’s blue for a colour it cannot read', () => {
    expect(skinVariables({ theme_color: 'green' })['--semi-color-primary']).toBe('rgb(20, 86, 196)');
    expect(skinVariables({})['--jt-header-from']).toBe('rgb(11, 47, 108)');
  });
});
