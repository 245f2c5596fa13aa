// The toolbar of the node browser (node-model.md §2.6): select-all (multiselect), collapse all,
// expand all, search, refresh and the 'Show inactive' toggle; after a server error an error bar
// with its own Refresh button.
import {
  Button,
  Checkbox,
  Input,
  ToggleButton,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowMaximizeVerticalRegular, ArrowMinimizeVerticalRegular, EyeRegular, SearchRegular } from '@fluentui/react-icons';
import type { CheckState } from '../../../domain/tree/tree-selection';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { RovingToolbar } from '../../../ui/RovingToolbar';
import { useI18n } from '../../../i18n/use-i18n';

export type NodeTreeToolbarProps = {
  /** Shown in multiselect mode only. */
  selectAll?: { checked: CheckState; onChange: (on: boolean) => void };
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onCollapseAll: () => void;
  onExpandAll: () => void;
  onRefresh: () => void;
  showInactive: boolean;
  onShowInactiveChange: (on: boolean) => void;
  /** The last server error, with a Refresh button to try again. */
  error?: string | null;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  search: { flexGrow: 1, minWidth: '120px' },
});

export function NodeTreeToolbar(props: NodeTreeToolbarProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <div className={styles.root}>
      <RovingToolbar className={styles.bar} aria-label={i18n._('Tree tools')} size="small">
        {props.selectAll ? (
          <Checkbox
            aria-label={i18n._('Select all')}
            checked={props.selectAll.checked}
            onChange={(_, data) => props.selectAll?.onChange(data.checked === true)}
          />
        ) : null}
        <Tooltip content={i18n._('Collapse all')} relationship="label">
          <Button appearance="subtle" icon={<ArrowMinimizeVerticalRegular />} onClick={props.onCollapseAll} />
        </Tooltip>
        <Tooltip content={i18n._('Expand all')} relationship="label">
          <Button appearance="subtle" icon={<ArrowMaximizeVerticalRegular />} onClick={props.onExpandAll} />
        </Tooltip>
        <Input
          className={styles.search}
          type="search"
          size="small"
          placeholder={i18n._('Search')}
          aria-label={i18n._('Search')}
          contentBefore={<SearchRegular />}
          value={props.searchText}
          onChange={(_, data) => props.onSearchTextChange(data.value)}
        />
        <Tooltip content={i18n._('Refresh')} relationship="label">
          <Button appearance="subtle" icon={<ArrowClockwiseRegular />} onClick={props.onRefresh} />
        </Tooltip>
        <Tooltip content={i18n._('Show inactive')} relationship="label">
          <ToggleButton
            appearance="subtle"
            icon={<EyeRegular />}
            checked={props.showInactive}
            onClick={() => props.onShowInactiveChange(!props.showInactive)}
          />
        </Tooltip>
      </RovingToolbar>
      {props.error ? (
        <ErrorNotice text={props.error} actionLabel={i18n._('Refresh')} onAction={props.onRefresh} buttonSize="small" />
      ) : null}
    </div>
  );
}
