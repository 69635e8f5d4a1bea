/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** URL of the external inquiry form (문의하기); defaults to a mailto: link. */
  readonly VITE_INQUIRY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
