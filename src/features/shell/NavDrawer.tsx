// The navigation on a narrow touch screen (issue 13): an overlay drawer over the content, with every
// item's label visible, that closes after a choice, on the backdrop, on Escape and on a swipe to the
// left (node-model.md §9's 16 px threshold), so a finger never needs a hover title.
import { DrawerBody, OverlayDrawer, makeStyles } from '@fluentui/react-components';
import { useI18n } from '../../i18n/use-i18n';
import { useSwipe } from '../../ui/use-swipe';
import { SideNav } from './SideNav';

export const NAV_DRAWER_LABEL = /*i18n*/ 'Navigation';

const useStyles = makeStyles({
  // The side navigation brings its own padding and scrolling.
  body: { padding: 0, display: 'flex' },
});

export type NavDrawerProps = { open: boolean; onClose: () => void };

export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const swipe = useSwipe((direction) => direction === 'left' && onClose());
  return (
    <OverlayDrawer
      open={open}
      position="start"
      size="small"
      aria-label={i18n._(NAV_DRAWER_LABEL)}
      onOpenChange={(_, data) => !data.open && onClose()}
      {...swipe}
    >
      <DrawerBody className={styles.body}>
        <SideNav collapsed={false} onNavigate={onClose} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
