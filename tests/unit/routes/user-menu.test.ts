import { describe, expect, it } from 'vitest';
import { Right } from '../../../src/domain/rights';
import { USER_MENU } from '../../../src/routes/user-menu';

describe('user menu entries (console.md §2)', () => {
  it('opens About as the settings screen at group 0.Settings.System.Info', () => {
    const about = USER_MENU.find((e) => e.label === 'About');
    expect(about?.link).toMatchObject({ to: '/settings/{-$gId}', params: { gId: '0.Settings.System.Info' } });
    expect(about?.right).toBe(Right.accessSettings);
  });
});
