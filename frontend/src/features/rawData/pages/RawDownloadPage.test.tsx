import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { api, http, problem, server } from '@/test/server';
import { FILE_NAME, INVESTOR_ONLY, serveRawData } from '../test/rawDataServer';
import { RawDownloadPage } from './RawDownloadPage';

const render = () =>
  renderRoutes([{ path: '/raw-download', element: <RawDownloadPage /> }], '/raw-download');

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

const downloadButton = () => screen.getByRole('button', { name: '엑셀 내려받기' });

describe('RawDownloadPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the four sheets, all checked, with their counts and the total', async () => {
    serveRawData();
    render();
    expect(screen.getByRole('heading', { name: '원천 데이터 다운로드' })).toBeInTheDocument();
    expect(screen.getByText(/엑셀 파일 하나로 내려받습니다/)).toBeInTheDocument();
    for (const title of ['조합', '출자 신청', 'LP 회원', '메일 발송 이력']) {
      expect(await screen.findByRole('checkbox', { name: title })).toBeChecked();
    }
    expect(within(screen.getByTestId('unions')).getByText('12건')).toBeInTheDocument();
    expect(within(screen.getByTestId('applicants')).getByText('412건')).toBeInTheDocument();
    expect(within(screen.getByTestId('lp_members')).getByText('1,530건')).toBeInTheDocument();
    expect(within(screen.getByTestId('mailings')).getByText('87건')).toBeInTheDocument();
    const total = screen.getByTestId('sheet-total');
    expect(total).toHaveTextContent('선택한 시트 4개');
    expect(total).toHaveTextContent('합계 2,041건');
    expect(downloadButton()).toBeEnabled();
    expect(
      screen.getByText('원장(투자 내역) 시트는 투자 원장 기능과 함께 추가될 예정입니다.'),
    ).toBeInTheDocument();
  });

  it('asks for only the checked sheets and saves the file under its Korean name', async () => {
    const raw = serveRawData();
    const saved = recordSaves();
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: '출자 신청' }));
    await user.click(screen.getByRole('checkbox', { name: '메일 발송 이력' }));
    expect(screen.getByTestId('sheet-total')).toHaveTextContent('합계 1,542건');
    await user.click(downloadButton());
    expect(await screen.findByText('내려받기를 마쳤습니다.')).toBeInTheDocument();
    expect(raw.requested).toEqual(['unions,lp_members']);
    expect(saved).toEqual([FILE_NAME]);
    expect(screen.getByRole('progressbar', { name: '내려받기 진행률' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('4.88 KB 받음')).toBeInTheDocument();
  });

  it('disables the button when no sheet is checked', async () => {
    serveRawData();
    render();
    const user = userEvent.setup();
    for (const title of ['조합', '출자 신청', 'LP 회원', '메일 발송 이력']) {
      await user.click(await screen.findByRole('checkbox', { name: title }));
    }
    expect(downloadButton()).toBeDisabled();
    expect(screen.getByTestId('sheet-total')).toHaveTextContent('합계 0건');
    await user.click(screen.getByRole('checkbox', { name: 'LP 회원' }));
    expect(downloadButton()).toBeEnabled();
  });

  it("shows a startup's user the server's reason instead of the sheets", async () => {
    serveRawData({ refuse: true });
    render();
    expect(await screen.findByText(INVESTOR_ONLY)).toBeInTheDocument();
    expect(screen.getByTestId('raw-data-refused')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '엑셀 내려받기' })).not.toBeInTheDocument();
  });

  it('shows the bar with the size received while the file arrives, then fills it', async () => {
    const raw = serveRawData({ hold: true });
    const saved = recordSaves();
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'LP 회원' }));
    await user.click(downloadButton());
    const bar = await screen.findByRole('progressbar', { name: '내려받기 진행률' });
    expect(await screen.findByText('2.93 KB 받는 중')).toBeInTheDocument();
    // 3,000 bytes of an estimated 8 KB + 80 × 511 rows = 49,072 bytes.
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(6.11, 1);
    expect(downloadButton()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '조합' })).toBeDisabled();
    expect(raw.requested).toEqual(['unions,applicants,mailings']);
    expect(saved).toEqual([]);

    raw.release();
    expect(await screen.findByText('내려받기를 마쳤습니다.')).toBeInTheDocument();
    expect(saved).toEqual([FILE_NAME]);
    expect(screen.getByRole('progressbar', { name: '내려받기 진행률' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
    expect(downloadButton()).toBeEnabled();
  });

  it('cancels quietly: the bar goes away, nothing is saved and no error shows', async () => {
    serveRawData({ hold: true });
    const saved = recordSaves();
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '엑셀 내려받기' }));
    expect(await screen.findByText('2.93 KB 받는 중')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: '내려받기 진행률' })).toBeNull(),
    );
    expect(saved).toEqual([]);
    expect(screen.queryByText('내려받지 못했습니다.')).not.toBeInTheDocument();
    expect(screen.queryByText('내려받기를 마쳤습니다.')).not.toBeInTheDocument();
    expect(downloadButton()).toBeEnabled();
  });

  it("shows the server's Korean reason when the file cannot be made", async () => {
    serveRawData();
    server.use(
      http.get(api('/raw-data.xlsx'), () =>
        problem(500, 'internal_error', '서버 오류입니다. 지속되면 고객센터로 연락해 주세요.'),
      ),
    );
    const saved = recordSaves();
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: '엑셀 내려받기' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('내려받지 못했습니다.');
    expect(alert).toHaveTextContent('서버 오류입니다. 지속되면 고객센터로 연락해 주세요.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(downloadButton()).toBeEnabled();
  });
});
