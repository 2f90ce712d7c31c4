import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteSlot } from './remote-slot';

// The real federation runtime needs webpack's container; the browser path is covered by e2e/tests/platform.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const load = loadRemote as jest.Mock;

function Healthy() {
  return <p>remote content</p>;
}
function Crashing(): never {
  throw new Error('boom');
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function flushRetries() {
  for (let i = 0; i < 4; i += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1500);
    });
  }
}

describe('RemoteSlot', () => {
  it('renders the remote App when it loads', async () => {
    load.mockResolvedValue({ default: Healthy });
    render(<RemoteSlot name="mf_todo" />);
    expect(await screen.findByText('remote content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_todo/App');
  });

  it('retries automatically, then shows the Korean fallback, and Retry recovers', async () => {
    load.mockResolvedValue({ default: undefined, __mfFallback: { id: 'mf_todo/App', message: 'down' } });
    render(<RemoteSlot name="mf_todo" />);
    await flushRetries();
    expect(screen.getByTestId('remote-fallback')).toHaveTextContent('할일 화면을 불러오지 못했습니다');
    expect(load).toHaveBeenCalledTimes(3);

    load.mockResolvedValue({ default: Healthy });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('remote content')).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    load.mockResolvedValue({ default: Crashing });
    render(<><RemoteSlot name="mf_wbs" /><p>shell still here</p></>);
    await flushRetries();
    expect(screen.getByTestId('remote-fallback')).toHaveAttribute('data-remote', 'mf_wbs');
    expect(screen.getByText('shell still here')).toBeInTheDocument();
  });
});
