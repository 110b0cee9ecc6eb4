import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsScroller } from './news-scroller';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

function renderScroller(count = 3) {
  const items = ['Sahyadri House lifts the trophy', 'Prize distribution', 'Admissions open'].slice(0, count);
  return render(
    <NewsScroller count={items.length} label="latest news">
      <ul>
        {items.map((item) => (
          <li key={item}>
            <a href={`/News#${item}`}>{item}</a>
          </li>
        ))}
      </ul>
    </NewsScroller>,
  );
}

describe('NewsScroller', () => {
  it('scrolls a visible copy and a hidden, inert copy of the list', () => {
    mockReducedMotion(false);
    renderScroller();
    expect(screen.getAllByRole('link', { name: 'Prize distribution' })).toHaveLength(1);
    const track = screen.getByTestId('news-track');
    expect(track).toHaveAttribute('data-state', 'running');
    const copy = track.querySelector('[aria-hidden="true"]');
    expect(copy).toHaveAttribute('inert');
    expect(copy).toHaveTextContent('Prize distribution');
  });

  it('pauses and resumes with its button', async () => {
    mockReducedMotion(false);
    const user = userEvent.setup();
    renderScroller();
    const button = screen.getByRole('button', { name: 'Pause latest news' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('news-track')).toHaveAttribute('data-state', 'paused');
    await user.click(button);
    expect(screen.getByTestId('news-track')).toHaveAttribute('data-state', 'running');
  });

  it('stands still as a focusable scroll box under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderScroller();
    expect(screen.getByRole('region', { name: 'latest news' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByTestId('news-track')).toHaveAttribute('data-state', 'still');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not scroll a short list', () => {
    mockReducedMotion(false);
    renderScroller(2);
    expect(screen.getByTestId('news-track')).toHaveAttribute('data-state', 'still');
  });
});
