import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { DeleteDialog } from '../../../src/features/records/record/DeleteDialog';

function renderDialog(alreadyDeleted = false) {
  const onConfirm = vi.fn(async () => null);
  render(
    <FluentProvider theme={webLightTheme}>
      <DeleteDialog open name="Acme" alreadyDeleted={alreadyDeleted} onConfirm={onConfirm} onClose={() => {}} />
    </FluentProvider>,
  );
  return onConfirm;
}

describe('delete dialog', () => {
  it('sends a soft delete without asking for a reason', async () => {
    const onConfirm = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ permanent: false, reason: '' }));
  });

  it("refuses a permanent delete with a whitespace-only reason: 'Reason is required.'", async () => {
    const onConfirm = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Delete permanently' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: '  \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reason is required.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Duplicate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ permanent: true, reason: 'Duplicate' }));
  });

  it('offers only the permanent delete for a record already deleted', () => {
    renderDialog(true);
    expect((screen.getByRole('radio', { name: /can be restored/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: /Reason/ })).toBeTruthy();
  });

  it('is at most 800 pixels wide', () => {
    renderDialog();
    expect(screen.getByRole('dialog').style.maxWidth).toBe('800px');
  });
});
