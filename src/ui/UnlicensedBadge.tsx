import { Badge } from '@fluentui/react-components';

/** The app bar marker shown while the licence is missing or not valid (console.md §1). */
export function UnlicensedBadge() {
  return (
    <Badge appearance="filled" color="danger" shape="rounded" size="medium">
      UNLICENSED
    </Badge>
  );
}
