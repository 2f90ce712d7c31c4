import { render, screen } from '@testing-library/react';
import { EMPTY_SUMMARY } from '../../../shared/stats/lib/figures';
import { ActivitySection } from './activity-section';

const settings = { showChart: false, showStats: false, showRecentActivity: true };

describe('ActivitySection news (issue 21)', () => {
  it("when to-dos were sent from meetings, then it reads '회의에서 나온 할일 N개 (완료 M)' from the API's summary", () => {
    const summary = { ...EMPTY_SUMMARY, meetings: { ...EMPTY_SUMMARY.meetings, todos_sent: 3, todos_sent_completed: 1 } };
    render(<ActivitySection settings={settings} summary={summary} />);
    expect(screen.getByText('회의에서 나온 할일 3개 (완료 1)')).toBeInTheDocument();
  });

  it('when none were sent, then the line is absent', () => {
    render(<ActivitySection settings={settings} summary={EMPTY_SUMMARY} />);
    expect(screen.queryByText(/회의에서 나온 할일/)).not.toBeInTheDocument();
    expect(screen.getByText('새 소식이 없습니다.')).toBeInTheDocument();
  });
});
