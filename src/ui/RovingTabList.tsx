// Fluent's TabList, its look and context unchanged, with one tab stop (the selected tab) and arrow keys of
// our own in place of Tabster's arrow-key group (use-roving-focus.ts says why). Every tab list of the app is
// this one. Arrows move focus; Enter or Space selects (Fluent's manual activation, as before).
import type { Ref } from 'react';
import { renderTabList_unstable, useTabListContextValues_unstable, useTabListStyles_unstable, useTabList_unstable } from '@fluentui/react-components';
import type { TabListProps } from '@fluentui/react-components';
import { useRovingState } from './use-roving-focus';

export type RovingTabListProps = TabListProps & { ref?: Ref<HTMLDivElement> };

export function RovingTabList(props: RovingTabListProps) {
  const state = useRovingState(props, 'selected', useTabList_unstable);
  useTabListStyles_unstable(state);
  return renderTabList_unstable(state, useTabListContextValues_unstable(state));
}
