// The editor of a property whose web editor is 'web app file' (node-model.md §2.10, §4): the file's size
// and an Upload button opening the web app file dialog (use-web-app-file-dialog.ts).
import { useId, useRef } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Label, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { NodeProperty } from '../../../domain/nodes/node-protocol';
import { formatDecimal } from '../../../domain/values/format-locale';
import { useLocaleSettings } from '../../../state/locale';
import { useWebAppFileDialog } from './use-web-app-file-dialog';
import { useReturnFocus } from '../../../ui/use-return-focus';
import type { WebAppFileUpload } from './use-web-app-file-dialog';
import { translateMessage } from '../../../i18n/translate-message';
import type { I18n } from '@lingui/core';
import { useI18n } from '../../../i18n/use-i18n';

export type WebAppFileEditorProps = {
  property: NodeProperty;
  readOnly: boolean;
  upload: WebAppFileUpload;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  control: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  success: { color: tokens.colorPaletteGreenForeground1, fontSize: tokens.fontSizeBase200 },
  hidden: { display: 'none' },
});

function sizeText(i18n: I18n, value: unknown, locale: LocaleSettings): string {
  if (typeof value !== 'string' || value === '') return i18n._('(no file)');
  return `${formatDecimal(new TextEncoder().encode(value).length / 1024, locale, 1)} kB`;
}

export function WebAppFileEditor({ property, readOnly, upload }: WebAppFileEditorProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useWebAppFileDialog(upload);
  const surfaceRef = useReturnFocus(dialog.open);
  const locale = useLocaleSettings();
  return (
    <div className={styles.root}>
      <Label id={`${id}-label`}>{property.name}</Label>
      <div className={styles.control}>
        <Text aria-labelledby={`${id}-label`}>{sizeText(i18n, property.value, locale)}</Text>
        {readOnly ? null : (
          <Button size="small" onClick={dialog.show}>
            {i18n._('Upload file…')}
          </Button>
        )}
      </div>
      {dialog.notice ? (
        <Text role={dialog.notice.intent === 'error' ? 'alert' : 'status'} className={dialog.notice.intent === 'error' ? styles.error : styles.success}>
          {translateMessage(dialog.notice.text)}
        </Text>
      ) : null}
      <Dialog open={dialog.open} onOpenChange={(_, data) => (data.open ? undefined : dialog.close())}>
        <DialogSurface ref={surfaceRef}>
          <DialogBody>
            <DialogTitle>{i18n._('Upload {name}', { name: property.name })}</DialogTitle>
            <DialogContent>
              {dialog.uploading ? <ProgressBar value={dialog.fraction} max={1} aria-label={i18n._('Uploading {name}', { name: property.name })} /> : <Text>{i18n._('Choose a file of at most 200 kB.')}</Text>}
              <input
                ref={input}
                type="file"
                aria-label={i18n._('{name} file', { name: property.name })}
                className={styles.hidden}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void dialog.onFile(file);
                }}
              />
            </DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                disabled={dialog.uploading}
                onClick={() => {
                  dialog.watchFileDialog();
                  input.current?.click();
                }}
              >
                {i18n._('Choose file')}
              </Button>
              <Button disabled={dialog.uploading} onClick={dialog.close}>
                {i18n._('Close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
