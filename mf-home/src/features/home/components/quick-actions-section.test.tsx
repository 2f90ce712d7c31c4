import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { DEFAULT_SETTINGS, defaultQuickActions } from '../../../shared/layout/lib/defaults';
import { QuickActionsSection } from './quick-actions-section';

describe('QuickActionsSection', () => {
  it('when the actions are still loading, then four placeholders show', () => {
    renderWithApp(<QuickActionsSection settings={DEFAULT_SETTINGS.quickActions} actions={undefined} />);
    expect(screen.getAllByTestId('quick-placeholder')).toHaveLength(4);
  });

  it('when eight actions are enabled and maxItems is 6, then the first six link to their screens', () => {
    const all = defaultQuickActions().map((a) => ({ ...a, enabled: true }));
    renderWithApp(<QuickActionsSection settings={{ ...DEFAULT_SETTINGS.quickActions, maxItems: 6 }} actions={all} />);
    const links = screen.getByTestId('quick-actions').querySelectorAll('a');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '/todo');
    // The subtitle the API's defaults carry (@haru/contracts DEFAULT_QUICK_ACTIONS).
    expect(screen.getByText('할일을 추가하고 관리하세요')).toBeInTheDocument();
  });

  it('when descriptions are turned off and nothing is enabled, then the empty text shows', () => {
    const none = defaultQuickActions().map((a) => ({ ...a, enabled: false }));
    renderWithApp(<QuickActionsSection settings={{ ...DEFAULT_SETTINGS.quickActions, showDescriptions: false }} actions={none} />);
    expect(screen.getByText('켜진 빠른 실행이 없습니다.')).toBeInTheDocument();
  });
});
