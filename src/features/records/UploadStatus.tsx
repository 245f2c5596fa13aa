import { Button, Field, MessageBar, MessageBarBody, MessageBarTitle, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { translatedErrorLine } from './error-line';
import type { UploadState } from './use-upload';
import { useI18n } from '../../i18n/use-i18n';

export const MSG_UPLOAD_PAUSED = /*i18n*/ 'The upload goes on by itself when the connection is back.';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  bar: { flexGrow: 1 },
});

/**
 * Progress while a file goes up, with Cancel, then the outcome; successText is shown after a successful upload.
 * @param onCancel stops the upload ('Upload canceled by user'); without it no Cancel button is shown.
 */
export function UploadStatus({ state, successText, onCancel }: { state: UploadState; successText: string; onCancel?: () => void }) {
  const styles = useStyles();
  const i18n = useI18n();
  if (state.phase === 'uploading') {
    const uploading = i18n._('Uploading {fileName}', { fileName: state.fileName });
    return (
      <div className={styles.row}>
        <Field className={styles.bar} label={uploading} validationState="none">
          <ProgressBar value={state.fraction} max={1} aria-label={uploading} />
        </Field>
        {onCancel && <Button onClick={onCancel}>{i18n._('Cancel')}</Button>}
      </div>
    );
  }
  if (state.phase === 'failed' || state.phase === 'paused') {
    return (
      <MessageBar intent={state.phase === 'paused' ? 'warning' : 'error'}>
        <MessageBarBody>
          <MessageBarTitle>{state.fileName}</MessageBarTitle>
          {translatedErrorLine(state.errors)}
          {state.phase === 'paused' && ` ${i18n._(MSG_UPLOAD_PAUSED)}`}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (state.phase === 'done') {
    return (
      <MessageBar intent="success">
        <MessageBarBody>{successText}</MessageBarBody>
      </MessageBar>
    );
  }
  return null;
}
