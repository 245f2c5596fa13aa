// Record tags as Fluent tags (console.md §3: name, value, colour). The colour is the user's data, so it
// is shown as a swatch beside readable text rather than as the tag's background.
import { Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import { tagLabel } from '../../../domain/records/record-tags';
import type { RecordTag } from '../../../domain/records/record-wire';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({
  group: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  swatch: {
    display: 'inline-block',
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
});

export type TagListProps = {
  tags: readonly RecordTag[];
  /** @default 'small' */
  size?: 'extra-small' | 'small' | 'medium';
};

export function TagList({ tags, size = 'small' }: TagListProps) {
  const styles = useStyles();
  const i18n = useI18n();
  if (tags.length === 0) return null;
  return (
    <TagGroup aria-label={i18n._('Tags')} size={size} className={styles.group}>
      {tags.map((tag) => (
        <Tag key={tag.name} value={tag.name} appearance="outline" media={<span className={styles.swatch} style={{ backgroundColor: tag.color }} aria-hidden />}>
          {tagLabel(tag)}
        </Tag>
      ))}
    </TagGroup>
  );
}
