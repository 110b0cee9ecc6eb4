import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsReadMore, type NewsModalItem } from './news-read-more';

const ITEM: NewsModalItem = {
  id: 'n7',
  title: 'Science exhibition',
  description: 'Projects by classes VI to XII.',
  dateText: '02/10/2026',
  url: null,
  attachmentUrls: [],
};

const goBack = () =>
  act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });

describe('NewsReadMore and its address', () => {
  it('Read More opens the item at /News?item=<id>, and Back closes it on the news page', async () => {
    window.history.replaceState(null, '', '/News');
    const user = userEvent.setup();
    render(<NewsReadMore item={ITEM} />);
    await user.click(screen.getByRole('button', { name: 'Read More: Science exhibition' }));
    expect(screen.getByRole('dialog', { name: 'Science exhibition' })).toBeInTheDocument();
    expect(window.location.search).toBe('?item=n7');
    await goBack();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/News');
  });

  it('a shared address opens the item, and Back closes it without leaving the news page', async () => {
    window.history.replaceState(null, '', '/');
    window.history.pushState(null, '', '/News?item=n7');
    render(<NewsReadMore item={ITEM} />);
    expect(screen.getByRole('dialog', { name: 'Science exhibition' })).toBeInTheDocument();
    await goBack();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/News');
  });

  it('shows the date the server wrote, and builds no date formatter of its own', async () => {
    window.history.replaceState(null, '', '/News');
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      render(<NewsReadMore item={ITEM} />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Read More: Science exhibition' }));
      expect(screen.getByRole('dialog', { name: 'Science exhibition' })).toHaveTextContent('02/10/2026');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('another item named in the address leaves this one closed', () => {
    window.history.replaceState(null, '', '/News?item=other');
    render(<NewsReadMore item={ITEM} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
