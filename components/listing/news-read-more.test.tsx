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

const HREF = '/News/n7-science-exhibition';

const goBack = () =>
  act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });

describe('NewsReadMore and its address', () => {
  it('Read More opens the item at /News?item=<id>, and Back closes it on the news page', async () => {
    window.history.replaceState(null, '', '/News');
    const user = userEvent.setup();
    render(<NewsReadMore item={ITEM} href={HREF} />);
    await user.click(screen.getByRole('link', { name: 'Read More: Science exhibition' }));
    expect(screen.getByRole('dialog', { name: 'Science exhibition' })).toBeInTheDocument();
    expect(window.location.search).toBe('?item=n7');
    await goBack();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/News');
  });

  it("is a link to the item's own page, which a click asking for a new tab keeps", async () => {
    window.history.replaceState(null, '', '/News');
    render(<NewsReadMore item={ITEM} href={HREF} />);
    const link = screen.getByRole('link', { name: 'Read More: Science exhibition' });
    expect(link).toHaveAttribute('href', HREF);
    // Search engines judge a link by its text, where "Read More" alone is vague: the title is in it, hidden.
    expect(link).toHaveTextContent('Read More: Science exhibition');
    const opened = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(opened);
    expect(opened.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('a shared address opens the item, and Back closes it without leaving the news page', async () => {
    window.history.replaceState(null, '', '/');
    window.history.pushState(null, '', '/News?item=n7');
    render(<NewsReadMore item={ITEM} href={HREF} />);
    expect(screen.getByRole('dialog', { name: 'Science exhibition' })).toBeInTheDocument();
    await goBack();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/News');
  });

  it('shows the date the server wrote, and builds no date formatter of its own', async () => {
    window.history.replaceState(null, '', '/News');
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      render(<NewsReadMore item={ITEM} href={HREF} />);
      await userEvent.setup().click(screen.getByRole('link', { name: 'Read More: Science exhibition' }));
      expect(screen.getByRole('dialog', { name: 'Science exhibition' })).toHaveTextContent('02/10/2026');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('another item named in the address leaves this one closed', () => {
    window.history.replaceState(null, '', '/News?item=other');
    render(<NewsReadMore item={ITEM} href={HREF} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('NewsReadMore on a Hindi page', () => {
  it('speaks Hindi around the item, which stays in English and leads to its English page', async () => {
    window.history.replaceState(null, '', '/hi/News');
    const user = userEvent.setup();
    render(
      <NewsReadMore
        item={{ ...ITEM, description: '', attachmentUrls: ['https://files.example/a.pdf', 'https://files.example/b.pdf'] }}
        href={HREF}
        lang="en"
        words={{ readMore: 'पूरा पढ़ें', noDetails: 'कोई विवरण नहीं।', attachment: 'संलग्न फ़ाइल', attachmentN: 'संलग्न फ़ाइल {n}', link: 'यहाँ क्लिक करें', close: 'बंद करें', newTab: ' (नए टैब में)' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'पूरा पढ़ें: Science exhibition' });
    expect(link).toHaveAttribute('hreflang', 'en');
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Science exhibition' });
    expect(dialog).toHaveTextContent('कोई विवरण नहीं।');
    expect(screen.getByText('02/10/2026')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'संलग्न फ़ाइल 2 (नए टैब में)' })).toHaveAttribute('href', 'https://files.example/b.pdf');
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });
});
