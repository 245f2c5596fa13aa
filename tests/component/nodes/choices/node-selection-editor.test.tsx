import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../../src/domain/locale-settings';
import type { SelectionChange } from '../../../../src/domain/choices/node-selection';
import { NodeSelectionEditor } from '../../../../src/features/nodes/choices/NodeSelectionEditor';
import type { NodeSelectionOperations } from '../../../../src/features/nodes/choices/use-node-selection';
import { resetUi } from '../../support/app-state';
import { renderWithFluent } from '../tree-fixtures';
import { child, deferred } from './choice-fixtures';
import type { Deferred } from './choice-fixtures';

const angles = [
  child('0.MALS.Angles.A35', { SValue: true, Category: 'Low angles', Description: 'Large particles.' }),
  child('0.MALS.Angles.A50', { SValue: false, Category: 'Low angles', Description: 'Forward scattering.' }),
  child('0.MALS.Angles.A90', { SValue: true, Category: 'Reference', Description: 'Always recorded.' }, false),
  child('0.MALS.Angles.A145', { SValue: false, Category: 'High angles', Description: '' }),
];

function renderSelection(operations: NodeSelectionOperations) {
  return renderWithFluent(<NodeSelectionEditor label="Detector angles" items={angles} operations={operations} readOnly={false} locale={DEFAULT_LOCALE_SETTINGS} />);
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('node selection editor', () => {
  beforeEach(resetUi);

  it('groups the items by category, shows their descriptions and disables non-writable ones', () => {
    renderSelection({ send: vi.fn() });
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Low angles', 'Reference', 'High angles']);
    expect(within(screen.getByRole('group', { name: 'Low angles' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(box('A35').checked).toBe(true);
    expect(box('A90').disabled).toBe(true);
    expect(box('A50').disabled).toBe(false);
    expect(screen.getByText('Large particles.')).toBeTruthy();
  });

  it('sends the changes made during a running batch as one batch after it', async () => {
    const batches: Deferred<void>[] = [];
    const send = vi.fn((_changes: SelectionChange[]) => {
      const d = deferred<void>();
      batches.push(d);
      return d.promise;
    });
    renderSelection({ send });
    fireEvent.click(box('A50'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual([{ gId: '0.MALS.Angles.A50', selected: true }]);
    // While the first batch runs: two more clicks, shown at once, not sent yet.
    fireEvent.click(box('A35'));
    fireEvent.click(box('A145'));
    expect(box('A35').checked).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    batches[0]?.resolve();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]?.[0]).toEqual([
      { gId: '0.MALS.Angles.A35', selected: false },
      { gId: '0.MALS.Angles.A145', selected: true },
    ]);
    batches[1]?.resolve();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Detector angles' }).getAttribute('aria-busy')).toBe('false'));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
