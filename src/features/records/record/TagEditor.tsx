// Tags in edit mode: one row per tag (name, value, colour) with remove, and 'Add tag'. The list is checked
// by the form rules (record-tags.ts) before saving.
import { Button, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { TAG_DEFAULT_COLOR, TAG_NAME_MAX, TAG_VALUE_MAX } from '../../../domain/records/record-tags';
import type { RecordTag } from '../../../domain/records/record-wire';
import { TagList } from './TagList';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grow: { flexGrow: 1, minWidth: 0 },
  colour: { width: '40px', height: '32px', padding: 0, border: `1px solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: 'transparent' },
  none: { color: tokens.colorNeutralForeground3 },
});

export type TagEditorProps = {
  tags: readonly RecordTag[];
  readOnly: boolean;
  onChange: (tags: RecordTag[]) => void;
};

export function TagEditor({ tags, readOnly, onChange }: TagEditorProps) {
  const styles = useStyles();
  const i18n = useI18n();
  if (readOnly) return tags.length === 0 ? <Text className={styles.none}>{i18n._('No tags')}</Text> : <TagList tags={tags} size="medium" />;
  const change = (i: number, patch: Partial<RecordTag>) => onChange(tags.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  return (
    <div className={styles.root} role="group" aria-label={i18n._('Tags')}>
      {tags.map((tag, i) => (
        <div key={i} className={styles.row}>
          <Input className={styles.grow} aria-label={i18n._('Tag {n} name', { n: i + 1 })} placeholder={i18n._('Name')} maxLength={TAG_NAME_MAX} value={tag.name} onChange={(_e, d) => change(i, { name: d.value })} />
          <Input className={styles.grow} aria-label={i18n._('Tag {n} value', { n: i + 1 })} placeholder={i18n._('Value')} maxLength={TAG_VALUE_MAX} value={tag.value} onChange={(_e, d) => change(i, { value: d.value })} />
          <input type="color" className={styles.colour} aria-label={i18n._('Tag {n} colour', { n: i + 1 })} value={tag.color} onChange={(e) => change(i, { color: e.target.value })} />
          <Button icon={<DeleteRegular />} aria-label={i18n._('Remove tag {n}', { n: i + 1 })} onClick={() => onChange(tags.filter((_t, j) => j !== i))} />
        </div>
      ))}
      <div>
        <Button icon={<AddRegular />} onClick={() => onChange([...tags, { name: '', value: '', color: TAG_DEFAULT_COLOR }])}>
          {i18n._('Add tag')}
        </Button>
      </div>
    </div>
  );
}
