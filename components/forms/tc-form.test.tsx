import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TcForm } from './tc-form';
import { hydrateLikeTheBrowser } from '@/test/hydration';

const FAILED = 'Failed to process your request. Please try again later.';

function reply(status: number, body: unknown, blob: () => Promise<Blob> = () => Promise.resolve(new Blob(['jpeg']))): Response {
  return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body), blob } as Response;
}

let fetchMock: jest.Mock;
let clicked: { href: string; download: string }[];

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  clicked = [];
  URL.createObjectURL = jest.fn(() => 'blob:tc');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => jest.restoreAllMocks());

async function fillAndSend(name: string, admission: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Student Full Name'), name);
  if (admission) await user.type(screen.getByLabelText('Admission Number'), admission);
  await user.click(screen.getByRole('button', { name: 'Request certificate' }));
  return user;
}

describe('TcForm', () => {
  it('starts empty and posts natively to /api/tc when scripts have not run', () => {
    const { container } = render(<TcForm />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('action', '/api/tc');
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('Student Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Admission Number')).toHaveValue('');
    expect(screen.getByLabelText('Admission Number')).toHaveAttribute('name', 'admission');
  });

  it('shows the empty-field message for a blank field, ties it to the fields, and clears it on editing', async () => {
    render(<TcForm />);
    const user = await fillAndSend('   ', '2015/0412');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fill in all fields');
    expect(screen.getByLabelText('Student Full Name')).toHaveAccessibleDescription('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Student Full Name'), 'A');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Student Full Name')).not.toHaveAttribute('aria-invalid');
  });

  it('disables the button and says so while the request runs, then saves tc.jpg and says it did', async () => {
    let finish: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    render(<TcForm />);
    await fillAndSend(' Aarav Sharma ', '2015/0412');
    const button = screen.getByRole('button', { name: 'Requesting the certificate…' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Requesting the certificate…');
    expect(fetchMock).toHaveBeenCalledWith('/api/tc', expect.objectContaining({ method: 'POST', body: JSON.stringify({ name: 'Aarav Sharma', admission: '2015/0412' }) }));
    finish(reply(200, null));
    expect(await screen.findByText('The transfer certificate has been downloaded as tc.jpg.')).toBeInTheDocument();
    expect(clicked).toEqual([{ href: 'blob:tc', download: 'tc.jpg' }]);
    expect(screen.getByRole('button', { name: 'Request certificate' })).toBeEnabled();
  });

  it.each([
    [reply(404, { message: FAILED }), FAILED],
    [reply(429, { message: 'Too many requests. Please try again in 10 minutes.' }), 'Too many requests. Please try again in 10 minutes.'],
    [reply(502, { message: 'Failed to download data.' }), 'Failed to download data.'],
    [{ ok: false, status: 504, json: () => Promise.reject(new SyntaxError('html')) } as unknown as Response, FAILED],
  ])('shows the message of a refused request in the alert (%#)', async (response, expected) => {
    fetchMock.mockResolvedValue(response);
    render(<TcForm />);
    await fillAndSend('Aarav Sharma', '2015/0412');
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(clicked).toEqual([]);
  });

  it('shows the failure message when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<TcForm />);
    await fillAndSend('Aarav Sharma', '2015/0412');
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
  });

  it('says the phone is offline, and keeps what was typed, when the browser has no connection', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<TcForm />);
    await fillAndSend('Aarav Sharma', '2015/0412');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline. Connect to the internet and send the request again');
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Student Full Name')).toHaveValue('Aarav Sharma');
  });

  it('says "Failed to download data." when the certificate cannot be read', async () => {
    fetchMock.mockResolvedValue(reply(200, null, () => Promise.reject(new TypeError('network'))));
    render(<TcForm />);
    await fillAndSend('Aarav Sharma', '2015/0412');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download data.');
    expect(clicked).toEqual([]);
  });
});

describe('TcForm hydration', () => {
  it('hydrates without re-rendering inside the hydration task, then takes over validation from the browser', async () => {
    const { server, afterEffectsTask } = await hydrateLikeTheBrowser(<TcForm />, { until: (root) => root.querySelector('form')?.noValidate === true });
    expect(server).not.toContain('novalidate');
    expect(afterEffectsTask).toBe(server);
  });
});
