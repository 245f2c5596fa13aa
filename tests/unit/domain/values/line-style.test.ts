import { describe, expect, it } from 'vitest';
import { DEFAULT_LINE_STYLE, formatLineStyle, parseLineStyle } from '../../../../src/domain/values/line-style';

describe('parseLineStyle', () => {
  it("reads 'color;dash;width'", () => {
    expect(parseLineStyle('#ff0000;Dash;3')).toEqual({ ok: true, value: { color: '#ff0000', dash: 'Dash', width: 3 } });
  });

  it('forces width 0 for dash None', () => {
    expect(parseLineStyle('#ff0000;None;3')).toEqual({ ok: true, value: { color: '#ff0000', dash: 'None', width: 0 } });
  });

  it('defaults to #000000, Solid and width 1', () => {
    expect(DEFAULT_LINE_STYLE).toEqual({ color: '#000000', dash: 'Solid', width: 1 });
    expect(parseLineStyle('')).toEqual({ ok: true, value: DEFAULT_LINE_STYLE });
  });

  it('clamps the width to 1-5 and reports the corrected style', () => {
    expect(parseLineStyle('#000000;Solid;9')).toEqual({ ok: false, error: 'Invalid line style!', value: { color: '#000000', dash: 'Solid', width: 5 } });
  });

  it('replaces an unknown dash by the default and reports it', () => {
    expect(parseLineStyle('#000000;Wavy;2')).toEqual({ ok: false, error: 'Invalid line style!', value: { color: '#000000', dash: 'Solid', width: 2 } });
  });
});

describe('formatLineStyle', () => {
  it("writes 'color;dash;width' with width 0 for None", () => {
    expect(formatLineStyle({ color: '#00ff00', dash: 'DashDot', width: 2 })).toBe('#00ff00;DashDot;2');
    expect(formatLineStyle({ color: '#00ff00', dash: 'None', width: 2 })).toBe('#00ff00;None;0');
  });
});
