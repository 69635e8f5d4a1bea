//! Saves a PDF made in the browser under `name` (a download, through a blob URL).
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the save asynchronously; revoking at once could cancel it.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** A made PDF as the file the server stores. */
export const pdfFile = (blob: Blob, name: string) =>
  new File([blob], name, { type: 'application/pdf' });
