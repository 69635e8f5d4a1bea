//! The raw data screen's address (kept apart so the route table loads nothing else).
export const RAW_DOWNLOAD_PATH = '/raw-download';
