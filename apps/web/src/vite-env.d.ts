/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API origin, e.g. `https://api.example.co.za`. Default: http://127.0.0.1:8000. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
