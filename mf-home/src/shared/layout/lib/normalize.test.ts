import { defaultLayout, defaultQuickActions, DEFAULT_SETTINGS, MAX_ITEMS_OPTIONS, QUICK_ACTION_PLACEHOLDERS } from './defaults';
import { normalizeLayout, renumber, normalizeQuickActions, visibleQuickActions } from './normalize';

describe('quick-action defaults', () => {
  it('when nothing is saved, then the eight defaults come in the spec order with the first four enabled', () => {
    const actions = defaultQuickActions();
    expect(actions.map((a) => [a.id, a.path, a.enabled, a.order])).toEqual([
      ['new-todo', '/todo', true, 1], ['meeting-notes', '/meeting-notes', true, 2], ['json-formatter', '/json-formatter', true, 3],
      ['wbs', '/wbs-manager', true, 4], ['json-compare', '/json-compare', false, 5], ['qr-generator', '/qr-generator', false, 6],
      ['calendar', '/calendar', false, 7], ['utilities', '/utilities', false, 8],
    ]);
    expect(actions[0].title).toBe('새 할일');
    expect(QUICK_ACTION_PLACEHOLDERS).toBe(4);
  });

  it('when the saved list is empty or not a list, then the defaults are used', () => {
    expect(normalizeQuickActions([])).toEqual(defaultQuickActions());
    expect(normalizeQuickActions(null)).toEqual(defaultQuickActions());
    expect(normalizeQuickActions([{ id: 'unknown' }])).toEqual(defaultQuickActions());
  });

  it('when a saved list reorders and toggles, then it wins and missing actions are appended', () => {
    const list = normalizeQuickActions([{ id: 'calendar', enabled: true, order: 1 }, { id: 'new-todo', enabled: false, order: 2 }]);
    expect(list.slice(0, 2).map((a) => [a.id, a.enabled, a.order])).toEqual([['calendar', true, 1], ['new-todo', false, 2]]);
    expect(list).toHaveLength(8);
    expect(list.map((a) => a.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('when maxItems is smaller than the enabled actions, then only that many show, in order', () => {
    const all = defaultQuickActions().map((a) => ({ ...a, enabled: true }));
    expect(visibleQuickActions(all, 4).map((a) => a.id)).toEqual(['new-todo', 'meeting-notes', 'json-formatter', 'wbs']);
    expect(visibleQuickActions(all, 6)).toHaveLength(6);
    expect(visibleQuickActions(all, 12)).toHaveLength(8);
    expect(visibleQuickActions(defaultQuickActions(), 8)).toHaveLength(4);
  });
});

describe('home layout defaults', () => {
  it('when nothing is saved, then five enabled sections come in the spec order with their settings', () => {
    const layout = defaultLayout();
    expect(layout.sections.map((s) => [s.type, s.order, s.enabled])).toEqual([
      ['welcome', 1, true], ['stats', 2, true], ['progress', 3, true], ['quickActions', 4, true], ['activity', 5, true],
    ]);
    expect(layout.sections[3].settings).toEqual({ layout: 'grid', showIcons: true, showDescriptions: true, maxItems: 8 });
    expect(layout.sections[1].settings).toEqual(DEFAULT_SETTINGS.stats);
    expect(MAX_ITEMS_OPTIONS).toEqual([4, 6, 8, 12]);
  });

  it('when a saved layout reorders, disables and changes settings, then those are kept', () => {
    const layout = normalizeLayout({
      sections: [
        { id: 'a', type: 'activity', enabled: true, order: 1, settings: { showChart: false } },
        { id: 'b', type: 'welcome', enabled: false, order: 2, settings: {} },
        { id: 'c', type: 'quickActions', enabled: true, order: 3, settings: { maxItems: 12, layout: 'list' } },
      ],
    });
    expect(layout.sections.map((s) => s.type)).toEqual(['activity', 'welcome', 'quickActions', 'stats', 'progress']);
    expect(layout.sections[0].settings).toMatchObject({ showChart: false, showStats: true });
    expect(layout.sections[1].enabled).toBe(false);
    expect(layout.sections[2].settings).toMatchObject({ maxItems: 12, layout: 'list' });
    expect(layout.sections.map((s) => s.order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('when saved values are unusable, then defaults replace them', () => {
    expect(normalizeLayout(undefined)).toEqual(defaultLayout());
    expect(normalizeLayout({ sections: [{ type: 'bogus' }] })).toEqual(defaultLayout());
    const layout = normalizeLayout({ sections: [{ type: 'quickActions', settings: { maxItems: 7, showIcons: 'yes' } }] });
    expect(layout.sections[0].settings).toMatchObject({ maxItems: 8, showIcons: true });
  });
});

describe('renumber', () => {
  it('numbers the orders from 1 in list order', () => {
    const list = [{ id: 'b', order: 2 }, { id: 'c', order: 3 }, { id: 'a', order: 1 }];
    expect(renumber(list).map((x) => [x.id, x.order])).toEqual([['b', 1], ['c', 2], ['a', 3]]);
  });
});
