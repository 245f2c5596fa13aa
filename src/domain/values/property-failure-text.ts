// The line shown when saving a property fails, naming what was tried: '{name} = {value} → {error}'.

export function propertyFailureText(name: string, valueText: string, error: string): string {
  return `${name} = ${valueText} → ${error}`;
}
