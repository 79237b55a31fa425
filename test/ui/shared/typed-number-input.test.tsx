import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { TypedNumberInput, type TypedNumberInputProps } from '@ui/shared/typed-number-input';

function field(props: Partial<TypedNumberInputProps> = {}) {
  const onChange = vi.fn<(value: number | null) => void>();
  const all: TypedNumberInputProps = { label: 'Gasto mínimo', value: null, onChange, ...props };
  const view = render(
    <MantineProvider>
      <TypedNumberInput {...all} />
    </MantineProvider>,
  );
  const rerender = (next: Partial<TypedNumberInputProps>) =>
    view.rerender(
      <MantineProvider>
        <TypedNumberInput {...all} {...next} />
      </MantineProvider>,
    );
  return { input: screen.getByRole('textbox', { name: 'Gasto mínimo' }), onChange, rerender };
}

describe('a typed number field', () => {
  it('keeps the digits typed, drops what is not a number, and tells each number', async () => {
    const { input, onChange } = field();
    await userEvent.type(input, '6a5');
    expect(input).toHaveValue('65');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([6, 6, 65]);
  });

  it('keeps a minus sign typed and tells the negative number, for the screen to refuse beside the field', async () => {
    const { input, onChange } = field();
    await userEvent.type(input, '-5');
    expect(input).toHaveValue('-5');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([null, -5]);
  });

  it('takes a dot for the decimal comma where decimals are allowed, and shows the unit', async () => {
    const { input, onChange } = field({ decimals: true, unit: '€' });
    await userEvent.type(input, '12.5');
    expect(input).toHaveValue('12,5');
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    expect(screen.getByText('€')).toBeInTheDocument();
  });

  it('shows a number set from outside, but not a number it told a moment ago that the screen is catching up with', async () => {
    const { input, rerender } = field({ value: 70 });
    expect(input).toHaveValue('70');
    await userEvent.clear(input);
    await userEvent.type(input, '65');
    // The screen draws the first key's number after the second key.
    rerender({ value: 6 });
    expect(input).toHaveValue('65');
    rerender({ value: 65 });
    expect(input).toHaveValue('65');
    // Cleared from outside ("Limpiar filtros"), then a saved search's number.
    rerender({ value: null });
    expect(input).toHaveValue('');
    rerender({ value: 65 });
    expect(input).toHaveValue('65');
  });

  it('adds and takes one with the arrow keys, never below zero', async () => {
    const { input, onChange } = field();
    input.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('2');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('0');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([1, 2, 1, 0, 0]);
  });

  it('is marked invalid and points at the text that says why', () => {
    const { input } = field({ invalid: true, describedBy: 'why' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('why');
  });
});
