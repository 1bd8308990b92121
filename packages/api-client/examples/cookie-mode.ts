import { createApiClient, unwrap } from '@back-office/api-client';
import makeFetchCookie from 'fetch-cookie';

const setting = (name: string, fallback: string) => process.env[name] ?? fallback;

// Cookie mode in Node: Node's fetch keeps no cookies, so give the client a fetch with a jar
// (fetch-cookie, backed by tough-cookie). Without one, every call after the login is a 401.
const fetchWithCookies = makeFetchCookie(fetch);
const api = createApiClient({
  baseUrl: setting('API_URL', 'http://127.0.0.1:8000'),
  fetch: (request) => fetchWithCookies(request),
});

await api.auth.login({
  username: setting('API_USER', 'admin@example.com'),
  password: setting('API_PASSWORD', 'Demo1234!'),
});
const me = await unwrap(api.GET('/auth/me'));
console.log(`signed in as ${me.email}`);
await api.auth.logout();
