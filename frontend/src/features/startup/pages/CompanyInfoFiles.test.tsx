import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/shared/session';
import { token } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import type { StartupProfileDto } from '../api';
import { startupDocument, startupProfile } from '../test/fixtures';
import { serveProfileExtras } from '../test/profileServer';
import { CompanyInfoPage } from './CompanyInfoPage';

function setup(profile: StartupProfileDto) {
  serveProfileExtras();
  server.use(http.get(api('/startups/:startupId'), () => HttpResponse.json(profile)));
  renderRoutes(
    [{ path: '/company-info', element: <CompanyInfoPage /> }],
    '/company-info?cmpy_no=7',
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CompanyInfoPage: 로고, 대표 사진, 기업 자료', () => {
  it("shows the name's first character without a logo, and no photo without one", async () => {
    setup(startupProfile({ logo_url: null, photo_url: null }));
    const card = await screen.findByRole('region', { name: '기업 개요' });
    expect(within(card).getByText('데')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    const documents = screen.getByRole('region', { name: '기업 자료' });
    expect(within(documents).getByText('등록된 자료가 없습니다.')).toBeInTheDocument();
  });

  it('shows the logo and the representative photo from their public addresses', async () => {
    setup(startupProfile({ logo_url: '/api/v1/media/logo-1', photo_url: '/api/v1/media/photo-1' }));
    const card = await screen.findByRole('region', { name: '기업 개요' });
    expect(within(card).getByRole('img', { name: '데모기업7 로고' })).toHaveAttribute(
      'src',
      '/api/v1/media/logo-1',
    );
    expect(within(card).getByRole('img', { name: '데모기업7 대표 사진' })).toHaveAttribute(
      'src',
      '/api/v1/media/photo-1',
    );
  });

  it('lists the documents by kind, each to download with the token, none to delete', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    let auth: string | null = null;
    server.use(
      // A stored token makes the app refresh it at start; keep the same one.
      http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok-1'))),
      http.get(api('/startups/7/documents/12/download'), ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition':
              'attachment; filename="doc-12.pdf"; filename*=UTF-8\'\'IR%20%EC%9E%90%EB%A3%8C.pdf',
          },
        });
      }),
    );
    // jsdom has no blob URLs and cannot save files: record what would be saved instead.
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    setup(
      startupProfile({
        documents: [
          startupDocument(11, 'SF01', '사업자등록증.pdf'),
          startupDocument(12, 'SF04', 'IR 2026.pdf', { size_bytes: 3 * 1024 * 1024 }),
          startupDocument(13, 'SF04', 'IR 2025.pdf'),
        ],
      }),
    );
    const section = await screen.findByRole('region', { name: '기업 자료' });
    expect(
      within(section)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['사업자등록증', 'IR 자료']);
    const ir = within(section).getByRole('group', { name: 'IR 자료' });
    expect(within(ir).getByText('IR 2026.pdf')).toBeInTheDocument();
    expect(within(ir).getByText('3 MB · 2026.11.20')).toBeInTheDocument();
    expect(within(ir).getAllByRole('button', { name: /다운로드$/ })).toHaveLength(2);
    expect(within(section).queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();

    await userEvent.setup().click(within(ir).getByRole('button', { name: 'IR 2026.pdf 다운로드' }));
    await waitFor(() => expect(saved).toEqual(['IR 자료.pdf']));
    expect(auth).toBe('Bearer tok-1');
  });
});
