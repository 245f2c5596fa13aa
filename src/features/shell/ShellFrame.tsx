// The frame around every screen, router or not: skip link, the bar, the navigation slot, the main region
// and the hosts of the shell services (message dialog, snackbar, update prompt, busy overlay). The
// signed-in shell (AppShell) and the signed-out login start (SignedOutShell) both draw it, so the login
// page looks the same whichever of them shows it.
import type { ReactNode, Ref } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { ui } from '../../state/ui';
import { useI18n } from '../../i18n/use-i18n';
import { BusyOverlay } from '../../ui/BusyOverlay';
import { deferredComponent, useLatch } from '../../ui/deferred';

// Loaded once a message or an update waits, so the entry chunk (what the login route costs) carries none
// of them. Messages queue in state/ui.ts until their host has loaded, and a host stays mounted from then on.
const UpdatePrompt = deferredComponent<object>(() => import('./UpdatePrompt').then((m) => m.UpdatePrompt));
const MessageDialogHost = deferredComponent<object>(() => import('../../ui/MessageDialogHost').then((m) => m.MessageDialogHost));
const SnackbarHost = deferredComponent<object>(() => import('../../ui/SnackbarHost').then((m) => m.SnackbarHost));

/** Mounts the message dialog host and the snackbar toaster at their first message, and keeps them. */
function DeferredHosts() {
  const { dialogs, snackbars } = useSnapshot(ui);
  const dialogHost = useLatch(dialogs.length > 0);
  const snackbarHost = useLatch(snackbars.length > 0);
  return (
    <>
      {dialogHost ? <MessageDialogHost /> : null}
      {snackbarHost ? <SnackbarHost /> : null}
    </>
  );
}

function DeferredUpdatePrompt() {
  const { applyUpdate } = useSnapshot(ui);
  return applyUpdate ? <UpdatePrompt /> : null;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100dvh',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 10,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    ':focus': { top: tokens.spacingVerticalS },
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflowY: 'auto',
    padding: tokens.spacingHorizontalXL,
    ':focus': { outlineStyle: 'none' },
  },
});

export type ShellFrameProps = {
  bar: ReactNode;
  /** The side navigation or the touch drawer, beside the main region. */
  navigation?: ReactNode;
  /** Shown over the frame, e.g. the shortcut help. */
  overlay?: ReactNode;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
};

export function ShellFrame({ bar, navigation, overlay, mainRef, children }: ShellFrameProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <div className={styles.root}>
      <a href="#main-content" className={styles.skip}>
        {i18n._('Skip to main content')}
      </a>
      {bar}
      <div className={styles.body}>
        {navigation}
        <main ref={mainRef} id="main-content" tabIndex={-1} className={styles.main}>
          <DeferredUpdatePrompt />
          {children}
        </main>
      </div>
      <DeferredHosts />
      {overlay}
      <BusyOverlay />
    </div>
  );
}
