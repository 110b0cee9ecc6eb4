import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from './mobile-menu';
import { hydrateLikeTheBrowser } from '@/test/hydration';

function renderMenu() {
  render(
    <MobileMenu panelId="main-menu" buttonText="Menu">
      <ul>
        <li>
          <a href="/Admission">Admission</a>
        </li>
        <li>
          <a href="https://www.cbse.gov.in/" target="_blank" rel="noopener noreferrer">
            CBSE website
          </a>
        </li>
      </ul>
    </MobileMenu>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

// jsdom does not navigate; the menu only needs to see the click on the link.
const preventNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => document.addEventListener('click', preventNavigation));
afterAll(() => document.removeEventListener('click', preventNavigation));

describe('MobileMenu', () => {
  it('controls its panel and reports the state in aria-expanded', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-controls', 'main-menu');
    expect(document.getElementById('main-menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks itself enhanced once hydrated, which turns off the CSS-only fallback', () => {
    const button = renderMenu();
    expect(button.parentElement).toHaveAttribute('data-enhanced');
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Admission' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when an internal item is chosen, not when an external one opens a new tab', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);

    await user.click(screen.getByRole('link', { name: 'CBSE website' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('link', { name: 'Admission' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('hydrates without re-rendering inside the hydration task, then turns its CSS fallback off', async () => {
    const { server, afterEffectsTask, container } = await hydrateLikeTheBrowser(
      <MobileMenu panelId="main-menu" buttonText="Menu">
        <a href="/Admission">Admission</a>
      </MobileMenu>,
      { until: (root) => root.querySelector('[data-enhanced]') !== null },
    );
    expect(server).not.toContain('data-enhanced');
    expect(afterEffectsTask).toBe(server);
    expect(container.querySelector('.mobile-menu')).toHaveAttribute('data-enhanced');
  });
});
