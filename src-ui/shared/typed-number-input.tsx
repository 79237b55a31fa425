import { TextInput } from '@mantine/core';
import { memo, useLayoutEffect, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { TYPED_NUMBER_MAX_LENGTH, cleanTypedNumber, readTypedNumber, writeTypedNumber } from './typed-number';

export interface TypedNumberInputProps {
  readonly label: string;
  /** The number held outside the field; a change that was not typed here replaces the field's text. */
  readonly value: number | null;
  /** Whether a decimal comma may be typed (amounts); whole numbers otherwise. */
  readonly decimals?: boolean;
  /** The unit shown at the field's end ("€"). */
  readonly unit?: string;
  readonly invalid?: boolean;
  /** The id of the element that says what is wrong, while `invalid`. */
  readonly describedBy?: string;
  /** Each typed change, with the number the text means (null: none). */
  readonly onChange: (value: number | null) => void;
}

/**
 * A number typed in Spanish (`typed-number.ts`). The text is the browser's own: a key draws nothing in
 * React, it only tells `onChange`, so typing never waits for the screen that follows it. A minus sign
 * typed is kept and told (a negative number), so that the screen's rules refuse it beside the field
 * instead of the field changing it unseen. ↑ and ↓ add and take one, taking no number below zero (or
 * below a negative number typed). A `value` that differs from what the text means and from the numbers it
 * told (which the screen may not have caught up with yet) came from outside (the address, a saved
 * search, clearing the filters) and replaces the text.
 */
export const TypedNumberInput = memo(function TypedNumberInput({ label, value, decimals = false, unit, invalid = false, describedBy, onChange }: TypedNumberInputProps) {
  const field = useRef<HTMLInputElement>(null);
  // The numbers told since the screen last held what the field shows: one of them arriving as `value`
  // is the screen catching up, not a change from outside. Leaving the field forgets them.
  const told = useRef<(number | null)[]>([]);
  useLayoutEffect(() => {
    const input = field.current;
    if (input === null) return;
    const waiting = told.current.indexOf(value);
    if (readTypedNumber(input.value) === value) told.current = [];
    else if (waiting >= 0) told.current = told.current.slice(waiting + 1);
    else {
      input.value = writeTypedNumber(value);
      told.current = [];
    }
  }, [value]);
  // Mantine's wrapper names the input's descriptions itself and drops one given as a prop: the text
  // that says what is wrong with the range is under both fields, outside either wrapper.
  useLayoutEffect(() => {
    const input = field.current;
    if (input === null) return;
    if (invalid && describedBy !== undefined) input.setAttribute('aria-describedby', describedBy);
    else input.removeAttribute('aria-describedby');
  }, [invalid, describedBy]);

  const tell = (input: HTMLInputElement, text: string, caret: number | null) => {
    if (text !== input.value) {
      input.value = text;
      if (caret !== null) input.setSelectionRange(caret, caret);
    }
    const number = readTypedNumber(text);
    told.current.push(number);
    onChange(number);
  };
  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const text = cleanTypedNumber(input.value, decimals);
    // Characters taken out before the caret move it back by as many.
    const caret = input.selectionStart === null ? null : Math.max(0, input.selectionStart - (input.value.length - text.length));
    tell(input, text, caret);
  };
  const stepped = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const input = event.currentTarget;
    const current = readTypedNumber(input.value) ?? 0;
    const next = Math.max(Math.min(0, current), current + (event.key === 'ArrowUp' ? 1 : -1));
    tell(input, cleanTypedNumber(writeTypedNumber(Math.round(next * 1e6) / 1e6), decimals), null);
  };

  return (
    <TextInput
      ref={field}
      label={label}
      defaultValue={writeTypedNumber(value)}
      onChange={typed}
      onKeyDown={stepped}
      onBlur={() => {
        told.current = [];
      }}
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      spellCheck={false}
      maxLength={TYPED_NUMBER_MAX_LENGTH}
      rightSection={unit}
      rightSectionPointerEvents="none"
      error={invalid}
    />
  );
});
