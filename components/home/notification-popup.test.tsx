import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationPopup, type PopupNotification } from './notification-popup';

// jsdom has <dialog> but not its modal behaviour; these stand-ins open and close it the way browsers do.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const autofocus = this.querySelector<HTMLElement>('[autofocus]');
    autofocus?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const notifications: PopupNotification[] = [
  {
    id: 'n1',
    title: 'CBSE Board Examination Date Sheet',
    description: 'The date sheet has been published.',
    imageUrl: 'http://content.test/api/image/notifications/date-sheet.jpg',
    attachmentUrl: 'http://content.test/api/image/docs/date-sheet.pdf',
    url: 'https://www.cbse.gov.in/',
  },
  { id: 'n2', title: 'Annual Sports Meet 2026', description: 'Parents are invited.', imageUrl: null, attachmentUrl: null, url: null },
];

describe('NotificationPopup', () => {
  it('renders nothing without notifications', () => {
    const { container } = render(<NotificationPopup notifications={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens by itself with the first notice, its Attachment and Click Here buttons, focus on Close', () => {
    render(<NotificationPopup notifications={notifications} />);
    const dialog = screen.getByRole('dialog', { name: 'CBSE Board Examination Date Sheet' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText('The date sheet has been published.')).toBeInTheDocument();
    const attachment = within(dialog).getByRole('link', { name: 'Attachment (opens in a new tab)' });
    expect(attachment).toHaveAttribute('href', notifications[0]?.attachmentUrl);
    expect(attachment).toHaveAttribute('target', '_blank');
    const clickHere = within(dialog).getByRole('link', { name: 'Click Here (opens in a new tab)' });
    expect(clickHere).toHaveAttribute('href', 'https://www.cbse.gov.in/');
    expect(clickHere).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('button', { name: 'Close notices' })).toHaveFocus();
  });

  it('moves between notices with Next and Previous, wrapping around', async () => {
    const user = userEvent.setup();
    render(<NotificationPopup notifications={notifications} />);
    await user.click(screen.getByRole('button', { name: 'Next notice' }));
    const dialog = screen.getByRole('dialog', { name: 'Annual Sports Meet 2026' });
    expect(within(dialog).getByText('Notice 2 of 2')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Attachment/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Click Here/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next notice' }));
    expect(screen.getByRole('dialog', { name: 'CBSE Board Examination Date Sheet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous notice' }));
    expect(screen.getByRole('dialog', { name: 'Annual Sports Meet 2026' })).toBeInTheDocument();
  });

  it('has no previous and next buttons for a single notice', () => {
    render(<NotificationPopup notifications={notifications.slice(0, 1)} />);
    expect(screen.queryByRole('button', { name: /Next notice/ })).not.toBeInTheDocument();
  });

  it('closes with its button, reopens from the Notices button and returns focus to it', async () => {
    const user = userEvent.setup();
    render(<NotificationPopup notifications={notifications} />);
    await user.click(screen.getByRole('button', { name: 'Close notices' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const reopen = screen.getByRole('button', { name: 'Notices (2)' });
    await user.click(reopen);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Close notices' }));
    expect(reopen).toHaveFocus();
  });
});
