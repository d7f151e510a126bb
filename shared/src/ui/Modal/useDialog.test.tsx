import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAINTING_ATTRIBUTE, useDialog } from './useDialog';

/** A dialog on useDialog with paintFirst, as the shell's mobile drawer uses it. */
function PaintFirst() {
  const [open, setOpen] = useState(false);
  const { dialogProps } = useDialog({ open, onClose: () => setOpen(false), paintFirst: true });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <dialog {...dialogProps} aria-label="Menu">
        {open ? (
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        ) : null}
      </dialog>
    </>
  );
}

/** Runs the frame callbacks requested so far, as the browser does before its next paint. */
function frames() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let lastId = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callbacks.set(++lastId, callback);
    return lastId;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => callbacks.delete(id));
  return () =>
    act(() => {
      const due = [...callbacks.values()];
      callbacks.clear();
      due.forEach((callback) => callback(performance.now()));
    });
}

afterEach(() => vi.restoreAllMocks());

describe('useDialog paintFirst', () => {
  it('shows the dialog on the tap and makes it modal (focus inside, scroll locked) after the next frame', async () => {
    const nextFrame = frames();
    render(<PaintFirst />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    // The tap's own work: the dialog is marked to be painted, and nothing restyles the page yet.
    expect(dialog.hasAttribute(PAINTING_ATTRIBUTE)).toBe(true);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');

    nextFrame();
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(dialog.hasAttribute(PAINTING_ATTRIBUTE)).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('closed before its frame, the dialog never becomes modal', async () => {
    const nextFrame = frames();
    render(<PaintFirst />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    // A closed <dialog>'s content is hidden from the accessibility tree until showModal().
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(dialog.hasAttribute(PAINTING_ATTRIBUTE)).toBe(false);
    nextFrame();
    // Longer than the task the frame would have queued.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog.open).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });
});
