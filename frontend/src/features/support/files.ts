//! An inquiry's files: the upload (one file a request, with its progress: RTK Query has none)
//! and the download, which must carry the bearer token a plain link cannot. Operators download
//! through the same address.
import type { InquiryFileDto } from '@/api/gen/support';
import { downloadFile } from '@/shared/download/downloadFile';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';

const filesPath = (inquiryId: number) => `api/v1/inquiries/${inquiryId}/files`;

export function uploadInquiryFile(
  inquiryId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<InquiryFileDto> {
  return uploadWithProgress<InquiryFileDto>({
    path: filesPath(inquiryId),
    files: [file],
    onProgress,
  });
}

/** Saves a file under the server's name (Content-Disposition), else the stored one. */
export function downloadInquiryFile(inquiryId: number, file: InquiryFileDto): Promise<void> {
  return downloadFile(`${filesPath(inquiryId)}/${file.id}`, file.name);
}
