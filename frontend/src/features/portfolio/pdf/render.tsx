//! Draws the portfolio's PDFs into Blobs (application/pdf). This module carries react-pdf and the
//! fonts: load it only with `import('../pdf/render')` when a PDF is made, never statically, so
//! neither the first download nor the share pages carry the renderer.
import { pdf } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { FullDocument, PageDocument, TitleDocument } from './documents';
import { registerFonts } from './fonts';
import { pageImageSources, type PdfOrientation, type PdfPage, type PdfTitlePage } from './input';
import { loadImages } from './loadImages';

async function toBlob(document: ReactElement): Promise<Blob> {
  registerFonts();
  // react-pdf's `pdf` wants its own Document element type; ours are components returning one.
  const blob = await pdf(document as Parameters<typeof pdf>[0]).toBlob();
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/** One page's overview, portrait or landscape A4. */
export async function renderPagePdf(page: PdfPage, orientation: PdfOrientation): Promise<Blob> {
  const images = await loadImages(pageImageSources([page]));
  return toBlob(<PageDocument page={page} images={images} orientation={orientation} />);
}

/** The title page. */
export async function renderTitlePdf(cover: PdfTitlePage): Promise<Blob> {
  return toBlob(<TitleDocument cover={cover} />);
}

/** The whole portfolio: the title page, then every page portrait. */
export async function renderFullPdf(cover: PdfTitlePage, pages: PdfPage[]): Promise<Blob> {
  const images = await loadImages(pageImageSources(pages));
  return toBlob(<FullDocument cover={cover} pages={pages} images={images} />);
}
