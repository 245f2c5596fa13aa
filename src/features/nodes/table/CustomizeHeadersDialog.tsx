// 'Customize headers' (node-model §2.8): drag columns to reorder them, tick to show or hide them, a
// select-all box and shift-click ranges. Fixed columns (no text or not customizable) are disabled and
// keep their place. OK saves every column's index and hands back the full list.
import { useRef, useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { canToggleColumn, isFixedColumn, moveColumn, saveColumnIndexes, selectAllState, setAllVisible, setColumnVisible } from '../../../domain/table/customize-headers';
import type { TableHeader } from '../../../domain/table/table-columns';
import { useReturnFocus } from '../../../ui/use-return-focus';
import { useI18n } from '../../../i18n/use-i18n';

export const CUSTOMIZE_HEADERS_TITLE = /*i18n*/ 'Customize headers';

const useStyles = makeStyles({
  surface: { maxWidth: '500px' },
  list: { maxHeight: '60vh', overflowY: 'auto', display: 'flex', flexDirection: 'column' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, borderTop: '2px solid transparent' },
  over: { borderTopColor: tokens.colorBrandStroke1 },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground3, display: 'flex' },
  fixed: { visibility: 'hidden' },
});

export type CustomizeHeadersDialogProps = {
  open: boolean;
  headers: readonly TableHeader[];
  onSave: (headers: TableHeader[]) => void;
  onCancel: () => void;
};

export function CustomizeHeadersDialog(props: CustomizeHeadersDialogProps) {
  const styles = useStyles();
  const surfaceRef = useReturnFocus(props.open);
  return (
    <Dialog open={props.open} onOpenChange={(_, data) => !data.open && props.onCancel()}>
      <DialogSurface ref={surfaceRef} className={styles.surface}>{props.open ? <CustomizeHeadersBody {...props} /> : null}</DialogSurface>
    </Dialog>
  );
}

function CustomizeHeadersBody({ headers, onSave, onCancel }: CustomizeHeadersDialogProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const [list, setList] = useState<TableHeader[]>(() => [...headers]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const anchor = useRef<number | undefined>(undefined);
  const shift = useRef(false);
  const all = selectAllState(list);

  return (
    <DialogBody>
      <DialogTitle>{i18n._(CUSTOMIZE_HEADERS_TITLE)}</DialogTitle>
      <DialogContent>
        <Checkbox label={i18n._('Select all')} checked={all} onChange={(_, data) => setList((l) => setAllVisible(l, data.checked === true))} />
        <div role="list" aria-label={i18n._('Columns')} className={styles.list}>
          {list.map((header, index) => {
            const fixed = isFixedColumn(header);
            return (
              <div
                key={header.value}
                role="listitem"
                aria-label={header.text || header.value}
                className={mergeClasses(styles.item, over === index && styles.over)}
                draggable={!fixed}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', header.value);
                  setDragged(index);
                }}
                onDragOver={(event) => {
                  if (dragged === null || fixed) return;
                  event.preventDefault();
                  setOver(index);
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== null) setList((l) => moveColumn(l, dragged, index));
                  setDragged(null);
                  setOver(null);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
              >
                <span className={mergeClasses(styles.handle, fixed && styles.fixed)} aria-hidden>
                  <ReOrderDotsVerticalRegular />
                </span>
                <Checkbox
                  label={header.text || header.value}
                  checked={header.visible}
                  disabled={!canToggleColumn(header)}
                  onClick={(event) => (shift.current = event.shiftKey)}
                  onChange={(_, data) => {
                    const from = shift.current ? anchor.current : undefined;
                    setList((l) => setColumnVisible(l, index, data.checked === true, from));
                    anchor.current = index;
                  }}
                />
              </div>
            );
          })}
        </div>
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" onClick={() => onSave(saveColumnIndexes(list))}>
          {i18n._('OK')}
        </Button>
        <Button onClick={onCancel}>{i18n._('Cancel')}</Button>
      </DialogActions>
    </DialogBody>
  );
}
