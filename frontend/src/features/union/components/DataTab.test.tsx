import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/shared/session';
import { token } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { api, http, HttpResponse, server } from '@/test/server';
import { UnionDetailPage } from '../pages/UnionDetailPage';
import { fileList, unionFile } from '../test/fileFixtures';
import { unionDetail } from '../test/fixtures';
import type { UnionFileListResponse } from '../fileApi';

function setup(list: UnionFileListResponse) {
  server.use(
    http.get(api('/unions/5'), () => HttpResponse.json(unionDetail())),
    http.get(api('/unions/5/files'), () => HttpResponse.json(list)),
  );
  return renderRoutes(
    [
      {
        path: '/lp-invest-union-management/detail/:fundIdx/data',
        element: <UnionDetailPage />,
      },
    ],
    '/lp-invest-union-management/detail/5/data',
  );
}

describe('DataTab', () => {
  it('shows every category with its count, its files, and a muted line when it has none', async () => {
    setup(
      fileList([
        unionFile(1, 'unionRegulations', '조합규약.pdf'),
        unionFile(2, 'unionRegulations', '조합규약 개정.pdf', { size_bytes: 2 * 1024 * 1024 }),
        unionFile(3, 'unionSealRegistrationCertificate', '인감.png'),
      ]),
    );
    const rules = await screen.findByRole('region', { name: '조합규약' });
    expect(screen.getByRole('tab', { name: '관련 자료' })).toHaveAttribute('aria-selected', 'true');
    expect(within(rules).getByText('2개')).toBeInTheDocument();
    const first = within(rules).getByText('조합규약.pdf').closest('li')!;
    expect(within(first).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(first).getByText('2026.11.21')).toBeInTheDocument();
    expect(within(rules).getByText('2 MB')).toBeInTheDocument();
    expect(
      within(rules).getByRole('button', { name: '조합규약 개정.pdf 다운로드' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '조합인감' })).getByText('인감.png'),
    ).toBeInTheDocument();
    const official = screen.getByRole('region', { name: '공문' });
    expect(within(official).getByText('0개')).toBeInTheDocument();
    expect(within(official).getByText('등록된 파일이 없습니다.')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(8);
    expect(screen.queryByText('관련자료가 없습니다.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '수정' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/detail/5/data/edit',
    );
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute(
      'href',
      '/lp-invest-union-management/list',
    );
  });

  it('shows the empty state when the union has no files', async () => {
    setup(fileList([]));
    expect(await screen.findByText('관련자료가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '수정' })).toBeInTheDocument();
  });

  it('downloads a file with the token under the Korean name from Content-Disposition', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    let auth: string | null = null;
    server.use(
      // A stored token makes the app refresh it at start; keep the same one.
      http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok-1'))),
      http.get(api('/unions/5/files/1/download'), ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition':
              'attachment; filename="file-1.pdf"; filename*=UTF-8\'\'%EC%A1%B0%ED%95%A9%EA%B7%9C%EC%95%BD.pdf',
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
    setup(fileList([unionFile(1, 'unionRegulations', '조합규약.pdf')]));
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: '조합규약.pdf 다운로드' }));
    await waitFor(() => expect(saved).toEqual(['조합규약.pdf']));
    expect(auth).toBe('Bearer tok-1');
  });
});
