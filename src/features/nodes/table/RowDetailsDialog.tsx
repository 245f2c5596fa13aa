// 'Edit details' of a table row: the row's property panel in a dialog.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useReturnFocus } from '../../../ui/use-return-focus';
import { PropertyPanel } from '../properties/PropertyPanel';
import { useI18n } from '../../../i18n/use-i18n';

export type RowDetailsDialogProps = { host: string; row: { gId: string; name: string } | null; browseLevel: number; onClose: () => void };

export function RowDetailsDialog({ host, row, browseLevel, onClose }: RowDetailsDialogProps) {
  const i18n = useI18n();
  const surfaceRef = useReturnFocus(row !== null);
  return (
    <Dialog open={row !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface ref={surfaceRef}>
        {row ? (
          <DialogBody>
            <DialogTitle>{row.name}</DialogTitle>
            <DialogContent>
              <PropertyPanel host={host} gId={row.gId} browseLevel={browseLevel} layout="grid" />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {i18n._('Close')}
              </Button>
            </DialogActions>
          </DialogBody>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
