// The look the list widgets share: a compact bulleted list with muted details after each item.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useWidgetListStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  meta: { color: tokens.colorNeutralForeground3 },
});
