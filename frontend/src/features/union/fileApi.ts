//! The data tab's files: the generated endpoints with their cache tag (one list per union, refreshed
//! by every change), and the uploads and downloads that RTK Query cannot do (progress, blobs).
import {
  unionFilesApi,
  type FileCategoryDto,
  type UnionFileDto,
  type UnionFileListResponse,
  type UploadedFilesResponse,
} from '@/api/gen/unionFiles';
import { unionFilesTag } from '@/api/tags';
import { downloadFile } from '@/shared/download/downloadFile';
import { uploadWithProgress } from '@/shared/upload/uploadWithProgress';

/** The edit tab shows delete failures itself, under its own title. */
const silent = { silent: true };

export const fileEndpoints = unionFilesApi.enhanceEndpoints({
  endpoints: {
    listFiles: {
      providesTags: (_result, _error, arg) => [unionFilesTag(arg.unionId)],
    },
    uploadFiles: {
      invalidatesTags: (_result, _error, arg) => [unionFilesTag(arg.unionId)],
    },
    replaceFile: {
      invalidatesTags: (_result, _error, arg) => [unionFilesTag(arg.unionId)],
    },
    deleteFile: {
      extraOptions: silent,
      invalidatesTags: (_result, _error, arg) => [unionFilesTag(arg.unionId)],
    },
  },
});

export const { useListFilesQuery, useDeleteFileMutation } = fileEndpoints;
export type { FileCategoryDto, UnionFileDto, UnionFileListResponse };

/** Each category with its files, in the server's display order. */
export function filesByCategory(data: UnionFileListResponse) {
  return data.categories.map((category) => ({
    category,
    files: data.items.filter((file) => file.category === category.code),
  }));
}

/** The file input's `accept`: the category's types, or anything when it lists none. */
export const acceptOf = (category: FileCategoryDto) =>
  category.accepts.length > 0 ? category.accepts.join(',') : undefined;

const filesPath = (unionId: number) => `api/v1/unions/${unionId}/files`;

/** Uploads `files` into `category` in one request (all or none on the server). */
export function uploadUnionFiles(
  unionId: number,
  category: string,
  files: File[],
  onProgress: (percent: number) => void,
) {
  const path = `${filesPath(unionId)}?category=${encodeURIComponent(category)}`;
  return uploadWithProgress<UploadedFilesResponse>({ path, files, onProgress });
}

/** Replaces a file's contents, keeping its category. */
export function replaceUnionFile(
  unionId: number,
  fileId: number,
  file: File,
  onProgress: (percent: number) => void,
) {
  const path = `${filesPath(unionId)}/${fileId}`;
  return uploadWithProgress<UnionFileDto>({ path, method: 'PUT', files: [file], onProgress });
}

/** Saves a file under its Korean name (the server sends it in Content-Disposition). */
export function downloadUnionFile(unionId: number, file: UnionFileDto) {
  return downloadFile(`${filesPath(unionId)}/${file.id}/download`, file.file_name);
}
