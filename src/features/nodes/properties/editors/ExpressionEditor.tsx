// expression (node-model §3, §4, §9): an expression typed as text, with suggestions of the expression
// info's variables, methods and word operators for the word at the caret, in a list of at most 200 px.
// Arrow keys move through the suggestions, Enter or Tab takes one, Esc closes them; the text is saved
// when the field is left or on Enter with no suggestion open.
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { applySuggestion, expressionSuggestions, wordAt } from '../../../../domain/nodes/expression-info';
import type { ExpressionSuggestion } from '../../../../domain/nodes/expression-info';
import type { ControlProps } from '../property-control';
import { useCommit } from './use-commit';
import { useI18n } from '../../../../i18n/use-i18n';

export const SUGGESTIONS_MAX_HEIGHT = 200;

const useStyles = makeStyles({
  root: { position: 'relative', flexGrow: 1, minWidth: 0, display: 'flex' },
  input: { flexGrow: 1, minWidth: 0, fontFamily: tokens.fontFamilyMonospace },
  menu: {
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    zIndex: 10,
    maxHeight: `${SUGGESTIONS_MAX_HEIGHT}px`,
    overflowY: 'auto',
    margin: 0,
    padding: tokens.spacingVerticalXS,
    listStyle: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusMedium,
  },
  option: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, cursor: 'pointer', display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  detail: { color: tokens.colorNeutralForeground3 },
});

export function ExpressionEditor({ property, readOnly, inputId, save, onFocus }: ControlProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const { saving, commit } = useCommit(save);
  const inputRef = useRef<HTMLInputElement>(null);
  const [editText, setEditText] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<ExpressionSuggestion[]>([]);
  const [active, setActive] = useState(0);
  const stored = typeof property.value === 'string' ? property.value : '';
  const text = editText ?? stored;
  const info = property.type.expression;
  const listId = `${inputId}-suggestions`;

  const suggest = (next: string, caret: number) => {
    const { word } = wordAt(next, caret);
    setSuggestions(info && word !== '' ? expressionSuggestions(info, word) : []);
    setActive(0);
  };
  const take = (suggestion: ExpressionSuggestion) => {
    const caret = inputRef.current?.selectionStart ?? text.length;
    const next = applySuggestion(text, caret, suggestion);
    setEditText(next.text);
    setSuggestions([]);
    queueMicrotask(() => inputRef.current?.setSelectionRange(next.caret, next.caret));
  };
  const send = () => {
    setSuggestions([]);
    if (editText === null || editText === stored) {
      setEditText(null);
      return;
    }
    void commit(editText, editText).then((outcome) => {
      if (outcome !== 'failed') setEditText(null);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const open = suggestions.length > 0;
    if (open && event.key === 'ArrowDown') setActive((a) => (a + 1) % suggestions.length);
    else if (open && event.key === 'ArrowUp') setActive((a) => (a - 1 + suggestions.length) % suggestions.length);
    else if (open && (event.key === 'Enter' || event.key === 'Tab')) take(suggestions[active] as ExpressionSuggestion);
    else if (open && event.key === 'Escape') setSuggestions([]);
    else if (event.key === 'Enter') send();
    else if (event.key === 'Escape') setEditText(null);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className={styles.root}>
      <Input
        id={inputId}
        ref={inputRef}
        className={styles.input}
        value={text}
        readOnly={readOnly || saving}
        maxLength={property.type.maxLength}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={suggestions.length > 0 ? `${listId}-${active}` : undefined}
        onFocus={onFocus}
        onChange={(event, data) => {
          setEditText(data.value);
          suggest(data.value, event.target.selectionStart ?? data.value.length);
        }}
        onKeyDown={onKeyDown}
        onBlur={send}
      />
      {suggestions.length > 0 ? (
        <ul id={listId} role="listbox" aria-label={i18n._('Suggestions')} className={styles.menu}>
          {suggestions.map((s, i) => (
            <li
              key={`${s.kind}-${s.text}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={mergeClasses(styles.option, i === active && styles.active)}
              // Taking a suggestion must not blur (and so save) the field first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => take(s)}
            >
              <span>{s.text}</span>
              <span className={styles.detail}>{s.detail}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
