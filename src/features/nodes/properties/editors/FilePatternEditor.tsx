// filePattern (node-model §2.10, §3 "Key list item for file patterns", §7 the key call): a file name
// pattern typed as text, with an 'Insert key' menu listing the keys the server answers for this node
// (each with what it stands for now) and the name the pattern makes with them. The text is saved when
// the field is left, on Enter or on Ctrl/⌘+S; a key taken from the menu is put at the caret and saved at once.
import { useRef, useState } from 'react';
import { Button, Input, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BracesRegular } from '@fluentui/react-icons';
import { expandPatternKeys, patternKeyText } from '../../../../domain/nodes/file-name-pattern';
import type { ControlProps } from '../property-control';
import { commitKeys } from './commit-keys';
import { useCommit } from './use-commit';
import { usePatternKeys } from './use-pattern-keys';
import { useI18n } from '../../../../i18n/use-i18n';

export const INSERT_KEY_TEXT = /*i18n*/ 'Insert key';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 0 },
  line: { display: 'flex', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  input: { flexGrow: 1, minWidth: 0, fontFamily: tokens.fontFamilyMonospace },
  example: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export function FilePatternEditor({ property, readOnly, inputId, save, onFocus, patternKeys }: ControlProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const { saving, commit } = useCommit(save);
  const { keys, load } = usePatternKeys(patternKeys);
  const [editText, setEditText] = useState<string | null>(null);
  const caret = useRef<number | null>(null);
  const stored = typeof property.value === 'string' ? property.value : '';
  const text = editText ?? stored;

  const send = (next: string) => {
    if (next === stored) {
      setEditText(null);
      return;
    }
    setEditText(next);
    void commit(next, next).then((outcome) => {
      if (outcome !== 'failed') setEditText(null);
    });
  };
  // Enter, Ctrl/⌘+S and leaving the field save the typed text; Escape drops it.
  const commitOn = commitKeys(
    () => editText !== null && send(editText),
    () => setEditText(null),
  );
  const insert = (id: string) => {
    const at = Math.min(caret.current ?? text.length, text.length);
    const key = patternKeyText(id);
    caret.current = at + key.length;
    send(`${text.slice(0, at)}${key}${text.slice(at)}`);
  };

  return (
    <div className={styles.root}>
      <div className={styles.line}>
        <Input
          id={inputId}
          className={styles.input}
          value={text}
          readOnly={readOnly || saving}
          maxLength={property.type.maxLength}
          onFocus={onFocus}
          onChange={(_, data) => setEditText(data.value)}
          onSelect={(event) => (caret.current = event.currentTarget.selectionStart)}
          onBlur={commitOn.onBlur}
          onKeyDown={(event) => {
            // Enter and Escape of an edit stay in the field: the panel around it does not act on them too.
            if (event.key === 'Enter' || (event.key === 'Escape' && editText !== null)) event.stopPropagation();
            commitOn.onKeyDown(event);
          }}
        />
        {patternKeys && !readOnly ? (
          <Menu onOpenChange={(_, data) => data.open && load()}>
            <MenuTrigger disableButtonEnhancement>
              <Button icon={<BracesRegular />} disabled={saving}>
                {i18n._(INSERT_KEY_TEXT)}
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {keys.status === 'ready'
                  ? keys.keys.map((k) => (
                      <MenuItem key={k.id} secondaryContent={k.value} onClick={() => insert(k.id)}>
                        {patternKeyText(k.id)}
                      </MenuItem>
                    ))
                  : null}
                {keys.status === 'loading' || keys.status === 'idle' ? <MenuItem disabled>{i18n._('Reading the keys…')}</MenuItem> : null}
                {keys.status === 'failed' ? <MenuItem disabled>{i18n._('The keys could not be read: {error}', { error: keys.error })}</MenuItem> : null}
              </MenuList>
            </MenuPopover>
          </Menu>
        ) : null}
      </div>
      {keys.status === 'ready' ? <Text className={styles.example}>{i18n._('Example: {example}', { example: expandPatternKeys(text, keys.keys) })}</Text> : null}
    </div>
  );
}
