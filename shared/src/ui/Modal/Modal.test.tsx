import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Dealer details">
        <a href="#a">First link</a>
        <button type="button">Last button</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a labelled dialog, locks scroll, closes on its button and gives focus back', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Dealer details' });
    expect(dialog).toBeTruthy();
    // Focus starts on the first control, not on a focus guard or the last control.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape (the dialog cancel event)', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('wraps Tab from the last control to the first and Shift+Tab back', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const last = screen.getByRole('button', { name: 'Last button' });
    const first = screen.getByRole('button', { name: 'Close' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('opening does not send focus round through the start guard (a long body stays at its top)', () => {
    render(<Harness />);
    const links: string[] = [];
    const original = HTMLDialogElement.prototype.showModal;
    // As browsers do: showModal focuses the first focusable node, here the start guard.
    const spy = vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      original.call(this);
      this.querySelector<HTMLElement>('[data-focus-guard="start"]')?.focus();
      links.push(document.activeElement?.textContent ?? '');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(links).toEqual(['']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    spy.mockRestore();
  });

  it('sends focus that leaves through an embedded frame round to the other end', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const [start, end] = [...dialog.querySelectorAll<HTMLElement>('[data-focus-guard]')];
    end!.focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    start!.focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last button' }));
  });

  describe('a body taller than the dialog', () => {
    afterEach(() => vi.restoreAllMocks());

    it('is a named, focusable region only when it scrolls (keyboard users can scroll it)', () => {
      render(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(screen.queryByRole('region')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));

      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      const region = screen.getByRole('region', { name: 'Dealer details' });
      expect(region.tabIndex).toBe(0);
      expect(region.contains(screen.getByRole('link', { name: 'First link' }))).toBe(true);
    });
  });
});
