import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TickerMarquee } from './ticker-marquee';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

function renderTicker() {
  return render(
    <TickerMarquee durationSeconds={30} subject="announcements">
      <ul>
        <li>
          <a href="/files/circular.pdf">Half-yearly examination schedule</a>
        </li>
      </ul>
    </TickerMarquee>,
  );
}

describe('TickerMarquee', () => {
  it('scrolls a visible copy and a hidden, unfocusable copy of the items', () => {
    mockReducedMotion(false);
    renderTicker();
    expect(screen.getAllByRole('link', { name: 'Half-yearly examination schedule' })).toHaveLength(1);
    const track = screen.getByTestId('ticker-track');
    expect(track).toHaveAttribute('data-state', 'running');
    expect(track).toHaveClass('animate-ticker');
    expect(track.style.getPropertyValue('--ticker-duration')).toBe('30s');
    const hiddenCopy = track.querySelector('[aria-hidden="true"]');
    expect(hiddenCopy).toHaveAttribute('inert');
    expect(hiddenCopy).toHaveTextContent('Half-yearly examination schedule');
  });

  it('pauses and resumes with its toggle button', async () => {
    mockReducedMotion(false);
    const user = userEvent.setup();
    renderTicker();
    const button = screen.getByRole('button', { name: 'Pause announcements' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('ticker-track')).toHaveAttribute('data-state', 'paused');
    expect(screen.getByTestId('ticker-track')).toHaveClass('[animation-play-state:paused]');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('ticker-track')).toHaveAttribute('data-state', 'running');
  });

  it('stands still, once, with nothing to pause under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderTicker();
    const track = screen.getByTestId('ticker-track');
    expect(track).toHaveAttribute('data-state', 'still');
    expect(track).not.toHaveClass('animate-ticker');
    expect(track.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Half-yearly examination schedule' })).toBeVisible();
  });
});
