// Where each record kind opens (console.md §2 and the named routes); features may not import the route
// modules, so the paths are named here and checked by the router's types.
import { linkOptions } from '@tanstack/react-router';
import type { RecordEntity } from '../../domain/records/record-entities';

export function recordLink(entity: RecordEntity, id: number) {
  switch (entity) {
    case 'customer':
      return linkOptions({ to: '/customer/$id', params: { id } });
    case 'feature':
      return linkOptions({ to: '/feature/$id', params: { id } });
    case 'package':
      return linkOptions({ to: '/package/$id', params: { id } });
    case 'license':
      return linkOptions({ to: '/license/$id', params: { id } });
    case 'project':
      return linkOptions({ to: '/project/$id', params: { id } });
    case 'experiment':
      return linkOptions({ to: '/experiment/$id', params: { id } });
    default:
      return null;
  }
}

export function customerUidLink(uid: string) {
  return linkOptions({ to: '/customer/$uid', params: { uid }, search: { tab: 1 } });
}
