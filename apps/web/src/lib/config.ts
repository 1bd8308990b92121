/**
 * The API origin, set by `VITE_API_URL` at build time: `same-origin` when the API serves the
 * built app itself (production mode, decision 015); else an origin (two origins in development,
 * decision 001), by default the local API.
 */
const configured = import.meta.env.VITE_API_URL;
export const API_URL: string =
  configured === 'same-origin' ? '' : configured || 'http://127.0.0.1:8000';
