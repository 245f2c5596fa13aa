// App-wide rules no single component owns (issue 13), as one static stylesheet:
// - with a coarse pointer every control a finger uses is at least 44 × 44 px. Fluent's controls carry
//   stable `fui-*` class names; raising them here reaches every screen and dialog at once, where
//   per-component styles would miss the next screen someone adds. `:root` outranks Fluent's one-class
//   atomic rules whatever order the style elements end up in.
// - a read-only value never looks like an editable input: filled, dashed outline, no underline.
import { makeStaticStyles, tokens } from '@fluentui/react-components';
import { TOUCH_TARGET_PX } from '../domain/touch-layout';
import { COARSE_POINTER_QUERY } from './use-media-query';

const target = `${TOUCH_TARGET_PX}px`;

const TOUCH_TARGETS = `
@media ${COARSE_POINTER_QUERY} {
  :root :is(.fui-Button, .fui-MenuButton, .fui-ToggleButton, .fui-CompoundButton, .fui-SplitButton__primaryActionButton, .fui-SplitButton__menuButton) {
    min-width: ${target};
    min-height: ${target};
  }
  :root :is(.fui-Input, .fui-SpinButton, .fui-Dropdown, .fui-Combobox, .fui-TagPicker__control) {
    min-height: ${target};
  }
  :root :is(.fui-Input__input, .fui-SpinButton__input) { min-height: ${target}; }
  :root .fui-Select__select { height: ${target}; }
  :root :is(.fui-Dropdown__button) { min-height: ${target}; }
  :root :is(.fui-Checkbox, .fui-Radio, .fui-Switch) { min-height: ${target}; min-width: ${target}; align-items: center; }
  :root :is(.fui-Checkbox__input, .fui-Radio__input) { min-width: ${target}; }
  :root :is(.fui-MenuItem, .fui-MenuItemCheckbox, .fui-MenuItemRadio, .fui-Option, .fui-Tab, .fui-AccordionHeader__button, .fui-TreeItemLayout) {
    min-height: ${target};
  }
  :root a[href]:not(:is(p, .fui-MessageBar) a) {
    display: inline-flex;
    align-items: center;
    min-height: ${target};
    min-width: ${target};
  }
}
`;

const READ_ONLY = `
:root :is(.fui-Input:has(> input[readonly]), .fui-Textarea:has(> textarea[readonly]), .fui-SpinButton:has(> input[readonly])) {
  background-color: ${tokens.colorNeutralBackground3};
  border: ${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1};
}
:root :is(.fui-Input:has(> input[readonly]), .fui-Textarea:has(> textarea[readonly]), .fui-SpinButton:has(> input[readonly]))::after {
  display: none;
}
:root :is(.fui-Input > input[readonly], .fui-Textarea > textarea[readonly]) {
  cursor: default;
}
`;

/** Mounts the app-wide touch and read-only rules; call once inside the Fluent provider. */
export const useAppWideStyles = makeStaticStyles(TOUCH_TARGETS + READ_ONLY);
