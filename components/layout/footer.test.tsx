import { render, screen, within } from '@testing-library/react';
import { Footer } from './footer';

// The counter registers a visit over the network; its own test covers it.
jest.mock('./visitor-counter', () => ({ VisitorCounter: () => null }));

describe('Footer', () => {
  it('links the accessibility statement and the privacy notice on every page', () => {
    render(<Footer locale="en" />);
    const statements = within(screen.getByRole('list', { name: 'About this website' }));
    expect(statements.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute('href', '/accessibility');
    expect(statements.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it('speaks Hindi on a Hindi page, linking the Hindi statements, and an English-only page with hreflang="en"', () => {
    render(<Footer locale="hi" />);
    expect(screen.getByRole('heading', { name: 'संपर्क करें' })).toBeInTheDocument();
    const statements = within(screen.getByRole('list', { name: 'इस वेबसाइट के बारे में' }));
    const privacy = statements.getByRole('link', { name: 'गोपनीयता सूचना' });
    expect(privacy).toHaveAttribute('href', '/hi/privacy');
    expect(privacy).not.toHaveAttribute('hreflang');
    expect(statements.getByRole('link', { name: 'सुगम्यता विवरण' })).toHaveAttribute('href', '/hi/accessibility');
    expect(screen.getByRole('link', { name: 'प्रवेश' })).toHaveAttribute('href', '/hi/Admission');
    const sitemap = screen.getByRole('link', { name: 'साइट मैप' });
    expect(sitemap).toHaveAttribute('href', '/sitemap');
    expect(sitemap).toHaveAttribute('hreflang', 'en');
  });
});
