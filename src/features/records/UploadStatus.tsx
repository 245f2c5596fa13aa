import { MessageBar, MessageBarBody, MessageBarTitle, ProgressBar, Field } from '@fluentui/react-components';
import { formatErrorLine } from '../../domain/normalize-error';
import type { UploadState } from './use-upload';

/** Progress while a file goes up, then the outcome; successText is shown after a successful upload. */
export function UploadStatus({ state, successText }: { state: UploadState; successText: string }) {
  if (state.phase === 'uploading') {
    return (
      <Field label={`Uploading ${state.fileName}`} validationState="none">
        <ProgressBar value={state.fraction} max={1} aria-label={`Uploading ${state.fileName}`} />
      </Field>
    );
  }
  if (state.phase === 'failed') {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>{state.fileName}</MessageBarTitle>
          {formatErrorLine(state.errors)}
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
