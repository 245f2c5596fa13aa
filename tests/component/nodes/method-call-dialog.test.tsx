// console.md §9: a property dialog (here the method arguments form, one column) is 500 px wide and
// grows by 500 px per further column; on a narrower screen it takes the screen's width.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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
