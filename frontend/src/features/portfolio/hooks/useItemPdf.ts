//! 'PDF 내보내기' on a page's editor: '세로 A4 PDF' draws the page as stored, stores it with the
//! page (the share pages show it) and downloads it; '가로 PDF' draws the page as it is on screen
//! in landscape and only downloads it. react-pdf loads only when one is made.
import { useRef, useState } from 'react';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { pdfsStored, readStartupProfile, uploadPortfolioPdf, type PortfolioItemDto } from '../api';
import type { PdfProgressState } from '../components/PdfProgress';
import { pdfFileName } from '../model';
import { pdfPageOf, type PdfOrientation } from '../pdf/input';
import { pdfFile, saveBlob } from '../saveBlob';

export const PDF_EXPORT_FAILED = 'PDF를 내보내지 못했습니다.';

/** What a PDF draws: the page's title and blocks. */
export type PageContent = Pick<PortfolioItemDto, 'title' | 'startup_name' | 'blocks'>;

export function useItemPdf(portfolioId: number, portfolioTitle: string, item: PortfolioItemDto) {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<PdfProgressState | null>(null);
  const running = useRef(false);

  const run = async (content: PageContent, orientation: PdfOrientation) => {
    if (running.current) return;
    running.current = true;
    const making = orientation === 'portrait' ? '세로 PDF 만드는 중' : '가로 PDF 만드는 중';
    setProgress({ label: making, done: 0, total: 1, unit: 'count' });
    try {
      const profile = await readStartupProfile(dispatch, item.startup_id);
      const page = pdfPageOf(portfolioTitle, content, profile);
      const { renderPagePdf } = await import('../pdf/render');
      const blob = await renderPagePdf(page, orientation);
      if (orientation === 'portrait') {
        const name = pdfFileName(page.title);
        setProgress({ label: 'PDF 업로드 중', done: 0, total: 100, unit: 'percent' });
        await uploadPortfolioPdf(portfolioId, { itemId: item.id }, pdfFile(blob, name), (percent) =>
          setProgress({ label: 'PDF 업로드 중', done: percent, total: 100, unit: 'percent' }),
        );
        dispatch(pdfsStored(portfolioId));
        saveBlob(blob, name);
        notifySuccess('PDF를 저장했습니다.');
      } else {
        saveBlob(blob, pdfFileName(page.title, '_가로'));
      }
    } catch (error) {
      notifyError(
        error instanceof Error && error.message ? error.message : SERVER_ERROR_MESSAGE,
        PDF_EXPORT_FAILED,
      );
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  return { progress, exporting: progress !== null, run };
}
