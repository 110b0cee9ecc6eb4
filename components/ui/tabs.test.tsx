import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const items = [
  { id: 'computer-lab', label: 'Computer Lab', content: <p>Four labs</p> },
  { id: 'biology-lab', label: 'Biology Lab', content: <p>Microscopes</p> },
  { id: 'physics-lab', label: 'Physics Lab', content: <p>Optics</p> },
];

describe('Tabs', () => {
  beforeEach(() => window.history.replaceState(null, '', '/Laboratories'));

  it('shows the first tab by default, with one panel visible and roving tabindex', () => {
    render(<Tabs label="Laboratories" items={items} />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Laboratories' })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Computer Lab', 'Biology Lab', 'Physics Lab']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Four labs');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'computer-lab-tab');
  });

  it('moves with arrow keys (wrapping), Home and End, and records the tab in the URL hash', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Laboratories" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Computer Lab' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Biology Lab' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Biology Lab' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Microscopes');
    expect(window.location.hash).toBe('#biology-lab');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Physics Lab' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Computer Lab' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Physics Lab' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Computer Lab' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.hash).toBe('#computer-lab');
  });

  it('opens the tab named by the URL hash and follows hash changes', () => {
    window.history.replaceState(null, '', '/Laboratories#physics-lab');
    render(<Tabs label="Laboratories" items={items} />);
    expect(screen.getByRole('tab', { name: 'Physics Lab' })).toHaveAttribute('aria-selected', 'true');
    act(() => {
      window.history.replaceState(null, '', '/Laboratories#biology-lab');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Microscopes');
  });

  it('falls back to the first tab for an unknown hash', () => {
    window.history.replaceState(null, '', '/Laboratories#nothing');
    render(<Tabs label="Laboratories" items={items} />);
    expect(screen.getByRole('tab', { name: 'Computer Lab' })).toHaveAttribute('aria-selected', 'true');
  });
});
