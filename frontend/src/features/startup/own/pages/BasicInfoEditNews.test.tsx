import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { koreanToday } from '@/shared/format';
import type { StartupProfileDto } from '@/features/startup/api';
import { startupProfile } from '@/features/startup/test/fixtures';
import { renderRoutes } from '@/test/render';
import { newsItem, serveOwn, type Refusal } from '../test/ownServer';
import { BasicInfoEditPage } from './BasicInfoEditPage';

const INTERVIEW = newsItem(1, '데모기업7 대표 인터뷰', {
  publisher: '스타트업일보',
  published_on: '2025-03-09',
});

function renderNews(
  profile: StartupProfileDto = startupProfile({ news: [INTERVIEW] }),
  refuse: Refusal | null = null,
) {
  const served = serveOwn({ profile, refuse });
  const view = renderRoutes(
    [{ path: '/basic-info-edit', element: <BasicInfoEditPage /> }],
    '/basic-info-edit?tab=documents',
  );
  return { ...served, ...view };
}

const newsPanel = async () => {
  const tab = await screen.findByRole('tabpanel', { name: '자료' });
  return within(tab).findByRole('region', { name: '뉴스' });
};

const titles = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('link')
    .map((link) => link.textContent?.replace('(새 탭에서 열림)', ''));

async function fillIn(panel: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(panel).getByLabelText(/기사 제목/), '  데모기업7, 프리A 투자 유치 ');
  await user.type(within(panel).getByLabelText(/기사 주소/), 'https://techdaily.example.kr/a/1');
  await user.type(within(panel).getByLabelText(/언론사/), '테크데일리');
}

describe('BasicInfoEditPage: 자료, 뉴스', () => {
  it('adds an article dated today in Korea, then lists it first', async () => {
    const { changes, state } = renderNews();
    let release = () => {};
    state.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const user = userEvent.setup();
    const panel = await newsPanel();
    expect(titles(panel)).toEqual(['데모기업7 대표 인터뷰']);
    expect(within(panel).getByRole('link', { name: /대표 인터뷰/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(panel).getByText('스타트업일보 · 2025.03.09')).toBeInTheDocument();
    expect(within(panel).getByLabelText(/기사 주소/)).toHaveAttribute('placeholder', 'https://');
    expect(within(panel).getByLabelText(/보도일/)).toHaveValue(koreanToday());

    await fillIn(panel, user);
    await user.click(within(panel).getByRole('button', { name: '뉴스 추가' }));
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: '뉴스 추가' })).toBeDisabled(),
    );
    release();

    expect(await screen.findByText('뉴스를 등록했습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([
      {
        method: 'POST',
        path: '/startups/7/news',
        search: '',
        body: {
          title: '데모기업7, 프리A 투자 유치',
          url: 'https://techdaily.example.kr/a/1',
          publisher: '테크데일리',
          published_on: koreanToday(),
        },
      },
    ]);
    // The answered profile is the cached one: the new article shows first, the form empties.
    await waitFor(() =>
      expect(titles(panel)).toEqual(['데모기업7, 프리A 투자 유치', '데모기업7 대표 인터뷰']),
    );
    expect(within(panel).getByLabelText(/기사 제목/)).toHaveValue('');
    expect(within(panel).getByLabelText(/보도일/)).toHaveValue(koreanToday());
    expect(within(panel).getByRole('button', { name: '뉴스 추가' })).toBeEnabled();
  });

  it("shows the server's messages under their fields, and the limit as a notification", async () => {
    const { changes, state } = renderNews(startupProfile(), {
      status: 422,
      code: 'validation_failed',
      message: '입력 내용을 확인해 주세요.',
      errors: [
        { field: 'url', message: 'http:// 또는 https:// 로 시작하는 기사 주소를 입력해 주세요.' },
        { field: 'published_on', message: '보도일을 확인해 주세요. (오늘까지)' },
      ],
    });
    const user = userEvent.setup();
    const panel = await newsPanel();
    expect(within(panel).getByText('등록된 뉴스가 없습니다.')).toBeInTheDocument();
    await fillIn(panel, user);
    await user.click(within(panel).getByRole('button', { name: '뉴스 추가' }));

    expect(
      await within(panel).findByText(
        'http:// 또는 https:// 로 시작하는 기사 주소를 입력해 주세요.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByLabelText(/기사 주소/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByText('보도일을 확인해 주세요. (오늘까지)')).toBeInTheDocument();
    expect(within(panel).getByLabelText(/보도일/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByLabelText(/기사 제목/)).not.toHaveAttribute('aria-invalid', 'true');
    // Refused: nothing listed, and what was typed stays to correct.
    expect(within(panel).getByText('등록된 뉴스가 없습니다.')).toBeInTheDocument();
    expect(within(panel).getByLabelText(/언론사/)).toHaveValue('테크데일리');

    const limit = '뉴스는 50건까지 등록할 수 있습니다. 지난 뉴스를 지운 뒤 등록해 주세요.';
    state.refuse = {
      status: 422,
      code: 'validation_failed',
      message: '입력 내용을 확인해 주세요.',
      errors: [{ field: 'news', message: limit }],
    };
    await user.click(within(panel).getByRole('button', { name: '뉴스 추가' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(within(panel).getByLabelText(/기사 주소/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toHaveLength(2);
  });

  it('deletes an article only after confirming', async () => {
    const { changes } = renderNews();
    const user = userEvent.setup();
    const panel = await newsPanel();

    await user.click(within(panel).getByRole('button', { name: '데모기업7 대표 인터뷰 삭제' }));
    let dialog = await screen.findByRole('dialog', { name: '뉴스 삭제' });
    expect(
      within(dialog).getByText('데모기업7 대표 인터뷰 기사를 삭제하시겠습니까?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: '데모기업7 대표 인터뷰 삭제' }));
    dialog = await screen.findByRole('dialog', { name: '뉴스 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제 완료되었습니다.')).toBeInTheDocument();
    expect(changes()).toEqual([{ method: 'DELETE', path: '/startups/7/news/1', search: '' }]);
    expect(await within(panel).findByText('등록된 뉴스가 없습니다.')).toBeInTheDocument();
  });

  it('says why a delete failed when the article is gone, and reads the profile again', async () => {
    const { reads } = renderNews(startupProfile({ news: [INTERVIEW] }), {
      status: 404,
      code: 'news_not_found',
      message: '뉴스를 찾을 수 없습니다.',
    });
    const user = userEvent.setup();
    const panel = await newsPanel();
    await user.click(within(panel).getByRole('button', { name: '데모기업7 대표 인터뷰 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '뉴스 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('뉴스를 찾을 수 없습니다.')).toBeInTheDocument();
    await waitFor(() =>
      expect(reads().filter((call) => call.path === '/startups/7')).toHaveLength(2),
    );
  });
});
