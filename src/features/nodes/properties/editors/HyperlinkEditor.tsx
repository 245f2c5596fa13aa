// hyperlink (node-model §4): the address is edited as text and opened in a new tab by its link; only web
// and mail addresses become links, so a stored 'javascript:' text can never run.
import { Link } from '@fluentui/react-components';
import { safeHyperlink } from '../../../../domain/nodes/web-editors';
import { PlainControl } from '../PlainControl';
import type { ControlProps } from '../property-control';
import { useI18n } from '../../../../i18n/use-i18n';

export function HyperlinkEditor(props: ControlProps) {
  const i18n = useI18n();
  const href = safeHyperlink(props.property.value);
  return (
    <>
      <PlainControl {...props} />
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={i18n._('Open {name}', { name: props.property.name })}>
          {i18n._({ id: 'link.open', message: 'Open' })}
        </Link>
      ) : null}
    </>
  );
}
