// Touch handlers that report a swipe once a finger lifts: the direction rule and the 16 px threshold
// of node-model.md §9 live in domain/touch-layout.ts.
import { useRef } from 'react';
import type { TouchEvent } from 'react';
import { swipeDirection } from '../domain/touch-layout';
import type { SwipeDirection } from '../domain/touch-layout';

export type SwipeHandlers = {
  onTouchStart: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
  onTouchCancel: () => void;
};

export function useSwipe(onSwipe: (direction: SwipeDirection) => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event) => {
      const touch = event.touches[0];
      // A second finger makes it a pinch, not a swipe.
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onTouchCancel: () => {
      start.current = null;
    },
  };
}
