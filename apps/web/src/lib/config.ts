/** The API origin; two origins by design (decision 001). Set `VITE_API_URL` at build time. */
export const API_URL: string = import.meta.env.VITE_API_URL || 'http://127.0.0.1:8000';
