import { render, screen, within } from '@testing-library/react';
import { Footer } from './footer';

// The counter registers a visit over the network; its own test covers it.
jest.mock('./visitor-counter', () => ({ VisitorCounter: () => null }));

describe('Footer', () => {
  it('links the accessibility statement and the privacy notice on every page', () => {
    render(<Footer />);
    const statements = within(screen.getByRole('list', { name: 'About this website' }));
    expect(statements.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute('href', '/accessibility');
    expect(statements.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});
