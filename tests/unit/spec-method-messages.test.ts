// console.md §8: the method confirmation and success snackbar texts.
import { describe, expect, it } from 'vitest';
import { methodCompletedText, methodConfirmText } from '../../src/features/nodes/methods/method-args';

describe('method call messages', () => {
  it("asks 'You are about to: {action} Are you sure?'", () => {
    expect(methodConfirmText('Start pump')).toBe('You are about to: Start pump Are you sure?');
  });

  it("reports success as 'Operation \"{name}\" completed'", () => {
    expect(methodCompletedText('Ping')).toBe('Operation "Ping" completed');
  });
});
