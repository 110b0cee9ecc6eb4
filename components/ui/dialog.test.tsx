import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Dialog, type DialogHandle } from './dialog';
import { stubDialogClose } from '@/test/dom-stubs';

// jsdom has <dialog> but none of show(), showModal() and close(), nor the closing of a method="dialog"
// form; these stand-ins behave the way browsers do (close() fires `close`). jsdom lays nothing out, so every
// element gets a box, except the ones a test marks as not displayed.
const showModal = jest.fn();
beforeAll(() => {
  HTMLElement.prototype.getClientRects = function getClientRects(this: HTMLElement) {
    return (this.hasAttribute('data-not-displayed') ? [] : [{}]) as unknown as DOMRectList;
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('[autofocus]')?.focus();
  };
  HTMLDialogElement.prototype.showModal = function modal(this: HTMLDialogElement) {
    showModal();
    this.setAttribute('open', '');
  };
  stubDialogClose();
});

beforeEach(() => showModal.mockClear());

function ScriptOpened({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Read More
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        labelledBy="title"
      >
        <div>
          <h2 id="title">Annual Day</h2>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
          <p>Details</p>
          <a href="https://example.org/a.pdf">Attachment</a>
          <button type="button" data-not-displayed>
            Hidden on phones
          </button>
        </div>
      </Dialog>
    </>
  );
}

function OpenOnLoad({ onClose }: { onClose?: () => void }) {
  const dialog = useRef<DialogHandle>(null);
  return (
    <>
      <button type="button" onClick={() => dialog.current?.show()}>
        Notices
      </button>
      <Dialog ref={dialog} openOnLoad labelledBy="notice" onClose={onClose}>
        <div>
          <h2 id="notice">Sports Meet</h2>
          <form method="dialog">
            <button autoFocus>Close notices</button>
          </form>
          <p>Parents are invited.</p>
          <a href="https://example.org/">Click Here</a>
        </div>
      </Dialog>
    </>
  );
}

describe('Dialog opened from the script', () => {
  it('opens modal, named by its heading, with focus on its first control and the page scroll locked', async () => {
    const user = userEvent.setup();
    render(<ScriptOpened />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Annual Day' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside, past controls that are not displayed', async () => {
    const user = userEvent.setup();
    render(<ScriptOpened />);
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'Attachment' });
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('asks its owner to close on Escape, then unlocks the page and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<ScriptOpened onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Read More' });
    await user.click(opener);
    // What a browser does on Escape in a modal dialog.
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      screen.getByRole('dialog').dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('asks its owner to close on a click on the backdrop, not on one inside the panel', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<ScriptOpened onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    await user.click(screen.getByText('Details'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells its owner when the browser closes it, and not when the owner did', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<ScriptOpened onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    act(() => {
      (screen.getByRole('dialog') as HTMLDialogElement).close();
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('Dialog open on load', () => {
  it('is open and modal in the server HTML, with Escape left to the browser', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(<OpenOnLoad />);
    const dialog = server.querySelector('dialog');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-labelledby', 'notice');
    expect(dialog).toHaveAttribute('closedby', 'closerequest');
  });

  it('is never made modal with showModal(), and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<OpenOnLoad />);
    expect(showModal).not.toHaveBeenCalled();
    const close = screen.getByRole('button', { name: 'Close notices' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Click Here' })).toHaveFocus();
    // Focus that strayed outside is brought back in.
    screen.getByRole('button', { name: 'Notices' }).focus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes itself on Escape (without closedby) and on the backdrop, telling its owner', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<OpenOnLoad onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Notices' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens again from its handle and returns focus to the opener when closed by its form', async () => {
    const user = userEvent.setup();
    render(<OpenOnLoad />);
    await user.click(screen.getByRole('button', { name: 'Close notices' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reopen = screen.getByRole('button', { name: 'Notices' });
    await user.click(reopen);
    expect(screen.getByRole('dialog', { name: 'Sports Meet' })).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Close notices' }));
    expect(reopen).toHaveFocus();
  });
});
