import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../../src/domain/locale-settings';
import { BatchResult } from '../../../../src/domain/nodes/node-protocol';
import { BatchItemError } from '../../../../src/data/nodes/node-errors';
import { ChecklistEditor } from '../../../../src/features/nodes/choices/ChecklistEditor';
import type { ChecklistOperations } from '../../../../src/features/nodes/choices/use-checklist';
import { resetUi } from '../../support/app-state';
import { renderWithFluent } from '../tree-fixtures';
import { child, deferred } from './choice-fixtures';
import type { Deferred } from './choice-fixtures';

const lookup = [
  { key: '214', value: '214 nm' },
  { key: '254', value: '254 nm' },
  { key: '280', value: '280 nm' },
];

function renderChecklist(operations: ChecklistOperations, children = [child('0.C.254nm', { Source: '254' })]) {
  return renderWithFluent(<ChecklistEditor label="Wavelength channels" lookup={lookup} childNodes={children} operations={operations} readOnly={false} locale={DEFAULT_LOCALE_SETTINGS} />);
}

const box = (name: string) => within(screen.getByRole('group', { name: 'Wavelength channels' })).getByRole('checkbox', { name }) as HTMLInputElement;

describe('checklist editor', () => {
  beforeEach(resetUi);

  it('shows a select-all box and one box per lookup value, ticked where a child stands for it', () => {
    renderChecklist({ create: vi.fn(), remove: vi.fn() });
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeTruthy();
    expect([box('214 nm').checked, box('254 nm').checked, box('280 nm').checked]).toEqual([false, true, false]);
  });

  it('creates a child for a ticked value and deletes the child of an unticked one', async () => {
    const create = vi.fn(async (key: string) => `0.C.${key}nm`);
    const remove = vi.fn(async () => {});
    renderChecklist({ create, remove });
    fireEvent.click(box('214 nm'));
    await waitFor(() => expect(create).toHaveBeenCalledWith('214', '214 nm'));
    fireEvent.click(box('254 nm'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('0.C.254nm'));
  });

  it('applies a change made during a request after it, against what the request left', async () => {
    const pending: Deferred<string>[] = [];
    const create = vi.fn(() => {
      const d = deferred<string>();
      pending.push(d);
      return d.promise;
    });
    const remove = vi.fn(async () => {});
    renderChecklist({ create, remove });
    fireEvent.click(box('214 nm'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    // While 214 is being created: tick 280 and untick 214 again.
    fireEvent.click(box('280 nm'));
    fireEvent.click(box('214 nm'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(box('280 nm').checked).toBe(true);
    pending[0]?.resolve('0.C.214nm');
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create).toHaveBeenLastCalledWith('280', '280 nm');
    pending[1]?.resolve('0.C.280nm');
    await waitFor(() => expect(remove).toHaveBeenCalledWith('0.C.214nm'));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('select-all ticks every value that is not ticked yet', async () => {
    const create = vi.fn(async (key: string) => `0.C.${key}nm`);
    renderChecklist({ create, remove: vi.fn() });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls.map((c) => c[0])).toEqual(['214', '280']);
  });

  it('shows a refused create in the error panel and returns to what the server has', async () => {
    const create = vi.fn(async () => {
      throw new BatchItemError({ index: 0, action: 0, gId: '0.C', result: BatchResult.accessDenied, errors: [{ msg: 'Access denied.' }] });
    });
    renderChecklist({ create, remove: vi.fn() });
    fireEvent.click(box('214 nm'));
    const panel = await screen.findByRole('region', { name: 'Checklist errors' });
    expect(within(panel).getByText('Access denied.')).toBeTruthy();
    await waitFor(() => expect(box('214 nm').checked).toBe(false));
  });
});
