//! Saves content made in the browser (a PDF, a text file) or downloaded under `name`, through a
//! blob URL: the one place a file is saved.
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
