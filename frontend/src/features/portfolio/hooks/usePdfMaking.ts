//! 'PDF 만들기' on the detail page (and before a share link is made while the PDFs are not
//! current): every page's overview drawn portrait and stored with its page, then the title page
//! and the whole portfolio, one after another with 'n / m'. The portfolio is read again at the
//! end (its PDFs' dates). react-pdf loads only when this runs.
import { useCallback, useRef, useState } from 'react';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { pdfsStored, readStartupProfile, uploadPortfolioPdf, type PortfolioDto } from '../api';
import type { PdfProgressState } from '../components/PdfProgress';
import { pdfFileName } from '../model';
import { pdfPageOf, pdfTitleOf, type PdfPage } from '../pdf/input';
import { pdfFile } from '../saveBlob';

export const PDF_MAKING_LABEL = '공유 PDF 만드는 중';
export const PDF_MAKING_FAILED = 'PDF를 만들지 못했습니다.';

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : SERVER_ERROR_MESSAGE;

export function usePdfMaking(portfolio: PortfolioDto) {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<PdfProgressState | null>(null);
  const running = useRef(false);

  /** Makes and stores every PDF; true once all are stored. */
  const make = useCallback(async (): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    const { card, items } = portfolio;
    const total = items.length + 2;
    const step = (done: number) =>
      setProgress({ label: PDF_MAKING_LABEL, done, total, unit: 'count' });
    step(0);
    try {
      const { renderFullPdf, renderPagePdf, renderTitlePdf } = await import('../pdf/render');
      const pages: PdfPage[] = [];
      for (const item of items) {
        const profile = await readStartupProfile(dispatch, item.startup_id);
        const page = pdfPageOf(card.title, item, profile);
        pages.push(page);
        const blob = await renderPagePdf(page, 'portrait');
        await uploadPortfolioPdf(
          card.id,
          { itemId: item.id },
          pdfFile(blob, pdfFileName(page.title)),
        );
        step(pages.length);
      }
      const cover = pdfTitleOf(portfolio);
      const title = await renderTitlePdf(cover);
      await uploadPortfolioPdf(
        card.id,
        { kind: 'title' },
        pdfFile(title, pdfFileName(card.title, '_표지')),
      );
      step(items.length + 1);
      const full = await renderFullPdf(cover, pages);
      await uploadPortfolioPdf(card.id, { kind: 'full' }, pdfFile(full, pdfFileName(card.title)));
      step(total);
      notifySuccess('공유 PDF를 만들었습니다.');
      return true;
    } catch (error) {
      notifyError(reasonOf(error), PDF_MAKING_FAILED);
      return false;
    } finally {
      // Some may be stored even when a later one failed: the dates are read again either way.
      dispatch(pdfsStored(card.id));
      running.current = false;
      setProgress(null);
    }
  }, [dispatch, portfolio]);

  return { progress, making: progress !== null, make };
}
