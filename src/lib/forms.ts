/** Text rules shared by every form's inputs (spec sections 4 and 5). */

/** A required field's label: ' *' appended, after removing any star the text already ends with. */
export function requiredLabel(label: string): string {
  return `${label.replace(/\s*\*+\s*$/, '')} *`;
}

/** A value with its trailing whitespace removed (trim on blur); anything but a string as it is. */
export function trimTrailing<T>(value: T): T {
  return (typeof value === 'string' ? value.replace(/\s+$/, '') : value) as T;
}
