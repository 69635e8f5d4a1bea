import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShare } from '../test/renderShare';
import {
  CODE_EXPIRED,
  CODE_WRONG,
  EMAIL_REFUSED,
  serveShare,
  SHARE_TITLE,
  sharedPages,
  TOKEN,
  TOO_MANY_CODES,
} from '../test/shareServer';
import { readStoredVisit, storeVisit } from '../visitStore';

const LIST = `/invest-portfolio/share/${TOKEN}`;
const PASSWORD = 'lumina-2026';
const EMAIL = 'minjun.kim@example.com';
const GATE = '이메일 인증이 필요한 포트폴리오입니다.';
const LOCKED = '비밀번호로 보호된 포트폴리오입니다.';

const emailField = () => screen.getByLabelText('이메일', { selector: 'input' });
const codeField = () => screen.getByLabelText('인증번호', { selector: 'input' });
const resendButton = () => screen.getByRole('button', { name: /인증번호 다시 받기/ });

/** From the address step: types `email` and asks for a code, and waits for the code step. */
async function sendCodeTo(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.clear(emailField());
  await user.type(emailField(), email);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await screen.findByLabelText('인증번호', { selector: 'input' });
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.clear(codeField());
  await user.type(codeField(), code);
  await user.click(screen.getByRole('button', { name: '열기' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a share link that asks who reads it', () => {
  it('asks for the address, then the mailed code, says when it is wrong, and opens the list with the visit', async () => {
    const { visitRequests, codeRequests, mailed, readVisits, listRequests } = serveShare({
      pages: sharedPages(3),
      requireEmail: true,
    });
    const user = userEvent.setup();
    renderShare(LIST);

    expect(await screen.findByRole('heading', { name: GATE })).toBeInTheDocument();
    expect(
      screen.getByText(
        '공유한 분이 열람자 확인을 요청했습니다. 이메일로 받은 인증번호를 입력하면 열람할 수 있습니다.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('열람하는 PDF에는 입력한 이메일 주소가 표시됩니다.'),
    ).toBeInTheDocument();
    // Nothing of the portfolio before the code.
    expect(listRequests).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // The address is checked before anything is mailed.
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('이메일 주소를 입력해 주세요.')).toBeInTheDocument();
    await user.type(emailField(), 'minjun');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText(EMAIL_REFUSED)).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription(EMAIL_REFUSED);
    expect(codeRequests).toEqual([]);

    await sendCodeTo(user, `  ${EMAIL} `);
    expect(codeRequests).toEqual([EMAIL]);
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.getByText(/주소로 인증번호를 보냈습니다\./)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveFocus();

    // Only digits are taken, and six are asked for.
    await typeCode(user, '12a34');
    expect(codeField()).toHaveValue('1234');
    expect(await screen.findByText('인증번호 6자리를 입력해 주세요.')).toBeInTheDocument();
    expect(visitRequests).toHaveLength(1);

    await typeCode(user, '000000');
    expect(await screen.findByText(CODE_WRONG)).toBeInTheDocument();
    expect(codeField()).toBeInvalid();
    expect(codeField()).toHaveAccessibleDescription(CODE_WRONG);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await typeCode(user, mailed[0]!.code);
    expect(await screen.findByRole('heading', { name: SHARE_TITLE })).toBeInTheDocument();
    expect(await screen.findByText('스타트업 1 소개')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: GATE })).not.toBeInTheDocument();

    // Tried as it is on load, then with the address and each code typed.
    expect(visitRequests).toEqual([
      { password: null },
      { password: null, email: EMAIL, code: '000000' },
      { password: null, email: EMAIL, code: mailed[0]!.code },
    ]);
    expect(readVisits).toEqual([{ read: 'list', visit: 'visit-3' }]);
    expect(readStoredVisit(TOKEN)).toBe('visit-3');
  });

  it('asks for the password first, then the address, and sends the password with the code', async () => {
    const { visitRequests, mailed } = serveShare({
      pages: sharedPages(3),
      password: PASSWORD,
      requireEmail: true,
    });
    const user = userEvent.setup();
    renderShare(LIST);

    await screen.findByRole('heading', { name: LOCKED });
    expect(screen.queryByRole('heading', { name: GATE })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('비밀번호', { selector: 'input' }), PASSWORD);
    await user.click(screen.getByRole('button', { name: '열기' }));

    // The password passed: the address is asked next, nothing said against the password.
    expect(await screen.findByRole('heading', { name: GATE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LOCKED })).not.toBeInTheDocument();
    await sendCodeTo(user, EMAIL);
    await typeCode(user, mailed[0]!.code);
    await screen.findByText('스타트업 1 소개');

    expect(visitRequests).toEqual([
      { password: null },
      { password: PASSWORD },
      { password: PASSWORD, email: EMAIL, code: mailed[0]!.code },
    ]);
  });

  it('lets another code be asked for 30 seconds after each, counting down, and only the last one opens', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { codeRequests, mailed, expireCodes } = serveShare({
      pages: sharedPages(3),
      requireEmail: true,
    });
    const user = userEvent.setup();
    renderShare(LIST);
    await screen.findByRole('heading', { name: GATE });
    await sendCodeTo(user, EMAIL);

    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('인증번호 다시 받기 (30초)');
    act(() => vi.advanceTimersByTime(10_000));
    expect(resendButton()).toHaveTextContent('인증번호 다시 받기 (20초)');
    act(() => vi.advanceTimersByTime(20_000));
    expect(resendButton()).toBeEnabled();
    expect(resendButton()).toHaveTextContent(/^인증번호 다시 받기$/);

    await user.click(resendButton());
    await vi.waitFor(() => expect(codeRequests).toEqual([EMAIL, EMAIL]));
    expect(await screen.findByText('인증번호 다시 받기 (30초)')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();

    // The code mailed first no longer opens; the last one does, unless its ten minutes are over.
    await typeCode(user, mailed[0]!.code);
    expect(await screen.findByText(CODE_WRONG)).toBeInTheDocument();
    expireCodes();
    await typeCode(user, mailed[1]!.code);
    expect(await screen.findByText(CODE_EXPIRED)).toBeInTheDocument();
    expect(codeField()).toHaveAccessibleDescription(CODE_EXPIRED);
  });

  it('goes back to the address with 이메일 바꾸기, and mails the new one at once', async () => {
    const { codeRequests, mailed } = serveShare({ pages: sharedPages(3), requireEmail: true });
    const user = userEvent.setup();
    renderShare(LIST);
    await screen.findByRole('heading', { name: GATE });
    await sendCodeTo(user, 'minjun@exmaple.com');

    await user.click(screen.getByRole('button', { name: '이메일 바꾸기' }));
    // The address kept, to correct.
    expect(emailField()).toHaveValue('minjun@exmaple.com');
    expect(screen.queryByLabelText('인증번호', { selector: 'input' })).not.toBeInTheDocument();
    await sendCodeTo(user, EMAIL);
    expect(codeRequests).toEqual(['minjun@exmaple.com', EMAIL]);
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    await typeCode(user, mailed[1]!.code);
    await screen.findByText('스타트업 1 소개');
  });

  it('says how long to wait when too many codes were asked for', async () => {
    const { codeRequests } = serveShare({ requireEmail: true, codesAllowed: 0 });
    const user = userEvent.setup();
    renderShare(LIST);
    await screen.findByRole('heading', { name: GATE });
    await user.type(emailField(), EMAIL);
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));

    expect(await screen.findByText(TOO_MANY_CODES)).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription(TOO_MANY_CODES);
    // Still the address step: no code was mailed.
    expect(screen.queryByLabelText('인증번호', { selector: 'input' })).not.toBeInTheDocument();
    expect(codeRequests).toEqual([EMAIL]);
  });

  it('explains a link refused while the address is typed', async () => {
    serveShare({ requireEmail: true });
    const user = userEvent.setup();
    renderShare(LIST);
    await screen.findByRole('heading', { name: GATE });
    // The GP stops sharing meanwhile.
    serveShare({ requireEmail: true, refusal: 'share_revoked' });
    await user.type(emailField(), EMAIL);
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(
      await screen.findByRole('heading', { name: '공유가 중지된 링크입니다' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: GATE })).not.toBeInTheDocument();
  });

  it('drops a kept visit the server no longer knows and asks for the address', async () => {
    storeVisit(TOKEN, 'visit-gone');
    const { visitRequests, readVisits } = serveShare({ pages: sharedPages(3), requireEmail: true });
    renderShare(`${LIST}/103`);

    expect(await screen.findByRole('heading', { name: GATE })).toBeInTheDocument();
    expect(readVisits).toEqual([{ read: 'item 103', visit: 'visit-gone' }]);
    expect(visitRequests).toEqual([{ password: null }]);
    expect(readStoredVisit(TOKEN)).toBeNull();
  });
});
