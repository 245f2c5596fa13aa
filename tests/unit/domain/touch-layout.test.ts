import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, TOUCH_TARGET_PX, navigationMode, rowHeightFor, swipeDirection } from '../../../src/domain/touch-layout';

describe('touch layout constants', () => {
  it('uses the swipe threshold of node-model.md §9 and 44 px finger targets', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(16);
    expect(TOUCH_TARGET_PX).toBe(44);
  });
});

describe('navigationMode', () => {
  it('gives a finger on a narrow screen the overlay drawer, whatever the stored collapse choice', () => {
    expect(navigationMode({ coarse: true, narrow: true, collapsedChoice: null })).toBe('drawer');
    expect(navigationMode({ coarse: true, narrow: true, collapsedChoice: false })).toBe('drawer');
    expect(navigationMode({ coarse: true, narrow: true, collapsedChoice: true })).toBe('drawer');
  });

  it('keeps the icon rail on narrow screens with a mouse, and the full list on wide ones, unless the user chose', () => {
    expect(navigationMode({ coarse: false, narrow: true, collapsedChoice: null })).toBe('mini');
    expect(navigationMode({ coarse: false, narrow: false, collapsedChoice: null })).toBe('full');
    expect(navigationMode({ coarse: false, narrow: true, collapsedChoice: false })).toBe('full');
    expect(navigationMode({ coarse: true, narrow: false, collapsedChoice: true })).toBe('mini');
    expect(navigationMode({ coarse: true, narrow: false, collapsedChoice: null })).toBe('full');
  });
});

describe('rowHeightFor', () => {
  it('raises a list row to a finger target with touch and leaves it alone with a mouse', () => {
    expect(rowHeightFor(30, true)).toBe(44);
    expect(rowHeightFor(30, false)).toBe(30);
    expect(rowHeightFor(56, true)).toBe(56);
  });
});

describe('swipeDirection', () => {
  it('counts a movement of more than 16 px along one axis as a swipe', () => {
    expect(swipeDirection(-17, 0)).toBe('left');
    expect(swipeDirection(17, 3)).toBe('right');
    expect(swipeDirection(0, -17)).toBe('up');
    expect(swipeDirection(2, 40)).toBe('down');
  });

  it('treats 16 px or less as a tap', () => {
    expect(swipeDirection(-16, 0)).toBeNull();
    expect(swipeDirection(16, 0)).toBeNull();
    expect(swipeDirection(0, 16)).toBeNull();
  });

  it('ignores a diagonal movement (more than half as far across as along)', () => {
    expect(swipeDirection(-40, 25)).toBeNull();
    expect(swipeDirection(-40, 20)).toBe('left');
  });
});
