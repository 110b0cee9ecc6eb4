import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

// jsdom has <dialog> but not showModal()/close(); stand-ins that toggle `open` like a browser would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Read More
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Annual Day">
        <p>Details</p>
        <a href="https://example.org/a.pdf">Attachment</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens named by its title, with the close button focused and page scroll locked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    const dialog = screen.getByRole('dialog', { name: 'Annual Day' });
    expect(dialog).toHaveTextContent('Details');
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('traps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'Attachment' });
    // jsdom lays nothing out, so give the focusable elements a box.
    for (const element of [close, link]) element.getClientRects = () => [{}] as unknown as DOMRectList;
    link.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Read More' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    // What a browser does on Escape in a modal dialog.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(opener).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with the close button and on a backdrop click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read More' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    await user.click(screen.getByText('Details'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
