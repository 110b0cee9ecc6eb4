import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { Notification } from '@/lib/listing/notification';
import { NotificationPopup } from './notification-popup';
import { stubDialogClose } from '@/test/dom-stubs';
import { hydrateLikeTheBrowser } from '@/test/hydration';

// jsdom has <dialog> but neither its show() and close() nor the closing of a method="dialog" form; these
// stand-ins open and close it the way browsers do. showModal() throws: the popup must not make the page inert.
// jsdom lays nothing out either, so every element gets a box (the focus trap skips controls without one).
beforeAll(() => {
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('[autofocus]')?.focus();
  };
  HTMLDialogElement.prototype.showModal = () => {
    throw new Error('showModal() makes the whole page inert');
  };
  stubDialogClose();
});

const notifications: Notification[] = [
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
    // The APG carousel: a region described as a carousel, holding the slide.
    const carousel = within(dialog).getByRole('region', { name: 'Notices' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('group', { name: '1 of 2' })).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('is open and modal in the server HTML, closable without JavaScript', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(<NotificationPopup notifications={notifications} />);
    const dialog = server.querySelector('dialog');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Escape closes it natively.
    expect(dialog).toHaveAttribute('closedby', 'closerequest');
    const close = dialog?.querySelector('form[method="dialog"] button');
    expect(close).toHaveTextContent('Close notices');
    expect(close).toHaveAttribute('autofocus');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<NotificationPopup notifications={notifications} />);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close notices' });
    const next = within(dialog).getByRole('button', { name: 'Next notice' });
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Attachment (opens in a new tab)' })).toHaveFocus();
    // Focus outside the open dialog is brought back into it.
    screen.getByRole('button', { name: 'Notices (2)' }).focus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes on Escape (in browsers without closedby) and on a click on the backdrop', async () => {
    const user = userEvent.setup();
    render(<NotificationPopup notifications={notifications} />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notices (2)' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByText('The date sheet has been published.'));
    expect(dialog).toHaveAttribute('open');
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

describe('NotificationPopup hydration', () => {
  it('sends the Notices button enabled, so hydrating changes nothing', async () => {
    const { server, afterEffectsTask, settled } = await hydrateLikeTheBrowser(<NotificationPopup notifications={notifications} />);
    expect(server).toMatch(/<button type="button" class="[^"]*">.*Notices/);
    expect(afterEffectsTask).toBe(server);
    expect(settled).toBe(server);
  });
});
