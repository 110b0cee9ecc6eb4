import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentOverlay } from './document-overlay';

const documents = [
  { title: 'Career Options after Class X', href: '/docs/career-guidance/01.pdf' },
  { title: 'Choosing a Stream in Class XI', href: '/docs/career-guidance/02.pdf' },
];

describe('DocumentOverlay', () => {
  it('lists the documents as links to their PDFs, which open in a new tab without JavaScript', () => {
    render(<DocumentOverlay documents={documents} label="Reference documents" />);
    const list = screen.getByRole('list', { name: 'Reference documents' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/docs/career-guidance/01.pdf');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the document in an overlay frame and closes it with the close button, returning focus', async () => {
    const user = userEvent.setup();
    render(<DocumentOverlay documents={documents} label="Reference documents" />);
    const entry = screen.getByRole('link', { name: /Choosing a Stream/ });
    entry.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Choosing a Stream in Class XI' });
    expect(within(dialog).getByTitle('Choosing a Stream in Class XI')).toHaveAttribute('src', '/docs/career-guidance/02.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Close document' }));
    expect(screen.queryByTitle('Choosing a Stream in Class XI')).not.toBeInTheDocument();
    await waitFor(() => expect(entry).toHaveFocus());
  });

  it('closes on Escape and on a backdrop click', async () => {
    const user = userEvent.setup();
    render(<DocumentOverlay documents={documents} label="Reference documents" />);
    await user.click(screen.getByRole('link', { name: /Career Options/ }));
    const dialog = screen.getByRole('dialog');
    // jsdom has no showModal(), so the native Escape → cancel step is sent by hand.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await screen.findByRole('link', { name: /Career Options/ });
    expect(screen.queryByTitle('Career Options after Class X')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Career Options/ }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByTitle('Career Options after Class X')).not.toBeInTheDocument();
  });
});
