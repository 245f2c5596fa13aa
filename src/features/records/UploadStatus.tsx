import { Button, Field, MessageBar, MessageBarBody, MessageBarTitle, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { formatErrorLine } from '../../domain/normalize-error';
import type { UploadState } from './use-upload';

export const MSG_UPLOAD_PAUSED = 'The upload goes on by itself when the connection is back.';

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
  if (state.phase === 'uploading') {
    return (
      <div className={styles.row}>
        <Field className={styles.bar} label={`Uploading ${state.fileName}`} validationState="none">
          <ProgressBar value={state.fraction} max={1} aria-label={`Uploading ${state.fileName}`} />
        </Field>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    );
  }
  if (state.phase === 'failed' || state.phase === 'paused') {
    return (
      <MessageBar intent={state.phase === 'paused' ? 'warning' : 'error'}>
        <MessageBarBody>
          <MessageBarTitle>{state.fileName}</MessageBarTitle>
          {formatErrorLine(state.errors)}
          {state.phase === 'paused' && ` ${MSG_UPLOAD_PAUSED}`}
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
