// console.md §9: a property dialog (here the method arguments form, one column) is 500 px wide and
// grows by 500 px per further column; on a narrower screen it takes the screen's width.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { NodeMethod } from '../../../src/domain/nodes/node-protocol';
import { propertyDialogWidth } from '../../../src/domain/property-dialog';
import { MethodCallDialog } from '../../../src/features/nodes/methods/MethodCallDialog';
import { renderWithFluent } from './tree-fixtures';

const WASH: NodeMethod = { id: 'Wash', name: 'Needle wash', ac: 0, args: [{ name: 'Cycles', type: { kind: 'int' } }] };

describe('property dialog width', () => {
  it('opens the method arguments dialog 500 px wide, shrinking to the screen', async () => {
    renderWithFluent(<MethodCallDialog nodeName="Autosampler" method={WASH} onRun={vi.fn()} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Needle wash' });
    expect(dialog.style.maxWidth).toBe('500px');
    expect(dialog.style.width).toBe('100%');
  });

  it('grows by 500 px per column', () => {
    expect([1, 2, 3].map(propertyDialogWidth)).toEqual([500, 1000, 1500]);
    expect(propertyDialogWidth(0)).toBe(500);
  });
});

describe('form rules of the arguments form', () => {
  const LOGIN: NodeMethod = {
    id: 'Login',
    name: 'Log in to device',
    ac: 0,
    args: [
      { name: 'Port', type: { kind: 'int' } },
      { name: 'User', type: { kind: 'text', maxLength: 8 } },
      { name: 'Password', type: { kind: 'text', password: true } },
    ],
  };

  it("masks passwords, takes the schema's max length, and an empty required field says 'Required' and blocks Run", async () => {
    const onRun = vi.fn();
    renderWithFluent(<MethodCallDialog nodeName="Pump" method={LOGIN} onRun={onRun} onCancel={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Log in to device' });
    expect((within(dialog).getByLabelText('Password') as HTMLInputElement).type).toBe('password');
    expect((within(dialog).getByRole('textbox', { name: 'User' }) as HTMLInputElement).maxLength).toBe(8);
    // Run submits the form (jsdom does not submit on a button click).
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Run' }).closest('form') as HTMLFormElement);
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(onRun).not.toHaveBeenCalled();
  });
});
