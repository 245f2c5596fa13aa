// The property panel of node-model.md §2.1 without data access: categories, one or more columns
// (at most 500 px wide), grid or form layout, the description line of the focused property ('-'
// without one), 'No properties.' and the failure state with Refresh.
import { Fragment, useState } from 'react';
import { Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { FileNameKey } from '../../../domain/nodes/file-name-pattern';
import { showsBinding } from '../../../domain/nodes/node-binding';
import type { NodeProperty, PropertyValue, PropertyValueUpdate } from '../../../domain/nodes/node-protocol';
import { setFlowEdit } from '../../../domain/nodes/set-flow';
import { decimalPlacesFromStep } from '../../../domain/values/decimal-places';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PropertyBindingLine } from './PropertyBindingLine';
import { PropertyEditor } from './PropertyEditor';
import { WebAppFileEditor } from './WebAppFileEditor';
import type { ChunkProgressCallback } from '../../../data/upload/chunked-upload';
import { WEB_APP_FILE_EDITOR } from '../../../domain/upload/upload-constants';
import { DEFAULT_CATEGORY, arrangeProperties, isPropertyWritable } from './property-groups';
import { useI18n } from '../../../i18n/use-i18n';

export const MAX_COLUMN_WIDTH = 500;
export const NO_PROPERTIES_TEXT = /*i18n*/ 'No properties.';

export type PropertyPanelStatus = 'loading' | 'ready' | 'failed';

export type PropertyPanelViewProps = {
  /** Accessible name of the panel region. @default 'Properties' */
  label?: string;
  properties: readonly NodeProperty[];
  status: PropertyPanelStatus;
  /** The server error that made the fetch fail. */
  error?: string | null;
  onRefresh: () => void;
  /** values: everything the edit sends when it changes more than the property (a flow set's other entries). */
  onSave: (property: NodeProperty, value: PropertyValue, reason?: string, values?: PropertyValueUpdate[]) => Promise<void>;
  browseLevel: number;
  locale: LocaleSettings;
  /** @default 'form' */
  layout?: 'form' | 'grid';
  /** Most columns side by side. @default 1 */
  columns?: number;
  /** Everything read-only. @default false */
  readOnly?: boolean;
  /** Bind… and Unbind of properties that show their binding; without them the binding is only shown. */
  onBind?: (property: NodeProperty) => void;
  onUnbind?: (property: NodeProperty) => void;
  /** Names of the nodes properties are bound to, by gId ('Bound to pH meter'). */
  boundNames?: ReadonlyMap<string, string>;
  /** Uploads a file into a 'web app file' property; without it such properties are read-only here. */
  onUploadFile?: (property: NodeProperty, file: File, onProgress: ChunkProgressCallback) => Promise<void>;
  /** The file-name-pattern key call of the node shown; without it a pattern is edited without the key menu. */
  patternKeys?: () => Promise<FileNameKey[]>;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  columns: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, alignItems: 'flex-start' },
  column: { flex: `1 1 280px`, maxWidth: `${MAX_COLUMN_WIDTH}px`, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  heading: { margin: 0 },
  description: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground2,
    minHeight: '20px',
  },
});

export function PropertyPanelView(props: PropertyPanelViewProps) {
  const { properties, status, browseLevel, locale, layout = 'form', readOnly = false } = props;
  const styles = useStyles();
  const i18n = useI18n();
  const [focused, setFocused] = useState<string | null>(null);
  const arranged = arrangeProperties(properties, browseLevel);
  const maxColumns = Math.max(1, props.columns ?? 1);
  // With more columns allowed than breaks give, the groups spread evenly; fewer merge into the last.
  const columns = arranged.length >= maxColumns || arranged.length !== 1 ? arranged : spread(arranged[0] ?? [], maxColumns);
  const focusedProperty = properties.find((p) => p.id === focused);
  // Categories are the server's; only the default one is ours to translate.
  const categoryText = (category: string) => (category === DEFAULT_CATEGORY ? i18n._(DEFAULT_CATEGORY) : category);

  return (
    <section className={styles.root} aria-label={props.label ?? i18n._('Properties')}>
      {status === 'failed' ? (
        <ErrorNotice text={props.error || i18n._('The node could not be loaded.')} actionLabel={i18n._('Refresh')} onAction={props.onRefresh} buttonSize="small" />
      ) : null}
      {status === 'loading' && columns.length === 0 ? <Spinner size="tiny" label={i18n._('Loading…')} /> : null}
      {status !== 'loading' && columns.length === 0 ? <Text>{i18n._(NO_PROPERTIES_TEXT)}</Text> : null}
      {columns.length > 0 ? (
        <div className={styles.columns}>
          {columns.map((column, c) => (
            <div key={c} className={styles.column}>
              {column.map((group) => (
                <div key={group.category} role="group" aria-label={categoryText(group.category)} className={styles.group}>
                  <Subtitle2 as="h2" className={styles.heading}>
                    {categoryText(group.category)}
                  </Subtitle2>
                  {group.properties.map((property) => {
                    const writable = !readOnly && isPropertyWritable(property);
                    const { onBind, onUnbind } = props;
                    return (
                      <Fragment key={property.id}>
                        {property.webEditor === WEB_APP_FILE_EDITOR ? (
                          <WebAppFileEditor property={property} readOnly={!writable || !props.onUploadFile} upload={(file, onProgress) => props.onUploadFile?.(property, file, onProgress) ?? Promise.resolve()} />
                        ) : (
                          <PropertyEditor
                            property={property}
                            layout={layout}
                            locale={locale}
                            readOnly={!writable}
                            patternKeys={props.patternKeys}
                            onFocusProperty={(p) => setFocused(p.id)}
                            onSave={(value, reason) => {
                              // A flow-set entry takes the others along, as the server will (node-model §5 set-flow validator).
                              const flow = setFlowEdit(properties, property.id, value, decimalPlacesFromStep(property.type.step, 3));
                              return flow ? props.onSave(property, value, reason, flow) : props.onSave(property, value, reason);
                            }}
                          />
                        )}
                        {showsBinding(property) ? (
                          <PropertyBindingLine property={property} boundName={property.bound ? props.boundNames?.get(property.bound) : undefined} writable={writable && !!onBind && !!onUnbind} onBind={(p) => onBind?.(p)} onUnbind={(p) => onUnbind?.(p)} />
                        ) : null}
                      </Fragment>
                    );
                  })}
                </div>
              ))}
            </div>
          ))}
        </div>
      ) : null}
      <div role="note" aria-label={i18n._('Description')} className={styles.description}>
        {focusedProperty?.desc || '-'}
      </div>
    </section>
  );
}

function spread<T>(groups: T[], count: number): T[][] {
  if (groups.length <= 1 || count <= 1) return [groups];
  const per = Math.ceil(groups.length / count);
  const out: T[][] = [];
  for (let i = 0; i < groups.length; i += per) out.push(groups.slice(i, i + per));
  return out;
}
