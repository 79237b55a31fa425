import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS, afterTypingPause } from '@ui/shared/typing-pause';
import { useTransitionValue } from '@ui/shared/use-transition-value';

function Probe({ value, afterTyping }: { readonly value: string; readonly afterTyping: boolean }) {
  const drawn = useTransitionValue(value, { afterTyping });
  return (
    <>
      <input type="text" aria-label="Filtro" />
      <input type="checkbox" aria-label="Mujer" />
      <output>{drawn}</output>
    </>
  );
}

const drawn = () => screen.getByRole('status').textContent;

/** Notes the value of each of its renders. */
function Follower({ value, seen }: { readonly value: string; readonly seen: string[] }) {
  seen.push(useTransitionValue(value, { whileTyping: true }));
  return <input type="text" aria-label="Filtro" />;
}

describe('what waits for a pause in the typing', () => {
  // One clock for the file: the page's typing is watched from the first test on.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  beforeEach(() => {
    // Well after what an earlier test typed.
    vi.advanceTimersByTime(60_000);
  });

  it('runs at once when nothing was typed lately, and after the pause when something was', () => {
    render(<input type="text" aria-label="Filtro" />);
    // Long after any typing.
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
    });
    const ran = vi.fn();
    afterTypingPause(ran);
    expect(ran).toHaveBeenCalledTimes(1);

    fireEvent.input(screen.getByRole('textbox', { name: 'Filtro' }), { target: { value: '6' } });
    afterTypingPause(ran);
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 100);
    });
    // Another key restarts the pause.
    fireEvent.input(screen.getByRole('textbox', { name: 'Filtro' }), { target: { value: '65' } });
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    });
    expect(ran).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(ran).toHaveBeenCalledTimes(2);

    fireEvent.input(screen.getByRole('textbox', { name: 'Filtro' }), { target: { value: '650' } });
    const cancel = afterTypingPause(ran);
    cancel();
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS * 2);
    });
    expect(ran).toHaveBeenCalledTimes(2);
  });

  it('draws a new value only once the typing in a text field has paused, not after a box is ticked', () => {
    const { rerender } = render(<Probe value="primeros" afterTyping />);
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
    });
    expect(drawn()).toBe('primeros');

    fireEvent.input(screen.getByRole('textbox', { name: 'Filtro' }), { target: { value: '65' } });
    rerender(<Probe value="segundos" afterTyping />);
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    });
    expect(drawn()).toBe('primeros');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(drawn()).toBe('segundos');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Mujer' }));
    rerender(<Probe value="terceros" afterTyping />);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(drawn()).toBe('terceros');
  });

  it('draws a new value in the render that brings it when nothing is being typed, and a transition later while typing', () => {
    const seen: string[] = [];
    const { rerender } = render(<Follower value="primeros" seen={seen} />);
    act(() => {
      vi.advanceTimersByTime(TYPING_PAUSE_MS);
    });
    seen.length = 0;
    rerender(<Follower value="segundos" seen={seen} />);
    expect(seen[0]).toBe('segundos');

    fireEvent.input(screen.getByRole('textbox', { name: 'Filtro' }), { target: { value: '6' } });
    seen.length = 0;
    rerender(<Follower value="terceros" seen={seen} />);
    expect(seen[0]).toBe('segundos');
    expect(seen.at(-1)).toBe('terceros');
  });

  it('draws a new value at once, typing or not, when it is not asked to wait', () => {
    const { rerender } = render(<Probe value="primeros" afterTyping={false} />);
    fireEvent.input(screen.getByRole('textbox', { name: 'Filtro' }), { target: { value: '65' } });
    rerender(<Probe value="segundos" afterTyping={false} />);
    expect(drawn()).toBe('segundos');
  });
});
