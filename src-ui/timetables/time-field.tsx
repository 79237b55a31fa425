import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A time of day typed as 'HH:mm' on the 24-hour clock (spec 3 §9), whatever the browser's own locale
 * (a native time field shows 09:00 AM in an English browser); the domain checks what is typed.
 */
export function TimeField(props: TextInputProps) {
  return <TextInput placeholder="HH:mm" maxLength={5} autoComplete="off" {...props} />;
}
