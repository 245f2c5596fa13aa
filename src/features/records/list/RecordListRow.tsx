import { Badge, Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { recordFacts, recordMarkers } from '../../../domain/records/record-summary';
import { tagsOf } from '../../../domain/records/record-tags';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { TagList } from '../record/TagList';
import { useLocaleSettings } from '../../../state/locale';
import { recordLink } from '../record-links';
import { translateMessage } from '../../../i18n/translate-message';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '44px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  main: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  description: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  facts: { display: 'flex', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

export function RecordListRow({ record }: { record: RecordAnswer }) {
  const styles = useStyles();
  const link = recordLink(record.entity, record.id);
  const locale = useLocaleSettings();
  // Rendered again when the language changes: the facts and markers are translated English.
  useI18n();
  return (
    <div className={styles.row} role="listitem">
      <div className={styles.main}>
        <Body1>
          {link ? (
            <Link {...link} className={styles.link}>
              {record.name}
            </Link>
          ) : (
            record.name
          )}
        </Body1>
        {record.description ? <Caption1 className={styles.description}>{record.description}</Caption1> : null}
      </div>
      <div className={styles.facts}>
        <TagList tags={tagsOf(record.recTags)} size="extra-small" />
        {recordFacts(record, locale).map((fact) => (
          <Caption1 key={fact}>{translateMessage(fact)}</Caption1>
        ))}
        {recordMarkers(record).map((marker) => (
          <Badge key={marker} appearance="tint" color={marker === 'Deleted' ? 'danger' : 'informative'}>
            {translateMessage(marker)}
          </Badge>
        ))}
      </div>
    </div>
  );
}
