// The frame every dialog of the app shares: surface, title, content and an actions row. Closing by Esc or
// the backdrop calls onDismiss (none given: the dialog can only be left through its actions). With
// onSubmit the body is a form, so Enter in a field submits it. Closing gives focus back to what opened it.
import type { CSSProperties, ReactNode } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { useReturnFocus } from './use-return-focus';

export type DialogFrameProps = {
  /** @default true */
  open?: boolean;
  title: ReactNode;
  /** @default 'modal' */
  modalType?: 'modal' | 'alert';
  onDismiss?: () => void;
  onSubmit?: () => void;
  surfaceClassName?: string;
  surfaceStyle?: CSSProperties;
  describedBy?: string;
  contentClassName?: string;
  actions: ReactNode;
  children: ReactNode;
};

export function DialogFrame({
  open = true,
  title,
  modalType = 'modal',
  onDismiss,
  onSubmit,
  surfaceClassName,
  surfaceStyle,
  describedBy,
  contentClassName,
  actions,
  children,
}: DialogFrameProps) {
  const surfaceRef = useReturnFocus(open);
  useI18n();
  const body = (
    <DialogBody>
      <DialogTitle>{typeof title === 'string' ? translateMessage(title) : title}</DialogTitle>
      <DialogContent className={contentClassName}>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </DialogBody>
  );
  return (
    <Dialog open={open} modalType={modalType} onOpenChange={onDismiss ? (_event, data) => (data.open ? undefined : onDismiss()) : undefined}>
      <DialogSurface ref={surfaceRef} className={surfaceClassName} style={surfaceStyle} {...(describedBy ? { 'aria-describedby': describedBy } : {})}>
        {onSubmit ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {body}
          </form>
        ) : (
          body
        )}
      </DialogSurface>
    </Dialog>
  );
}
