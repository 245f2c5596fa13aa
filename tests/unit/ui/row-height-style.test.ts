// A list row's CSS height and the height its scroller is told come from one rule (rowHeightFor).
import { describe, expect, it } from 'vitest';
import { TOUCH_TARGET_PX, rowHeightFor } from '../../../src/domain/touch-layout';
import { COARSE_POINTER_MEDIA } from '../../../src/ui/use-media-query';
import { rowHeightStyle } from '../../../src/ui/use-touch-layout';

describe('rowHeightStyle', () => {
  it("draws a row at the list's height with a mouse and at the finger's target under the touch layout", () => {
    expect(rowHeightStyle(30)).toEqual({ height: '30px', [COARSE_POINTER_MEDIA]: { height: `${TOUCH_TARGET_PX}px` } });
  });

  it('draws the same heights the scroller is told, also for a row taller than a finger', () => {
    for (const base of [30, 60]) {
      expect(rowHeightStyle(base)).toEqual({ height: `${rowHeightFor(base, false)}px`, [COARSE_POINTER_MEDIA]: { height: `${rowHeightFor(base, true)}px` } });
    }
    expect(rowHeightStyle(60)).toEqual({ height: '60px', [COARSE_POINTER_MEDIA]: { height: '60px' } });
  });
});
