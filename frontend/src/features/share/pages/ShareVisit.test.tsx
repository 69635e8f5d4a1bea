import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/shared/session/storage';
import { demoCeo, token } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { renderShare } from '../test/renderShare';
import {
  PASSWORD_WRONG,
  serveShare,
  SHARE_TITLE,
  sharedPages,
  TOKEN,
  TOO_MANY_TRIES,
} from '../test/shareServer';
import { readStoredVisit, storeVisit } from '../visitStore';

const LIST = `/invest-portfolio/share/${TOKEN}`;
const PASSWORD = 'lumina-2026';
const LOCKED = '비밀번호로 보호된 포트폴리오입니다.';

const passwordField = () => screen.getByLabelText('비밀번호', { selector: 'input' });

/** Resolves once `check` passes, polling on real time (the tests fake the interval timers). */
async function eventually(check: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a share link with a password', () => {
  it('asks for it, says when it is wrong, and opens the list with the visit on every read', async () => {
    const { visitRequests, readVisits, listRequests } = serveShare({
      pages: sharedPages(3),
      password: PASSWORD,
    });
    const user = userEvent.setup();
    renderShare(LIST);

    expect(await screen.findByRole('heading', { name: LOCKED })).toBeInTheDocument();
    // Nothing of the portfolio before the password.
    expect(listRequests).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '제목 검색' })).not.toBeInTheDocument();

    await user.type(passwordField(), 'lumina');
    await user.click(screen.getByRole('button', { name: '열기' }));
    expect(await screen.findByText(PASSWORD_WRONG)).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('data-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(PASSWORD_WRONG);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.clear(passwordField());
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: '열기' }));
    expect(await screen.findByRole('heading', { name: SHARE_TITLE })).toBeInTheDocument();
    expect(await screen.findByText('스타트업 1 소개')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LOCKED })).not.toBeInTheDocument();

    // Tried without a password on load, then the two typed.
    expect(visitRequests).toEqual([
      { password: null },
      { password: 'lumina' },
      { password: PASSWORD },
    ]);
    expect(readVisits).toEqual([{ read: 'list', visit: 'visit-3' }]);
    expect(screen.getByTitle(`${SHARE_TITLE} 표지 PDF`)).toHaveAttribute(
      'src',
      `/api/v1/shares/${TOKEN}/pdfs/title?visit=visit-3#toolbar=0`,
    );
    expect(screen.getByRole('link', { name: 'PDF 저장' })).toHaveAttribute(
      'href',
      `/api/v1/shares/${TOKEN}/pdfs/full?visit=visit-3`,
    );
    // Kept for this tab: its other pages and a reload carry on the same visit.
    expect(readStoredVisit(TOKEN)).toBe('visit-3');
  });

  it('asks for the password before sending an empty one, and shows how long to wait after too many tries', async () => {
    const { visitRequests } = serveShare({ password: PASSWORD, triesAllowed: 0 });
    const user = userEvent.setup();
    renderShare(LIST);
    await screen.findByRole('heading', { name: LOCKED });

    await user.click(screen.getByRole('button', { name: '열기' }));
    expect(await screen.findByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(visitRequests).toHaveLength(1);

    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: '열기' }));
    expect(await screen.findByText(TOO_MANY_TRIES)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: LOCKED })).toBeInTheDocument();
    expect(visitRequests).toHaveLength(2);
  });

  it('explains a refused link instead of asking for its password, also one refused while it is typed', async () => {
    serveShare({ password: PASSWORD, refusal: 'share_expired' });
    const { unmount } = renderShare(LIST);
    expect(
      await screen.findByRole('heading', { name: '공유 기간이 끝난 링크입니다' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LOCKED })).not.toBeInTheDocument();
    unmount();

    serveShare({ password: PASSWORD });
    const user = userEvent.setup();
    renderShare(LIST);
    await screen.findByRole('heading', { name: LOCKED });
    // The GP stops sharing meanwhile.
    serveShare({ password: PASSWORD, refusal: 'share_revoked' });
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: '열기' }));
    expect(
      await screen.findByRole('heading', { name: '공유가 중지된 링크입니다' }),
    ).toBeInTheDocument();
    expect(screen.getByText('공유한 분이 공유를 중지했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LOCKED })).not.toBeInTheDocument();
  });

  it('carries the visit from the list to a page: no second visit, the page and its PDF read with it', async () => {
    const { visitRequests, readVisits } = serveShare({
      pages: sharedPages(3),
      password: PASSWORD,
      pdfPages: [101],
    });
    const user = userEvent.setup();
    const { router } = renderShare(LIST);
    await user.type(await screen.findByLabelText('비밀번호', { selector: 'input' }), PASSWORD);
    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.click(await screen.findByText('스타트업 1 소개'));

    const frame = await screen.findByTitle('스타트업 1 소개 PDF');
    expect(router.state.location.pathname).toBe(`${LIST}/101`);
    expect(frame).toHaveAttribute(
      'src',
      `/api/v1/shares/${TOKEN}/items/101/pdf?visit=visit-2#toolbar=0`,
    );
    await user.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByRole('heading', { name: '스타트업 2 소개' });
    await user.click(screen.getByRole('button', { name: '목록' }));
    await screen.findByText('루미나랩스 — 산업용 비전 AI');

    expect(visitRequests).toEqual([{ password: null }, { password: PASSWORD }]);
    expect(readVisits).toEqual([
      { read: 'list', visit: 'visit-2' },
      { read: 'item 101', visit: 'visit-2' },
      { read: 'item 102', visit: 'visit-2' },
    ]);
    // Back on the list (read from the cache): still the same visit, nothing asked.
    expect(readStoredVisit(TOKEN)).toBe('visit-2');
    expect(screen.queryByRole('heading', { name: LOCKED })).not.toBeInTheDocument();
  });

  it('opens a page straight away with the visit this tab kept (a reload)', async () => {
    storeVisit(TOKEN, 'visit-kept');
    const { visitRequests, readVisits } = serveShare({
      password: PASSWORD,
      knownVisits: ['visit-kept'],
    });
    renderShare(`${LIST}/103`);
    expect(
      await screen.findByRole('heading', { name: '루미나랩스 — 산업용 비전 AI' }),
    ).toBeInTheDocument();
    expect(visitRequests).toEqual([]);
    expect(readVisits).toEqual([{ read: 'item 103', visit: 'visit-kept' }]);
  });

  it('drops a kept visit the server no longer knows, asks for the password, and keeps a GP logged in', async () => {
    // A GP logged in in this tab opens the link: the share's 401 is not the session's end.
    window.sessionStorage.setItem(TOKEN_KEY, 'gp-session-token');
    server.use(
      http.post(api('/auth/refresh'), () => HttpResponse.json(token('gp-session-token'))),
      http.get(api('/me'), () => HttpResponse.json(demoCeo)),
    );
    storeVisit(TOKEN, 'visit-gone');
    const { visitRequests, readVisits } = serveShare({ pages: sharedPages(3), password: PASSWORD });
    const user = userEvent.setup();
    const { router } = renderShare(LIST);

    expect(await screen.findByRole('heading', { name: LOCKED })).toBeInTheDocument();
    expect(readVisits).toEqual([{ read: 'list', visit: 'visit-gone' }]);
    expect(visitRequests).toEqual([{ password: null }]);
    expect(readStoredVisit(TOKEN)).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('gp-session-token');
    expect(router.state.location.pathname).toBe(LIST);

    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: '열기' }));
    await screen.findByText('스타트업 1 소개');
    expect(readVisits.at(-1)).toEqual({ read: 'list', visit: 'visit-2' });
    expect(readStoredVisit(TOKEN)).toBe('visit-2');
  });
});

describe('a share link without a password', () => {
  it('opens one visit on load and sends it with the reads, without asking anything', async () => {
    const { visitRequests, readVisits } = serveShare({ pages: sharedPages(3) });
    renderShare(LIST);
    await screen.findByText('스타트업 1 소개');
    expect(screen.queryByRole('heading', { name: LOCKED })).not.toBeInTheDocument();
    expect(visitRequests).toEqual([{ password: null }]);
    expect(readVisits).toEqual([{ read: 'list', visit: 'visit-1' }]);
  });

  it('offers a retry when the visit cannot be opened, and reads the list once it is', async () => {
    const { visitRequests, readVisits } = serveShare({ pages: sharedPages(3) });
    server.use(
      http.post(
        api('/shares/:token/visits'),
        () => problem(503, 'unavailable', '잠시 후 다시 시도해 주세요.'),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderShare(LIST);
    expect(await screen.findByText('공유 포트폴리오를 불러오지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(readVisits).toEqual([]);

    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByText('스타트업 1 소개');
    expect(visitRequests).toEqual([{ password: null }]);
    expect(readVisits).toEqual([{ read: 'list', visit: 'visit-1' }]);
  });

  it('hides PDF 저장 when the link withholds the whole PDF, and still shows the title page', async () => {
    serveShare({ pages: sharedPages(3), allowDownload: false });
    renderShare(LIST);
    await screen.findByText('스타트업 1 소개');
    expect(await screen.findByTitle(`${SHARE_TITLE} 표지 PDF`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PDF 저장' })).not.toBeInTheDocument();
    expect(screen.queryByText('PDF 저장')).not.toBeInTheDocument();
  });

  it('reports the time a page and then the list are in view', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { times } = serveShare({ pages: sharedPages(3) });
    const user = userEvent.setup();
    renderShare(`${LIST}/103`);
    await screen.findByRole('heading', { name: '루미나랩스 — 산업용 비전 AI' });

    vi.advanceTimersByTime(15_000);
    await eventually(() => expect(times).toHaveLength(1));
    expect(times[0]).toEqual({ visit: 'visit-1', body: { item_no: 103, seconds: 15 } });

    await user.click(screen.getByRole('button', { name: '목록' }));
    await screen.findByText('스타트업 1 소개');
    vi.advanceTimersByTime(15_000);
    await eventually(() => expect(times).toHaveLength(2));
    // The list: no item_no.
    expect(times[1]).toEqual({ visit: 'visit-1', body: { seconds: 15 } });
    expect(within(document.body).queryByRole('heading', { name: LOCKED })).toBeNull();
  });
});
