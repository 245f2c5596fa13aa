// What the right-hand pane shows for a selected node: a node whose web editor is 'table' (the
// autosampler's Vials) as the editable table of its child rows, any other node as its property panel.
import { TABLE_WEB_EDITOR } from '../../domain/nodes/web-editors';
import { ChildTable } from './table/ChildTable';
import { PropertyPanel } from './properties/PropertyPanel';
import type { PropertyPanelProps } from './properties/PropertyPanel';
import { useMirroredNode } from './use-mirror-tree';

export function NodePanel(props: PropertyPanelProps) {
  const mirrored = useMirroredNode(props.host, props.gId);
  if (mirrored?.node?.webEditor === TABLE_WEB_EDITOR) {
    return <ChildTable host={props.host} gId={props.gId} browseLevel={props.browseLevel} readOnly={props.readOnly} draggable selectable />;
  }
  return <PropertyPanel {...props} />;
}
