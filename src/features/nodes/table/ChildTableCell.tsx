// One data cell of a child table: the value as the panel formats it (display unit), a checkbox for a
// boolean, and while editing an input where Enter confirms and Esc cancels (node-model §4). Text that
// does not parse is refused with the panel's failure text; the old value stays.
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Checkbox, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { MirrorProperty } from '../../../domain/nodes/mirror-records';
import type { PropertyValue } from '../../../domain/nodes/node-protocol';
import type { TableHeader } from '../../../domain/table/table-columns';
import { formatPropertyValue } from '../../../domain/values/format-value';
import { parsePropertyInput } from '../../../domain/values/parse-property-value';
import { propertyFailureText } from '../../../domain/values/property-failure-text';
import { showSnackbar } from '../../../state/ui';
import { focusIsLostOrWithin } from '../../../ui/focus-moves';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({
  cell: {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    paddingInline: tokens.spacingHorizontalS,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    outlineStyle: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  readOnly: { color: tokens.colorNeutralForeground3 },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  input: { width: '100%', minWidth: 0 },
});

export type ChildTableCellProps = {
  header: TableHeader;
  property: MirrorProperty | undefined;
  /** The value as shown (cell-text.ts: in the display unit, from the converted column when there is one). */
  text: string;
  rowLabel: string;
  locale: LocaleSettings;
  readOnly: boolean;
  active: boolean;
  editing: boolean;
  focusTick: number;
  onActivate: () => void;
  onStartEdit: () => void;
  onStopEdit: () => void;
  onSave: (value: PropertyValue) => Promise<void>;
};

export function ChildTableCell(props: ChildTableCellProps) {
  const { header, property, locale, active, editing } = props;
  const styles = useStyles();
  const i18n = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const cell = ref.current;
    if (!cell || !active || editing || props.focusTick === 0) return;
    // Back to the cell after a key moved here or an edit ended, not when the edit ended because the user
    // went elsewhere (an input's blur), nor when an added row's answer comes after they have left the table.
    if (focusIsLostOrWithin(cell.closest('[role="grid"]'))) cell.focus();
  }, [active, editing, props.focusTick]);

  const label = i18n._('{column}, {row}', { column: header.text, row: props.rowLabel });
  const readOnly = props.readOnly || !property;
  const className = mergeClasses(styles.cell, active && styles.active, readOnly && styles.readOnly, header.align === 'center' && styles.center, header.align === 'end' && styles.end);
  const save = async (value: PropertyValue): Promise<void> => {
    try {
      await props.onSave(value);
    } catch (error) {
      showSnackbar(propertyFailureText(header.text, String(value), error instanceof Error ? error.message : String(error)));
    }
  };

  if (property && header.format === 'bool') {
    return (
      <div ref={ref} role="gridcell" tabIndex={active ? 0 : -1} className={className} onFocus={props.onActivate}>
        <Checkbox aria-label={label} checked={property.value === true} disabled={readOnly} onChange={(_, data) => void save(data.checked === true)} />
      </div>
    );
  }
  const { text } = props;
  if (editing && property) {
    return (
      <div role="gridcell" className={className}>
        <CellInput label={label} property={property} locale={locale} onDone={props.onStopEdit} onSave={save} />
      </div>
    );
  }
  return (
    <div
      ref={ref}
      role="gridcell"
      aria-label={label}
      aria-readonly={readOnly || undefined}
      tabIndex={active ? 0 : -1}
      className={className}
      title={text}
      onFocus={props.onActivate}
      onClick={props.onActivate}
      onDoubleClick={() => !readOnly && props.onStartEdit()}
    >
      {text}
    </div>
  );
}

type CellInputProps = { label: string; property: MirrorProperty; locale: LocaleSettings; onDone: () => void; onSave: (value: PropertyValue) => Promise<void> };

function CellInput({ label, property, locale, onDone, onSave }: CellInputProps) {
  const styles = useStyles();
  const done = useRef(false);
  const commit = (text: string) => {
    if (done.current) return;
    done.current = true;
    const result = parsePropertyInput(text, property, locale, new Date());
    const value = result.value;
    if (!result.ok) showSnackbar(propertyFailureText(property.name, text, result.error));
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(property.value)) void onSave(value);
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') commit(event.currentTarget.value);
    if (event.key === 'Escape') {
      done.current = true;
      onDone();
    }
  };
  return (
    <Input
      aria-label={label}
      className={styles.input}
      size="small"
      autoFocus
      defaultValue={formatPropertyValue(property.value, property, locale, '', 'editor')}
      onKeyDown={onKeyDown}
      onBlur={(event) => commit(event.currentTarget.value)}
    />
  );
}
