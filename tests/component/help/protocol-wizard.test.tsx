// The protocol wizard on the books route: steps with Back and Next, checks that must be ticked before
// Next, and a final Record completion that keeps who and when.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetUi, signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';

/** Within the book: the app bar has a Back button of its own. */
function button(name: string): HTMLElement {
  return within(screen.getByRole('article', { name: 'pH Calibration' })).getByRole('button', { name });
}

function isDisabled(el: HTMLElement): boolean {
  return el.getAttribute('aria-disabled') === 'true' || el.hasAttribute('disabled');
}

async function tickAll(): Promise<void> {
  const checks = within(screen.getByRole('group', { name: 'Checks' })).getAllByRole('checkbox');
  for (const c of checks) fireEvent.click(c);
  const book = screen.getByRole('article', { name: 'pH Calibration' });
  await waitFor(() => expect(isDisabled(within(book).getByRole('button', { name: /^(Next|Record completion)$/ }))).toBe(false));
}

describe('protocol wizard', () => {
  beforeEach(() => {
    resetUi();
    signIn({ name: 'Olivia Operator', userId: `wizard-${crypto.randomUUID()}` });
  });

  it('keeps Next unavailable until every check of the step is ticked, and says why', async () => {
    await renderApp('/books/protocols/Ph-Calibration');
    expect(await screen.findByRole('heading', { level: 3, name: 'Step 1 of 5: Prepare the buffers' })).toBeTruthy();
    expect(isDisabled(button('Next'))).toBe(true);
    expect(button('Next').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Tick every check of this step to go on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Two fresh buffers at least 1 pH apart' }));
    fireEvent.click(button('Next'));
    expect(screen.getByRole('heading', { level: 3, name: 'Step 1 of 5: Prepare the buffers' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Buffers at room temperature' }));
    await waitFor(() => expect(isDisabled(button('Next'))).toBe(false));
    expect(screen.queryByText('Tick every check of this step to go on.')).toBeNull();
  });

  it('moves focus to the new step, marks the current step, and goes Back with the ticks kept', async () => {
    await renderApp('/books/protocols/Ph-Calibration');
    await screen.findByRole('heading', { level: 3, name: 'Step 1 of 5: Prepare the buffers' });
    expect(isDisabled(button('Back'))).toBe(true);
    await tickAll();
    fireEvent.click(button('Next'));
    const second = await screen.findByRole('heading', { level: 3, name: 'Step 2 of 5: Take out and rinse the electrode' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getByText(/Take out and rinse the electrode/).closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(within(steps).getByText(/Prepare the buffers \(done\)/)).toBeTruthy();
    fireEvent.click(button('Back'));
    await screen.findByRole('heading', { level: 3, name: 'Step 1 of 5: Prepare the buffers' });
    expect((screen.getByRole('checkbox', { name: 'Buffers at room temperature' }) as HTMLInputElement).checked).toBe(true);
    expect(isDisabled(button('Next'))).toBe(false);
  });

  it('steps through to the end and records the completion with who and when', async () => {
    await renderApp('/books/protocols/Ph-Calibration');
    await screen.findByRole('heading', { level: 3, name: 'Step 1 of 5: Prepare the buffers' });
    expect(await screen.findByText('Not completed on this device yet.')).toBeTruthy();
    for (let step = 1; step < 5; step++) {
      await tickAll();
      fireEvent.click(button('Next'));
      await screen.findByRole('heading', { level: 3, name: new RegExp(`^Step ${step + 1} of 5:`) });
    }
    expect(within(screen.getByRole('article', { name: 'pH Calibration' })).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(isDisabled(button('Record completion'))).toBe(true);
    await tickAll();
    fireEvent.click(button('Record completion'));
    const status = await screen.findByText(/^Completed by Olivia Operator on \d/);
    expect(status.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(isDisabled(button('Record completion'))).toBe(true));
    const recorded = screen.getByRole('region', { name: 'Recorded completions' });
    await waitFor(() => expect(within(recorded).getByText(/Olivia Operator/)).toBeTruthy());
    fireEvent.click(button('Start again'));
    await screen.findByRole('heading', { level: 3, name: 'Step 1 of 5: Prepare the buffers' });
    expect(screen.queryByText(/^Completed by/)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Recorded completions' })).getByText(/Olivia Operator/)).toBeTruthy();
  });
});
