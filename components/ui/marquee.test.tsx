import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Marquee } from './marquee';
import { mockReducedMotion } from '@/test/dom-stubs';
import { hydrateLikeTheBrowser } from '@/test/hydration';


const ITEMS = ['Sahyadri House lifts the trophy', 'Prize distribution', 'Admissions open'];

function list() {
  return (
    <ul>
      {ITEMS.map((item) => (
        <li key={item}>
          <a href={`/News#${item}`}>{item}</a>
        </li>
      ))}
    </ul>
  );
}

function renderMarquee(direction: 'left' | 'up', still = false) {
  return render(
    <Marquee direction={direction} durationSeconds={30} label="latest news" name="news" still={still}>
      {list()}
    </Marquee>,
  );
}

describe.each(['left', 'up'] as const)('Marquee moving %s', (direction) => {
  it('moves a visible copy and a hidden, inert copy of the list, at the given speed', () => {
    mockReducedMotion(false);
    renderMarquee(direction);
    expect(screen.getAllByRole('link', { name: 'Prize distribution' })).toHaveLength(1);
    const track = screen.getByTestId('news-track');
    expect(track).toHaveAttribute('data-state', 'running');
    expect(track).toHaveClass(`animate-marquee-${direction}`);
    expect(track.style.getPropertyValue('--marquee-duration')).toBe('30s');
    const copy = track.querySelector('[aria-hidden="true"]');
    expect(copy).toHaveAttribute('inert');
    expect(copy).toHaveTextContent('Prize distribution');
    // Moving, the window is no stop of its own: Tab goes to the links.
    expect(screen.getByTestId('news-viewport')).not.toHaveAttribute('tabindex');
  });

  it('pauses and resumes with its button', async () => {
    mockReducedMotion(false);
    const user = userEvent.setup();
    renderMarquee(direction);
    const button = screen.getByRole('button', { name: 'Pause latest news' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('news-track')).toHaveAttribute('data-state', 'paused');
    expect(screen.getByTestId('news-track')).toHaveClass('[animation-play-state:paused]');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('news-track')).toHaveAttribute('data-state', 'running');
  });

  it('stands still as a focusable scroll box, once, with nothing to pause under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderMarquee(direction);
    expect(screen.getByRole('group', { name: 'latest news' })).toHaveAttribute('tabindex', '0');
    const track = screen.getByTestId('news-track');
    expect(track).toHaveAttribute('data-state', 'still');
    expect(track).not.toHaveClass(`animate-marquee-${direction}`);
    expect(track.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not move a list marked still', () => {
    mockReducedMotion(false);
    renderMarquee(direction, true);
    expect(screen.getByTestId('news-track')).toHaveAttribute('data-state', 'still');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is still in the server HTML, with no dead pause button, its place kept for it', () => {
    mockReducedMotion(false);
    const server = document.createElement('div');
    server.innerHTML = renderToString(
      <Marquee direction={direction} durationSeconds={30} label="latest news" name="news">
        {list()}
      </Marquee>,
    );
    const track = server.querySelector('[data-testid="news-track"]');
    expect(track).toHaveAttribute('data-state', 'still');
    expect(track?.querySelectorAll('a')).toHaveLength(ITEMS.length);
    expect(server.querySelector('button')).toBeNull();
    expect(server.querySelector('[data-testid="news-viewport"]')).toHaveAttribute('tabindex', '0');
    // The placeholder holds the button's 2.25 rem, except for visitors who asked for reduced motion.
    const placeholder = server.querySelector('span.size-9');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveClass('motion-reduce:hidden');
  });
});

describe('Marquee hydration', () => {
  it('hydrates still, without re-rendering inside the hydration task, then starts moving', async () => {
    mockReducedMotion(false);
    const { server, afterEffectsTask, container } = await hydrateLikeTheBrowser(
      <Marquee direction="left" durationSeconds={30} label="announcements" name="ticker">
        {list()}
      </Marquee>,
      { until: (root) => root.querySelector('[data-testid="ticker-track"]')?.getAttribute('data-state') === 'running' },
    );
    expect(server).toContain('data-state="still"');
    expect(afterEffectsTask).toBe(server);
    expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'false');
  });
});
