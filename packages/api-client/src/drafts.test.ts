import { logout } from './auth';
import { clearDrafts, draftOwner, readDraft, removeDraft, writeDraft } from './drafts';
import { writeSession } from './tokens';

/** A JWT-shaped token whose payload carries the user id as `sub`, as the API's access tokens do. */
function tokenOf(sub: string): string {
  return `h.${btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, '')}.s`;
}
const signIn = (sub: string, username = sub) => writeSession({ accessToken: tokenOf(sub), refreshToken: `r-${sub}`, username });

afterEach(() => localStorage.clear());

describe('form drafts', () => {
  it('when a user keeps a draft, then only that user reads it back: another user on the same device sees none', () => {
    signIn('user-a');
    writeDraft('todo:add', { title: '보고서' });
    expect(readDraft('todo:add')).toEqual({ title: '보고서' });
    signIn('user-b');
    expect(readDraft('todo:add')).toBeNull();
    writeDraft('todo:add', { title: 'B의 초안' });
    signIn('user-a');
    expect(readDraft('todo:add')).toEqual({ title: '보고서' });
  });

  it('when the access token cannot be read, then the username names the owner; without a session nothing is kept', () => {
    writeSession({ accessToken: 'opaque', refreshToken: 'r', username: 'haru' });
    expect(draftOwner()).toBe('name:haru');
    localStorage.clear();
    expect(draftOwner()).toBeNull();
    writeDraft('todo:add', { title: 'x' });
    expect(localStorage.length).toBe(0);
    expect(readDraft('todo:add')).toBeNull();
  });

  it('when the user logs out, then their drafts are gone and other users\' drafts stay', async () => {
    signIn('user-b');
    writeDraft('meeting:add', { title: 'B' });
    signIn('user-a');
    writeDraft('todo:add', { title: 'A1' });
    writeDraft('meeting:edit:1', { title: 'A2' });
    await logout();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('haru:draft:'))).toEqual(['haru:draft:user-b:meeting:add']);
  });

  it('removeDraft drops one form\'s draft; clearDrafts every draft of the signed-in user; an unreadable draft reads as none', () => {
    signIn('user-a');
    writeDraft('a', 1);
    writeDraft('b', 2);
    removeDraft('a');
    expect(readDraft('a')).toBeNull();
    expect(readDraft('b')).toBe(2);
    clearDrafts();
    expect(readDraft('b')).toBeNull();
    localStorage.setItem('haru:draft:user-a:c', '{not json');
    expect(readDraft('c')).toBeNull();
  });
});
