import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { BINDING_WEB_EDITOR } from '../../../src/domain/nodes/node-binding';
import type { NodeProperty } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE, AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import { PropertyPanelView } from '../../../src/features/nodes/properties/PropertyPanelView';
import type { PropertyPanelViewProps } from '../../../src/features/nodes/properties/PropertyPanelView';
import { resetUi } from '../support/app-state';
import { renderWithFluent } from './tree-fixtures';

function property(id: string, extra: Partial<NodeProperty> = {}): NodeProperty {
  return { id, name: id, value: 'x', ac: ACCESS_READ_WRITE, type: { kind: 'text' }, ...extra };
}

function renderPanel(props: Partial<PropertyPanelViewProps>) {
  const onSave = vi.fn(async () => {});
  const onRefresh = vi.fn();
  renderWithFluent(
    <PropertyPanelView
      properties={[]}
      status="ready"
      onRefresh={onRefresh}
      onSave={onSave}
      browseLevel={VisibilityLevel.advanced}
      locale={DEFAULT_LOCALE_SETTINGS}
      {...props}
    />,
  );
  return { onSave, onRefresh };
}

describe('property panel', () => {
  beforeEach(resetUi);

  it('says No properties. when there are none', () => {
    renderPanel({});
    expect(screen.getByText('No properties.')).toBeTruthy();
  });

  it('groups by category, General by default, ordered by catOrder then order', () => {
    renderPanel({
      properties: [
        property('Lamp', { category: 'Device', catOrder: 2, order: 2 }),
        property('Serial', { category: 'Device', catOrder: 2, order: 1 }),
        property('Wavelength', { category: 'Optics', catOrder: 1 }),
        property('Note'),
      ],
    });
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Optics', 'Device', 'General']);
    const device = within(screen.getByRole('group', { name: 'Device' }));
    expect(device.getAllByRole('textbox')).toHaveLength(2);
    const labels = device.getAllByText(/Lamp|Serial/).map((l) => l.textContent);
    expect(labels).toEqual(['Serial', 'Lamp']);
  });

  it('hides properties without browse access and makes those without write access read-only', () => {
    renderPanel({
      properties: [
        property('Hidden', { ac: 0 }),
        property('Fixed', { ac: AccessFlag.browse | AccessFlag.read, value: 'abc' }),
        property('Open', { value: 'def' }),
      ],
    });
    expect(screen.queryByRole('textbox', { name: 'Hidden' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Fixed' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Open' }) as HTMLInputElement).readOnly).toBe(false);
  });

  it("shows the focused property's description, '-' without one", () => {
    renderPanel({ properties: [property('Flow', { desc: 'Flow of the pump.' }), property('Plain')] });
    const note = screen.getByRole('note', { name: 'Description' });
    expect(note.textContent).toBe('-');
    fireEvent.focus(screen.getByRole('textbox', { name: 'Flow' }));
    expect(note.textContent).toBe('Flow of the pump.');
    fireEvent.focus(screen.getByRole('textbox', { name: 'Plain' }));
    expect(note.textContent).toBe('-');
  });

  it('shows a Refresh button after the fetch failed', () => {
    const { onRefresh } = renderPanel({ status: 'failed', error: '500 Database is down' });
    expect(screen.getByText('500 Database is down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalled();
  });

  it('starts a new column at breakColumn', () => {
    renderPanel({ properties: [property('A', { order: 1 }), property('B', { order: 2, breakColumn: true })] });
    const a = screen.getByRole('textbox', { name: 'A' });
    const b = screen.getByRole('textbox', { name: 'B' });
    expect(screen.getAllByRole('group', { name: 'General' })).toHaveLength(2);
    expect(a.closest('[role="group"]')).not.toBe(b.closest('[role="group"]'));
  });
});

describe('property panel: bindings', () => {
  beforeEach(resetUi);

  const binding = (name: string) => screen.getByRole('group', { name: `Binding of ${name}` });

  it('shows a bindable property as Not bound with Bind…, and a bound one with its node and Unbind', () => {
    const onBind = vi.fn();
    const onUnbind = vi.fn();
    const source = property('Source', { value: null, webEditor: BINDING_WEB_EDITOR });
    const target = property('Target', { bound: '0.Pump' });
    renderPanel({ properties: [source, target, property('Plain')], onBind, onUnbind });
    expect(within(binding('Source')).getByText('Not bound')).toBeTruthy();
    expect(within(binding('Source')).queryByRole('button', { name: 'Unbind' })).toBeNull();
    fireEvent.click(within(binding('Source')).getByRole('button', { name: 'Bind…' }));
    expect(onBind).toHaveBeenCalledWith(source);
    expect(within(binding('Target')).getByText('Bound to 0.Pump')).toBeTruthy();
    fireEvent.click(within(binding('Target')).getByRole('button', { name: 'Unbind' }));
    expect(onUnbind).toHaveBeenCalledWith(target);
    expect(screen.queryByRole('group', { name: 'Binding of Plain' })).toBeNull();
  });

  it('shows the binding without buttons to a user who may not write the property, or in a read-only panel', () => {
    const handlers = { onBind: vi.fn(), onUnbind: vi.fn() };
    renderPanel({ properties: [property('Source', { bound: '0.Pump', ac: AccessFlag.browse | AccessFlag.read })], ...handlers });
    expect(within(binding('Source')).getByText('Bound to 0.Pump')).toBeTruthy();
    expect(within(binding('Source')).queryAllByRole('button')).toHaveLength(0);
    cleanup();
    renderPanel({ properties: [property('Source', { bound: '0.Pump' })], readOnly: true, ...handlers });
    expect(within(binding('Source')).queryAllByRole('button')).toHaveLength(0);
  });
});
