// The frame of the Users screen's form dialogs: a submit button that is off while the request runs,
// Cancel, and the errors that belong to no field above the fields.
import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DialogFrame } from '../../ui/DialogFrame';
import { FormErrors } from '../../ui/FormErrors';
import { useI18n } from '../../i18n/use-i18n';
import { useUnsavedChangesGuard } from '../shell/use-unsaved-changes';
import type { FormSubmit } from './use-form-submit';

export type FormDialogProps = {
  title: string;
  submitLabel: string;
  form: FormSubmit;
  /** The form's field names: errors on other fields (or none) show in the error bar. */
  fields: readonly string[];
  /** The fields differ from what the dialog opened with: leaving the page asks first. */
  dirty: boolean;
  onDismiss: () => void;
  children: ReactNode;
};

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function FormDialog({ title, submitLabel, form, fields, dirty, onDismiss, children }: FormDialogProps) {
  const styles = useStyles();
  const i18n = useI18n();
  useUnsavedChangesGuard(dirty);
  return (
    <DialogFrame
      title={title}
      onDismiss={onDismiss}
      onSubmit={() => void form.submit()}
      contentClassName={styles.content}
      actions={
        <>
          <Button appearance="primary" type="submit" disabled={form.busy}>
            {submitLabel}
          </Button>
          <Button onClick={onDismiss}>{i18n._('Cancel')}</Button>
        </>
      }
    >
      <FormErrors errors={form.generalErrors(fields)} />
      {children}
    </DialogFrame>
  );
}
