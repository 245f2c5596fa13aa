// The dialog of a method with arguments (node-model §2.10, e.g. the needle wash dialog): one field
// per argument, checked by the value rules on Run; invalid fields keep the dialog open with their
// message (and the corrected value where the rules made one). Run hands the values to the caller.
import { useState } from 'react';
import { Button, Checkbox, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { MethodArg, NodeMethod, PropertyValue } from '../../../domain/nodes/node-protocol';
import { propertyDialogWidth } from '../../../domain/property-dialog';
import { formatBoolean } from '../../../domain/values/parse-boolean';
import { useLocaleSettings } from '../../../state/locale';
import { DialogFrame } from '../../../ui/DialogFrame';
import { initialArgTexts, parseArgs } from './method-args';
import { useI18n } from '../../../i18n/use-i18n';
import { translateMessage } from '../../../i18n/translate-message';

export type MethodCallDialogProps = {
  /** Name of the node the method belongs to, shown under the title. */
  nodeName: string;
  method: NodeMethod;
  onRun: (args: PropertyValue[]) => void;
  onCancel: () => void;
};

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function MethodCallDialog({ nodeName, method, onRun, onCancel }: MethodCallDialogProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const localeSettings = useLocaleSettings();
  const args: readonly MethodArg[] = method.args ?? [];
  const [texts, setTexts] = useState(() => initialArgTexts(args, localeSettings));
  const [errors, setErrors] = useState<(string | null)[]>(() => args.map(() => null));

  const setText = (index: number, text: string) => {
    setTexts((list) => list.map((t, i) => (i === index ? text : t)));
    setErrors((list) => list.map((e, i) => (i === index ? null : e)));
  };

  const run = () => {
    const result = parseArgs(args, texts, localeSettings, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      setTexts(result.texts);
      return;
    }
    onRun(result.values);
  };

  return (
    <DialogFrame
      title={method.name}
      onDismiss={onCancel}
      onSubmit={run}
      surfaceStyle={{ width: '100%', maxWidth: `${propertyDialogWidth(1)}px` }}
      contentClassName={styles.content}
      actions={
        <>
          <Button appearance="primary" type="submit">
            {i18n._('Run')}
          </Button>
          <Button onClick={onCancel}>{i18n._('Cancel')}</Button>
        </>
      }
    >
      <Text>{method.desc ? `${nodeName}: ${method.desc}` : nodeName}</Text>
      {args.map((arg, i) => (
        <Field
          key={arg.name}
          label={arg.name}
          hint={arg.desc}
          required={arg.type.nullable !== true && arg.type.kind !== 'text'}
          validationMessage={errors[i] ? translateMessage(errors[i]) : undefined}
          validationState={errors[i] ? 'error' : 'none'}
        >
          {arg.type.kind === 'bool' ? (
            <Checkbox checked={texts[i] === formatBoolean(true)} onChange={(_, data) => setText(i, formatBoolean(data.checked === true))} />
          ) : (
            <Input
              autoFocus={i === 0}
              type={arg.type.password ? 'password' : undefined}
              maxLength={arg.type.maxLength}
              value={texts[i] ?? ''}
              onChange={(_, data) => setText(i, data.value)}
            />
          )}
        </Field>
      ))}
    </DialogFrame>
  );
}
