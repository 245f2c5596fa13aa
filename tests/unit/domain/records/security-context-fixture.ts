// The Security panel's context for a user who owns nothing special: the rules tests override what they check.
import { ACCESS_ALL } from '../../../../src/domain/records/record-access';
import type { SecurityContext } from '../../../../src/domain/records/security-rules';

export function securityContext(over: Partial<SecurityContext> = {}): SecurityContext {
  return {
    entity: 'customer',
    isCreate: false,
    readonly: false,
    recAccess: ACCESS_ALL,
    assignRights: 0,
    isAdmin: false,
    userId: 7,
    userName: 'Erik',
    ...over,
  };
}
