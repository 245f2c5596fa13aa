// The property panel of one node of a host, read from the mirror (node-model.md §2.1).
import type { ApiError } from '../../../data/api-error';
import { useLocaleSettings } from '../../../state/locale';
import { OfflineNotice } from '../../../ui/OfflineNotice';
import { uploadWebAppFile } from '../../../data/upload/web-app-file';
import { readFileNamePatternKeys } from '../../../data/nodes/file-name-keys';
import { panelLayoutOf } from '../../../domain/nodes/web-editors';
import { pageAuthPort } from '../../outbox/page-auth-port';
import { NodeChoiceEditor, isChoiceEditor } from '../choices/NodeChoiceEditor';
import { AlarmMessages } from '../errors/AlarmMessages';
import { useMirrorFetchedAt } from '../use-mirror-tree';
import { PropertyPanelView } from './PropertyPanelView';
import { useBoundNames } from './use-bound-names';
import { useNodeProperties } from './use-node-properties';
import { usePropertyBinding } from './use-property-binding';
import { useI18n } from '../../../i18n/use-i18n';

export type PropertyPanelProps = {
  host: string;
  gId: string;
  browseLevel: number;
  /** @default 'form' */
  layout?: 'form' | 'grid';
  /** @default 1 */
  columns?: number;
  readOnly?: boolean;
  /** Re-read values every second. @default false */
  live?: boolean;
  /** Emitted when fetching the node fails (node-model.md §2.1). */
  onFailure?: (error: ApiError | Error) => void;
  label?: string;
};

export function PropertyPanel(props: PropertyPanelProps) {
  const i18n = useI18n();
  const localeSettings = useLocaleSettings();
  const data = useNodeProperties({ host: props.host, gId: props.gId, browseLevel: props.browseLevel, live: props.live, onFailure: props.onFailure });
  const fetchedAt = useMirrorFetchedAt(props.host);
  const binding = usePropertyBinding(props.host, props.gId, props.browseLevel);
  const boundNames = useBoundNames(props.host, data.properties);
  const notices = (
    <>
      {data.offline && data.properties.length > 0 ? <OfflineNotice fetchedAt={fetchedAt} /> : null}
      <AlarmMessages alarms={data.node?.alarms} locale={localeSettings} />
    </>
  );
  // A checklist, radio choice or node selection node shows its editor instead of its own properties.
  if (data.node && isChoiceEditor(data.node.webEditor)) {
    return (
      <>
        {notices}
        <NodeChoiceEditor host={props.host} node={data.node} properties={data.properties} browseLevel={props.browseLevel} readOnly={props.readOnly ?? false} locale={localeSettings} />
      </>
    );
  }
  return (
    <>
      {notices}
      <PropertyPanelView
        label={props.label ?? (data.node ? i18n._('Properties of {name}', { name: data.node.name }) : i18n._('Properties'))}
        properties={data.properties}
        status={data.offline && data.properties.length > 0 ? 'ready' : data.status}
        error={data.error}
        onRefresh={data.refresh}
        onSave={data.save}
        browseLevel={props.browseLevel}
        locale={localeSettings}
        layout={panelLayoutOf(data.node?.webEditor, props.layout)}
        columns={props.columns}
        readOnly={props.readOnly}
        onBind={binding.onBind}
        onUnbind={binding.onUnbind}
        boundNames={boundNames}
        patternKeys={() => readFileNamePatternKeys(props.host, props.gId)}
        onUploadFile={
          // UploadWebAppFile writes into the server's own tree; controller trees have no web app files.
          props.host === ''
            ? async (property, file, onProgress) => {
                await uploadWebAppFile(file, props.gId, property.id, pageAuthPort, onProgress);
                data.refresh();
              }
            : undefined
        }
      />
      {binding.dialogs}
    </>
  );
}
