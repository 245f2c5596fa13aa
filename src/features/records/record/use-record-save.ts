// The record screen's one Save (node-model §2.9): the form and the Security panel are validated together,
// then the security changes are sent and then the content, so an invalid share row can never stay behind
// while the record leaves edit mode. Discard drops both.
import type { useRecordEditor } from './use-record-editor';
import type { useRecordSecurity } from './use-record-security';

type Editor = ReturnType<typeof useRecordEditor>;
type Security = ReturnType<typeof useRecordSecurity>;

export function useRecordSave(editor: Editor, security: Security) {
  const save = async () => {
    const formValid = editor.validate();
    if (!formValid) return;
    if (security.dirty) {
      if (!(await security.validate())) return;
      // A refusal is shown in the panel and keeps the record in edit mode, its content unsent.
      if (!(await security.commit())) return;
    }
    await editor.saveValidated();
  };
  const discard = async () => {
    security.reset();
    await editor.discard();
  };
  return { save, discard, busy: editor.busy || security.busy };
}
