import { describe, expect, it } from 'vitest';
import {
  MSG_PASSWORDS_DIFFER,
  MSG_PASSWORD_COMMON,
  MSG_PASSWORD_IS_USERNAME,
  MSG_PASSWORD_REUSED,
  MSG_PASSWORD_TOO_LONG,
  MSG_PASSWORD_TOO_SHORT,
  checkNewPassword,
  isCommonPassword,
} from '../../../../src/domain/passwords/password-rules';

const messages = (...args: Parameters<typeof checkNewPassword>) => checkNewPassword(...args).map((e) => `${e.field}: ${e.msg}`);

describe('checkNewPassword', () => {
  it('accepts a long uncommon password typed twice', () => {
    expect(checkNewPassword('violet-kettle-42', 'violet-kettle-42')).toEqual([]);
  });

  it('refuses fewer than 8 and more than 256 characters', () => {
    expect(messages('Ab3$xyz', 'Ab3$xyz')).toEqual([`newPass1: ${MSG_PASSWORD_TOO_SHORT}`]);
    const long = 'x7'.repeat(129);
    expect(messages(long, long)).toEqual([`newPass1: ${MSG_PASSWORD_TOO_LONG}`]);
  });

  it('refuses a repetition that differs, on newPass2', () => {
    expect(messages('violet-kettle-42', 'violet-kettle-43')).toEqual([`newPass2: ${MSG_PASSWORDS_DIFFER}`]);
  });

  it('refuses the most common passwords and their trivial variants', () => {
    for (const password of ['password', 'Password1', 'P@ssw0rd!', '12345678', 'qwertyuiop', 'Summer2024!', 'iloveyou', 'aaaaaaaa', 'abababab']) {
      expect(messages(password, password), password).toEqual([`newPass1: ${MSG_PASSWORD_COMMON}`]);
    }
  });

  it('does not refuse a password only because it contains a common word', () => {
    expect(isCommonPassword('new-password-1')).toBe(false);
    expect(isCommonPassword('dragonfly-orbit')).toBe(false);
  });

  it('refuses the username and the current password', () => {
    expect(messages('Operator2024', 'Operator2024', { username: 'operator' })).toEqual([`newPass1: ${MSG_PASSWORD_IS_USERNAME}`]);
    expect(messages('violet-kettle-42', 'violet-kettle-42', { currentPassword: 'violet-kettle-42' })).toEqual([`newPass1: ${MSG_PASSWORD_REUSED}`]);
  });
});
