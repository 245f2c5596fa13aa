// console.md §8: the method confirmation and success snackbar texts.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { methodCompletedText, methodConfirmText } from '../../src/features/nodes/methods/method-args';

// English, the source language: the id is the text.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('method call messages', () => {
  it("asks 'You are about to: {action} Are you sure?'", () => {
    expect(methodConfirmText(i18n, 'Start pump')).toBe('You are about to: Start pump Are you sure?');
  });

  it("reports success as 'Operation \"{name}\" completed'", () => {
    expect(methodCompletedText(i18n, 'Ping')).toBe('Operation "Ping" completed');
  });
});
