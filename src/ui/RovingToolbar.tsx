// Fluent's Toolbar, its look and context unchanged, with one tab stop and arrow keys of our own in place of
// Tabster's arrow-key group (use-roving-focus.ts says why). Every toolbar of the app is this one.
import { useMemo } from 'react';
import type { Ref } from 'react';
import { renderToolbar_unstable, useToolbarStyles_unstable, useToolbar_unstable } from '@fluentui/react-components';
import type { ToolbarProps } from '@fluentui/react-components';
import { useRovingState } from './use-roving-focus';

export type RovingToolbarProps = ToolbarProps & { ref?: Ref<HTMLDivElement> };

export function RovingToolbar(props: RovingToolbarProps) {
  const state = useRovingState(props, 'last', useToolbar_unstable);
  useToolbarStyles_unstable(state);
  // What Fluent's useToolbarContextValues_unstable gives its buttons (react-components does not export it).
  const { size, vertical, handleToggleButton, handleRadio, checkedValues } = state;
  const toolbar = useMemo(() => ({ size, vertical, handleToggleButton, handleRadio, checkedValues }), [size, vertical, handleToggleButton, handleRadio, checkedValues]);
  return renderToolbar_unstable(state, { toolbar });
}
