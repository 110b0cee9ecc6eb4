import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButtons } from './share-buttons';
import { hydrateLikeTheBrowser } from '@/test/hydration';

const URL_SHARED = 'https://www.school.example/News?item=n1';

function stub(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  stub('clipboard', undefined);
  stub('share', undefined);
});

describe('ShareButtons', () => {
  it('copies the link and announces it in a status region', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    render(<ShareButtons title="Annual Day" url={URL_SHARED} />);
    // userEvent installs its own clipboard; replace it after setup so the call can be seen.
    stub('clipboard', { writeText });
    await user.click(screen.getByRole('button', { name: 'Copy link: Annual Day' }));
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('shows the link to copy by hand when the browser refuses', async () => {
    const user = userEvent.setup();
    render(<ShareButtons title="Annual Day" url={URL_SHARED} />);
    stub('clipboard', { writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    await user.click(screen.getByRole('button', { name: 'Copy link: Annual Day' }));
    expect(screen.getByRole('status')).toHaveTextContent(`Copy this link: ${URL_SHARED}`);
  });

  it('speaks the words it is given on a Hindi page', async () => {
    const user = userEvent.setup();
    render(<ShareButtons title="Annual Day" url={URL_SHARED} words={{ copy: 'लिंक कॉपी करें', share: 'साझा करें', copied: 'लिंक कॉपी हो गया', copyByHand: 'यह लिंक कॉपी करें: {url}' }} />);
    stub('clipboard', { writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    await user.click(screen.getByRole('button', { name: 'लिंक कॉपी करें: Annual Day' }));
    expect(screen.getByRole('status')).toHaveTextContent(`यह लिंक कॉपी करें: ${URL_SHARED}`);
  });

  it('offers Share only where the browser has the Web Share API, and hands it the title and address', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ShareButtons title="Annual Day" url={URL_SHARED} />);
    expect(screen.queryByRole('button', { name: 'Share: Annual Day' })).not.toBeInTheDocument();
    unmount();

    const share = jest.fn().mockResolvedValue(undefined);
    stub('share', share);
    render(<ShareButtons title="Annual Day" url={URL_SHARED} />);
    await user.click(screen.getByRole('button', { name: 'Share: Annual Day' }));
    expect(share).toHaveBeenCalledWith({ title: 'Annual Day', url: URL_SHARED });
  });

  it('treats closing the share sheet as no failure', async () => {
    const user = userEvent.setup();
    stub('share', jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')));
    render(<ShareButtons title="Annual Day" url={URL_SHARED} />);
    const writeText = jest.fn().mockResolvedValue(undefined);
    stub('clipboard', { writeText });
    await user.click(screen.getByRole('button', { name: 'Share: Annual Day' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('ShareButtons hydration', () => {
  it('sends Copy link enabled, so hydrating changes nothing where the browser cannot share', async () => {
    const { server, afterEffectsTask, settled } = await hydrateLikeTheBrowser(<ShareButtons title="Annual Day" url={URL_SHARED} />);
    expect(server).toMatch(/<button type="button" class="[^"]*"[^>]* aria-label="Copy link: Annual Day">/);
    expect(server).not.toContain('disabled');
    expect(afterEffectsTask).toBe(server);
    expect(settled).toBe(server);
  });

  it('adds Share after hydration, not inside its task, where the browser can share', async () => {
    stub('share', jest.fn());
    const { server, afterEffectsTask } = await hydrateLikeTheBrowser(<ShareButtons title="Annual Day" url={URL_SHARED} />, {
      until: (root) => Boolean(within(root).queryByRole('button', { name: 'Share: Annual Day' })),
    });
    expect(server).not.toContain('Share: Annual Day');
    expect(afterEffectsTask).toBe(server);
  });
});
