// The Revisions panel of a record screen: the record's revisions under 'Draft', 'Current revision' and
// 'Old revisions' (console.md §3). An old revision opens read-only through ?rev=N. Read when opened, and
// again when the record's revision changes; not mirrored, so offline it says so.
import { useState } from 'react';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Caption1, Link, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { translatedErrorLine } from '../error-line';
import { formatDate } from '../../../domain/values/format-date';
import { groupRevisions, opensAsOldRevision } from '../../../domain/records/revision-list';
import type { RecordAnswer, RevisionInfo } from '../../../domain/records/record-wire';
import { getRevisions } from '../../../data/records/record-api';
import { useLocaleSettings } from '../../../state/locale';
import { useLoaded } from '../use-loaded';
import { useI18n } from '../../../i18n/use-i18n';
import { translateMessage } from '../../../i18n/translate-message';

const useStyles = makeStyles({
  root: { maxWidth: '500px', marginTop: tokens.spacingVerticalL },
  group: { margin: `${tokens.spacingVerticalS} 0`, paddingLeft: 0, listStyle: 'none' },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', padding: `${tokens.spacingVerticalXXS} 0` },
  meta: { color: tokens.colorNeutralForeground3 },
});

export type RevisionsPanelProps = {
  record: Pick<RecordAnswer, 'entity' | 'id' | 'recRev' | 'recPublished'>;
  /** Opens an old revision (?rev=N). */
  onOpen: (rev: number) => void;
};

function RevisionList({ record, onOpen }: RevisionsPanelProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const locale = useLocaleSettings();
  const { status, data } = useLoaded(`${record.entity}:${record.id}:${record.recRev}:${record.recPublished}`, () => getRevisions(record.entity, record.id));
  if (status.state === 'offline') return <Caption1>{i18n._('Revisions can be listed only online.')}</Caption1>;
  if (status.state === 'error') return <Caption1>{translatedErrorLine(status.errors)}</Caption1>;
  if (!data) return <Spinner size="tiny" label={i18n._('Loading revisions…')} />;
  const line = (r: RevisionInfo) => [r.editorName, formatDate(r.time, 'dateTime', locale)].filter(Boolean).join(' · ');
  return (
    <>
      {groupRevisions(data).map((group) => (
        <section key={group.state} aria-label={translateMessage(group.title)}>
          <Subtitle2 as="h3">{translateMessage(group.title)}</Subtitle2>
          <ul className={styles.group}>
            {group.items.map((r) => (
              <li key={r.rev} className={styles.item}>
                {opensAsOldRevision(r) ? <Link onClick={() => onOpen(r.rev)}>{i18n._('Revision {rev}', { rev: r.rev })}</Link> : <span>{i18n._('Revision {rev}', { rev: r.rev })}</span>}
                <Caption1 className={styles.meta}>{line(r)}</Caption1>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function RevisionsPanel(props: RevisionsPanelProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Accordion collapsible className={styles.root} onToggle={(_e, d) => setOpen(d.openItems.includes('revisions'))}>
      <AccordionItem value="revisions">
        <AccordionHeader as="h2">{i18n._('Revisions')}</AccordionHeader>
        <AccordionPanel>{open ? <RevisionList {...props} /> : null}</AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
