import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../../src/domain/locale-settings';
import { BatchResult } from '../../../../src/domain/nodes/node-protocol';
import { BatchItemError } from '../../../../src/data/nodes/node-errors';
import { RadioChoiceEditor } from '../../../../src/features/nodes/choices/RadioChoiceEditor';
import type { RadioChoiceOperations } from '../../../../src/features/nodes/choices/use-radio-choice';
import { resetUi } from '../../support/app-state';
import { renderWithFluent } from '../tree-fixtures';
import { child, deferred } from './choice-fixtures';

const options = [child('0.Pump.Mode.Isocratic', { Enabled: true }), child('0.Pump.Mode.Gradient', { Enabled: false }), child('0.Pump.Mode.Purge', { Enabled: false })];

function renderChoice(operations: RadioChoiceOperations) {
  return renderWithFluent(
    <RadioChoiceEditor label="Mode" options={options} operations={operations} readOnly={false} locale={DEFAULT_LOCALE_SETTINGS} details={(gId) => <p>Details of {gId}</p>} />,
  );
}

const radio = (name: string) => within(screen.getByRole('radiogroup', { name: 'Mode' })).getByRole('radio', { name }) as HTMLInputElement;

describe('radio choice editor', () => {
  beforeEach(resetUi);

  it("checks the enabled child and shows its properties under it", () => {
    renderChoice({ choose: vi.fn() });
    expect(radio('Isocratic').checked).toBe(true);
    expect(screen.getByText('Details of 0.Pump.Mode.Isocratic')).toBeTruthy();
    expect(screen.queryByText('Details of 0.Pump.Mode.Gradient')).toBeNull();
  });

  it('enables the chosen child and disables the one enabled before', async () => {
    const choose = vi.fn(async () => {});
    renderChoice({ choose });
    fireEvent.click(radio('Gradient'));
    await waitFor(() => expect(choose).toHaveBeenCalledWith({ enable: '0.Pump.Mode.Gradient', disable: ['0.Pump.Mode.Isocratic'] }));
  });

  it('brings the prior choice back with the error when the server refuses', async () => {
    const answer = deferred<void>();
    renderChoice({ choose: () => answer.promise });
    fireEvent.click(radio('Purge'));
    await waitFor(() => expect(radio('Purge').checked).toBe(true));
    answer.reject(new BatchItemError({ index: 0, action: 1, gId: '0.Pump.Mode.Purge', result: BatchResult.accessDenied, errors: [{ msg: "Property 'Enabled' is read-only for you." }] }));
    const panel = await screen.findByRole('region', { name: 'Choice errors' });
    expect(within(panel).getByText("Property 'Enabled' is read-only for you.")).toBeTruthy();
    expect(radio('Isocratic').checked).toBe(true);
    expect(radio('Purge').checked).toBe(false);
  });
});
