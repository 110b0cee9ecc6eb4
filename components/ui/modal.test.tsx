import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

// jsdom has <dialog> but not showModal()/close(), and lays nothing out: stand-ins that toggle `open` like a
// browser would, and a box for every element. (The dialog's behaviour itself is tested in dialog.test.tsx.)
beforeAll(() => {
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
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
      <Modal open={open} onClose={() => setOpen(false)} title="Annual Day" closeLabel="Close details">
        <p>Details</p>
        <a href="https://example.org/a.pdf">Attachment</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('shows its content only while open, named by its title, with its close button focused first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByText('Details')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    const dialog = screen.getByRole('dialog', { name: 'Annual Day' });
    expect(dialog).toHaveTextContent('Details');
    expect(screen.getByRole('button', { name: 'Close details' })).toHaveFocus();
  });

  it('closes with its close button and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Read More' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Details')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
