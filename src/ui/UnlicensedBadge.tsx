import { Badge } from '@fluentui/react-components';
import { useI18n } from '../i18n/use-i18n';

/** The app bar marker shown while the licence is missing or not valid (console.md §1). */
export function UnlicensedBadge() {
  const i18n = useI18n();
  return (
    <Badge appearance="filled" color="danger" shape="rounded" size="medium">
      {i18n._('UNLICENSED')}
    </Badge>
  );
}
