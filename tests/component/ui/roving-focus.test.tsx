// The app's toolbars and tab lists (src/ui/RovingToolbar, RovingTabList): one tab stop, arrow keys, Home and
// End within (WAI-ARIA APG toolbar and tabs patterns), and none of Tabster's aria-hidden focus sentinels.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, FluentProvider, Input, Tab, Toolbar, webLightTheme } from '@fluentui/react-components';
import { RovingTabList } from '../../../src/ui/RovingTabList';
import { RovingToolbar } from '../../../src/ui/RovingToolbar';

function renderInFluent(ui: React.ReactNode) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <button type="button">Before</button>
      {ui}
      <button type="button">After</button>
    </FluentProvider>,
  );
}

type Role = 'button' | 'tab' | 'textbox';

/** The item of that role and name. */
function item(role: Role, name: string): HTMLElement {
  return screen.getByRole(role, { name });
}

/** The items of a toolbar or tab list that Tab stops on. */
function tabStops(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('button, input')).filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled);
}

function press(key: string) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key });
}

function expectFocus(role: Role, name: string) {
  expect(document.activeElement).toBe(item(role, name));
}

/** Presses each key in turn and checks where focus went. */
function expectMoves(steps: ReadonlyArray<readonly [key: string, role: Role, name: string]>) {
  for (const [key, role, name] of steps) {
    press(key);
    expectFocus(role, name);
  }
}

function Tools({ withCut = true }: { withCut?: boolean }) {
  return (
    <RovingToolbar aria-label="Tools">
      {withCut ? <Button>Cut</Button> : null}
      <Button>Copy</Button>
      <Button disabled>Paste</Button>
      <Button disabledFocusable>Undo</Button>
      <Input aria-label="Find" defaultValue="abc" />
      <Button>Redo</Button>
    </RovingToolbar>
  );
}

describe('RovingToolbar', () => {
  it('has one tab stop, its first item, before anything in it was focused', async () => {
    renderInFluent(<Tools />);
    const toolbar = screen.getByRole('toolbar', { name: 'Tools' });
    await waitFor(() => expect(tabStops(toolbar)).toEqual([item('button', 'Cut')]));
  });

  it('moves with the arrow keys, skipping disabled items but not focusable-disabled ones, and wraps round', async () => {
    renderInFluent(<Tools />);
    act(() => screen.getByRole('button', { name: 'Cut' }).focus());
    expectMoves([
      ['ArrowRight', 'button', 'Copy'],
      ['ArrowRight', 'button', 'Undo'],
      ['ArrowRight', 'textbox', 'Find'],
    ]);
    (item('textbox', 'Find') as HTMLInputElement).setSelectionRange(0, 0);
    expectMoves([
      ['ArrowLeft', 'button', 'Undo'],
      ['ArrowLeft', 'button', 'Copy'],
      ['ArrowLeft', 'button', 'Cut'],
      ['ArrowLeft', 'button', 'Redo'],
      ['ArrowRight', 'button', 'Cut'],
      // Up and Down belong to the items of a horizontal toolbar (a menu button opens its menu with Down).
      ['ArrowDown', 'button', 'Cut'],
    ]);
    expect(tabStops(screen.getByRole('toolbar'))).toEqual([item('button', 'Cut')]);
  });

  it('goes to the first and the last item with Home and End', () => {
    renderInFluent(<Tools />);
    act(() => screen.getByRole('button', { name: 'Copy' }).focus());
    expectMoves([
      ['End', 'button', 'Redo'],
      ['Home', 'button', 'Cut'],
    ]);
  });

  it('keeps the last-focused item as its one tab stop when focus leaves', async () => {
    renderInFluent(<Tools />);
    act(() => screen.getByRole('button', { name: 'Cut' }).focus());
    press('ArrowRight');
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    await waitFor(() => expect(tabStops(screen.getByRole('toolbar'))).toEqual([item('button', 'Copy')]));
  });

  it('moves the tab stop to the first item when the remembered one goes away', async () => {
    const { rerender } = renderInFluent(<Tools />);
    act(() => screen.getByRole('button', { name: 'Redo' }).focus());
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    rerender(
      <FluentProvider theme={webLightTheme}>
        <button type="button">Before</button>
        <RovingToolbar aria-label="Tools">
          <Button>Copy</Button>
        </RovingToolbar>
        <button type="button">After</button>
      </FluentProvider>,
    );
    await waitFor(() => expect(tabStops(screen.getByRole('toolbar'))).toEqual([item('button', 'Copy')]));
  });

  it('lets Left and Right move the caret in a text field, leaving it only from its start or end', () => {
    renderInFluent(<Tools />);
    const find = screen.getByRole('textbox', { name: 'Find' }) as HTMLInputElement;
    act(() => find.focus());
    find.setSelectionRange(1, 1);
    press('ArrowLeft');
    press('Home');
    press('End');
    expectFocus('textbox', 'Find');
    find.setSelectionRange(3, 3);
    press('ArrowRight');
    expectFocus('button', 'Redo');
    press('ArrowLeft');
    expectFocus('textbox', 'Find');
    find.setSelectionRange(0, 0);
    press('ArrowLeft');
    expectFocus('button', 'Undo');
  });

  it("renders no Tabster focus sentinels, which Fluent's own Toolbar does", async () => {
    const { unmount } = renderInFluent(
      <Toolbar aria-label="Fluent's">
        <Button>One</Button>
      </Toolbar>,
    );
    await waitFor(() => expect(document.querySelector('[data-tabster-dummy]')).not.toBeNull());
    unmount();
    renderInFluent(<Tools />);
    const toolbar = screen.getByRole('toolbar', { name: 'Tools' });
    await waitFor(() => expect(tabStops(toolbar)).toEqual([item('button', 'Cut')]));
    expect(document.querySelector('[data-tabster-dummy]')).toBeNull();
    expect(toolbar.hasAttribute('data-tabster')).toBe(false);
  });
});

function Sections({ onSelect }: { onSelect: (value: string) => void }) {
  const [selected, setSelected] = useState('two');
  return (
    <RovingTabList
      aria-label="Sections"
      selectedValue={selected}
      onTabSelect={(_e, data) => {
        setSelected(String(data.value));
        onSelect(String(data.value));
      }}
    >
      <Tab value="one">One</Tab>
      <Tab value="two">Two</Tab>
      <Tab value="off" disabled>
        Off
      </Tab>
      <Tab value="three">Three</Tab>
    </RovingTabList>
  );
}

describe('RovingTabList', () => {
  it('has one tab stop, the selected tab, and returns it there when focus leaves', async () => {
    renderInFluent(<Sections onSelect={() => {}} />);
    const tablist = screen.getByRole('tablist', { name: 'Sections' });
    await waitFor(() => expect(tabStops(tablist)).toEqual([item('tab', 'Two')]));
    act(() => screen.getByRole('tab', { name: 'Two' }).focus());
    press('ArrowLeft');
    expectFocus('tab', 'One');
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    await waitFor(() => expect(tabStops(tablist)).toEqual([item('tab', 'Two')]));
  });

  it('moves focus with the arrows, Home and End, skipping a disabled tab, and selects with Enter (a click)', async () => {
    const onSelect = vi.fn();
    renderInFluent(<Sections onSelect={onSelect} />);
    act(() => screen.getByRole('tab', { name: 'Two' }).focus());
    expectMoves([
      ['ArrowRight', 'tab', 'Three'],
      ['ArrowRight', 'tab', 'One'],
      ['End', 'tab', 'Three'],
      ['Home', 'tab', 'One'],
    ]);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(document.activeElement as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith('one');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true'));
    expect(tabStops(screen.getByRole('tablist'))).toEqual([item('tab', 'One')]);
    expect(document.querySelector('[data-tabster-dummy]')).toBeNull();
  });
});
