import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuDropdown } from './menu-dropdown';

function renderDropdown() {
  render(
    <ul>
      <MenuDropdown label="School" panelId="menu-school">
        <ul>
          <li>
            <a href="/OurSchool">Our School</a>
          </li>
          <li>
            <a href="/OurChurch">Our Church</a>
          </li>
        </ul>
      </MenuDropdown>
      <li>
        <a href="/after">After the menu</a>
      </li>
    </ul>,
  );
  return screen.getByRole('button', { name: 'School' });
}

describe('MenuDropdown', () => {
  it('is a disclosure button controlling its panel', async () => {
    const user = userEvent.setup();
    const trigger = renderDropdown();
    expect(trigger).toHaveAttribute('aria-controls', 'menu-school');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger.closest('li')).toHaveAttribute('data-open');
  });

  it('opens with Enter and with Space', async () => {
    const user = userEvent.setup();
    const trigger = renderDropdown();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with ArrowDown onto the first link, moves with the arrows, and Escape returns to the button', async () => {
    const user = userEvent.setup();
    const trigger = renderDropdown();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Our School' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Our Church' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Our School' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Our Church' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes when Tab moves focus out of the group', async () => {
    const user = userEvent.setup();
    const trigger = renderDropdown();
    await user.click(trigger);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Our Church' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'After the menu' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside and when a link is chosen', async () => {
    const user = userEvent.setup();
    const trigger = renderDropdown();
    await user.click(trigger);
    await user.click(document.body);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const link = screen.getByRole('link', { name: 'Our Church' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
