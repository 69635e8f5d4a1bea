//! Saves a PDF made in the browser under `name` (a download, through a blob URL).
export { saveBlob } from '@/shared/download/saveBlob';

/** A made PDF as the file the server stores. */
export const pdfFile = (blob: Blob, name: string) =>
  new File([blob], name, { type: 'application/pdf' });
