import { render } from '@testing-library/react';
import { reportWebVitals } from '@/lib/vitals/beacon';
import { WebVitals } from './web-vitals';

jest.mock('@/lib/vitals/beacon', () => ({ reportWebVitals: jest.fn() }));
const started = jest.mocked(reportWebVitals);

let idle: (() => void)[] = [];
let readyState: DocumentReadyState = 'complete';

beforeAll(() => {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
});

beforeEach(() => {
  idle = [];
  started.mockReset();
  window.history.replaceState(null, '', '/News/annual-day');
});

async function runIdle(): Promise<void> {
  for (const callback of idle.splice(0)) callback();
  // The dynamic import resolves on a later turn.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('WebVitals', () => {
  it('renders nothing and starts measuring only when the browser is idle, for the page the visitor landed on', async () => {
    const { container } = render(<WebVitals />);
    expect(container).toBeEmptyDOMElement();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/Admission');
    await runIdle();
    expect(started).toHaveBeenCalledWith('/News/annual-day');
  });

  it('waits for the page to finish loading before it even asks for an idle moment', async () => {
    readyState = 'loading';
    render(<WebVitals />);
    expect(idle).toHaveLength(0);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    await runIdle();
    expect(started).toHaveBeenCalledTimes(1);
  });
});
