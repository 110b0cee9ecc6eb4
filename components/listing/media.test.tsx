import { render, screen } from '@testing-library/react';
import { MediaCard, type MediaCardData } from './media';

const CLIPPING: MediaCardData = {
  id: 'm1',
  title: 'Annual Day in the papers',
  date: '2025-12-15',
  url: null,
  imageUrls: ['https://cdn.example.com/a.jpg'],
};

describe('MediaCard', () => {
  it('names a single clipping by its title', () => {
    render(<MediaCard item={CLIPPING} />);
    expect(screen.getByRole('link', { name: 'Open clipping: Annual Day in the papers' })).toHaveAttribute('href', 'https://cdn.example.com/a.jpg');
    expect(screen.queryByText(/clippings/)).not.toBeInTheDocument();
  });

  it('says the count its badge shows in the link’s name, so the visible words are part of it (WCAG 2.5.3)', () => {
    render(<MediaCard item={{ ...CLIPPING, imageUrls: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg', 'https://cdn.example.com/c.jpg'] }} />);
    const link = screen.getByRole('link', { name: 'Open clipping: Annual Day in the papers, 3 clippings' });
    expect(link).toHaveTextContent('3 clippings');
  });
});
