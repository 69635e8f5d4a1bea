import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { serveSupport } from '../test/supportServer';
import { FaqPage } from './FaqPage';

const render = () => renderRoutes([{ path: '/faq', element: <FaqPage /> }], '/faq');
const question = (text: string) => screen.findByRole('button', { name: new RegExp(text) });

describe('FaqPage', () => {
  it('shows every category first, and a tab asks for its category only', async () => {
    const calls = serveSupport({ loggedIn: false });
    render();
    const user = userEvent.setup();
    expect(await question('무료로 쓸 수 있나요')).toBeInTheDocument();
    expect(await question('조합원은 몇 명까지')).toBeInTheDocument();
    expect(calls.faqLists).toEqual([{ category: null, q: null }]);

    await user.click(screen.getByRole('tab', { name: '조합 운영' }));
    await waitFor(() => expect(calls.faqLists.at(-1)).toEqual({ category: 'union', q: null }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /무료로 쓸 수 있나요/ })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: /조합원은 몇 명까지/ })).toBeInTheDocument();
  });

  it('searches the questions and answers, and opens an answer with its line breaks', async () => {
    const calls = serveSupport({ loggedIn: false });
    render();
    const user = userEvent.setup();
    await question('조합원은 몇 명까지');
    await user.type(screen.getByRole('textbox', { name: 'FAQ 검색' }), '무료');
    await waitFor(() => expect(calls.faqLists.at(-1)).toEqual({ category: null, q: '무료' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /조합원은 몇 명까지/ })).toBeNull(),
    );
    const control = await question('무료로 쓸 수 있나요');
    expect(control).toHaveAttribute('aria-expanded', 'false');
    await user.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(control.getAttribute('aria-controls') ?? '')!;
    expect(within(panel).getByText(/기본 기능은 무료입니다/)).toHaveTextContent(
      '네.\n기본 기능은 무료입니다.',
      { normalizeWhitespace: false },
    );
  });

  it('says when nothing matches, with the way to a 1:1 question', async () => {
    serveSupport({ loggedIn: false });
    render();
    await question('무료로 쓸 수 있나요');
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'FAQ 검색' }), '환불');
    expect(await screen.findByText('‘환불’에 대한 검색 결과가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/inquiry');
  });
});
