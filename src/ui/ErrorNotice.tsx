// A failed read, said in an error bar with the action that tries again (Refresh, Retry).
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';

export type ErrorNoticeProps = {
  text: string;
  actionLabel: string;
  onAction: () => void;
  /** @default 'medium' */
  buttonSize?: 'small' | 'medium';
};

export function ErrorNotice({ text, actionLabel, onAction, buttonSize }: ErrorNoticeProps) {
  useI18n();
  return (
    <MessageBar intent="error">
      <MessageBarBody>{translateMessage(text)}</MessageBarBody>
      <MessageBarActions>
        <Button size={buttonSize} onClick={onAction}>
          {translateMessage(actionLabel)}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
