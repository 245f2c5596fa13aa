import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useSearch } from '@tanstack/react-router';
import { useI18n } from '../../i18n/use-i18n';
import { RoutePage } from './RoutePage';

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-wrap' },
  actions: { marginTop: tokens.spacingVerticalL },
});

/** Shown while the server answers 503 during its startup (console.md §8). */
export function StartupErrorPage() {
  const { text } = useSearch({ from: '/startup-error' });
  const styles = useStyles();
  const i18n = useI18n();
  // A full reload re-runs the session start, which is what failed.
  const retry = () => window.location.assign('/');
  return (
    <RoutePage>
      <MessageBar intent="error" layout="multiline" role="alert">
        <MessageBarBody>
          <MessageBarTitle>{i18n._('The server is not ready.')}</MessageBarTitle>
          <span className={styles.text}>{text || i18n._('The server did not say why.')}</span>
        </MessageBarBody>
      </MessageBar>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={retry}>
          {i18n._('Retry')}
        </Button>
      </div>
    </RoutePage>
  );
}
