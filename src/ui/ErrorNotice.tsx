// A failed read, said in an error bar with the action that tries again (Refresh, Retry).
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

export type ErrorNoticeProps = {
  text: string;
  actionLabel: string;
  onAction: () => void;
  /** @default 'medium' */
  buttonSize?: 'small' | 'medium';
};

export function ErrorNotice({ text, actionLabel, onAction, buttonSize }: ErrorNoticeProps) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions>
        <Button size={buttonSize} onClick={onAction}>
          {actionLabel}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
