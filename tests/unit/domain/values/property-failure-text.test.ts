import { describe, expect, it } from 'vitest';
import { propertyFailureText } from '../../../../src/domain/values/property-failure-text';

describe('propertyFailureText', () => {
  it("reads '{name} = {value} → {error}'", () => {
    expect(propertyFailureText('Flow', '2.50 mL/min', 'Access denied')).toBe('Flow = 2.50 mL/min → Access denied');
  });
});
