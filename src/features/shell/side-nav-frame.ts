// The box of the side navigation, shared by the navigation and the placeholder the shell draws in its
// place until the navigation's chunk has arrived: the page never moves when it does (issue 13: no
// layout shift above 0.1 on a signed-in screen).
import { makeStyles, tokens } from '@fluentui/react-components';
import { SIDE_NAV_MINI_WIDTH } from '../../domain/app-constants';

export const useSideNavFrameStyles = makeStyles({
  nav: {
    // The border inside the width: the rail is 68 px wide as drawn (console.md §9).
    boxSizing: 'border-box',
    width: '240px',
    flexShrink: 0,
    overflowY: 'auto',
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    paddingBlock: tokens.spacingVerticalS,
  },
  mini: { width: `${SIDE_NAV_MINI_WIDTH}px` },
});
