import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/shared/session';
import { token } from '@/test/fixtures';
import { api, http, HttpResponse, problem, server } from '@/test/server';
import { renderReport } from '../test/renderReport';
import { serveReports } from '../test/reportServer';

/** Records what the browser would save: jsdom has no blob URLs and cannot save files. */
function recordSaves() {
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

const pdf = (name: string) =>
  new HttpResponse('%PDF-1.7', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

describe('the PDF download pages', () => {
  beforeEach(() => {
    window.sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    // A stored token makes the app refresh it at start; keep the same one.
    server.use(http.post(api('/auth/refresh'), () => HttpResponse.json(token('tok-1'))));
    serveReports();
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the overall report once on opening, and again on 다시 받기', async () => {
    const asked: (string | null)[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(api('/reports/7/pdf'), async ({ request }) => {
        asked.push(request.headers.get('Authorization'));
        await held;
        return pdf('2026 상반기 보고서.pdf');
      }),
    );
    const saved = recordSaves();
    renderReport('/report/result/download?report_no=7');
    expect(await screen.findByRole('progressbar', { name: 'PDF 다운로드 중' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('다운로드가 완료되었습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved).toEqual(['2026 상반기 보고서.pdf']);
    expect(asked).toEqual(['Bearer tok-1']);
    expect(screen.getByRole('link', { name: '보고서로 돌아가기' })).toHaveAttribute(
      'href',
      '/report/result?report_no=7',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: '다시 받기' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(asked).toHaveLength(2);
  });

  it('downloads one union’s report, and says why when it fails', async () => {
    let fail = true;
    server.use(
      http.get(api('/reports/7/unions/2/pdf'), () =>
        fail ? problem(404, 'report_not_found', '보고서를 찾을 수 없습니다.') : pdf('1호.pdf'),
      ),
    );
    const saved = recordSaves();
    renderReport('/report/finance/detail/download?report_no=7&issno=2');
    expect(await screen.findByText('PDF를 내려받지 못했습니다.')).toBeInTheDocument();
    expect(screen.getByText('보고서를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '보고서로 돌아가기' })).toHaveAttribute(
      'href',
      '/report/finance/detail?report_no=7&issno=2',
    );

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('다운로드가 완료되었습니다.')).toBeInTheDocument();
    expect(saved).toEqual(['1호.pdf']);
  });

  it('says the report is not found without report_no or issno, downloading nothing', async () => {
    renderReport('/report/finance/detail/download?report_no=7');
    expect(
      await screen.findByRole('heading', { name: '보고서를 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
  });
});
