// The tabs of a project or experiment screen: Details (the record), Experiments (projects only) and
// Records (the records it holds). The tab is in the URL (?tab=N) like the customer's.
import type { ReactNode } from 'react';
import { Tab, makeStyles, tokens } from '@fluentui/react-components';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { GroupRecords, ProjectExperiments } from './GroupRecords';
import { useI18n } from '../../../i18n/use-i18n';
import { RovingTabList } from '../../../ui/RovingTabList';

const useStyles = makeStyles({ tabs: { marginBottom: tokens.spacingVerticalM } });

export const GROUP_TAB = { details: 0, experiments: 1, records: 2 } as const;

export type GroupTabsProps = {
  group: RecordAnswer;
  tab: number;
  onTab: (tab: number) => void;
  form: ReactNode;
};

export function GroupTabs({ group, tab, onTab, form }: GroupTabsProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const isProject = group.entity === 'project';
  const shown = tab === GROUP_TAB.records || (tab === GROUP_TAB.experiments && isProject) ? tab : GROUP_TAB.details;
  return (
    <>
      <RovingTabList selectedValue={shown} onTabSelect={(_e, d) => onTab(Number(d.value))} className={styles.tabs}>
        <Tab value={GROUP_TAB.details}>{i18n._('Details')}</Tab>
        {isProject ? <Tab value={GROUP_TAB.experiments}>{i18n._('Experiments')}</Tab> : null}
        <Tab value={GROUP_TAB.records}>{i18n._('Records')}</Tab>
      </RovingTabList>
      {shown === GROUP_TAB.experiments ? <ProjectExperiments project={group} /> : shown === GROUP_TAB.records ? <GroupRecords group={group} /> : form}
    </>
  );
}
