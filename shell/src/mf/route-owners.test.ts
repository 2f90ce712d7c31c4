import { ownerOf } from './route-owners';

describe('route ownership', () => {
  it.each([
    ['/home', 'mf_home'],
    ['/home-screen-customization', 'mf_home'],
    ['/todo/abc', 'mf_todo'],
    ['/add-todo', 'mf_todo'],
    ['/todolist', 'mf_todo'],
    ['/meeting/add', 'mf_meetings'],
    ['/meeting-notes', 'mf_meetings'],
    ['/wbs/projects/1/tasks/add', 'mf_wbs'],
    ['/wbs-manager', 'mf_wbs'],
    ['/api-tester', 'mf_tools'],
    ['/qr-generator', 'mf_tools'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('returns null for paths no remote owns', () => {
    expect(ownerOf('/nowhere')).toBeNull();
    expect(ownerOf('/')).toBeNull();
    expect(ownerOf('/constructor')).toBeNull();
    expect(ownerOf('/__proto__')).toBeNull();
  });
});
