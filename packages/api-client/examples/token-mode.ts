import { createApiClient, unwrap } from '@back-office/api-client';

const setting = (name: string, fallback: string) => process.env[name] ?? fallback;

// Token mode: the client keeps the access and refresh tokens (in memory by default) and sends
// `Authorization: Bearer …`; it refreshes them before they expire.
const api = createApiClient({
  baseUrl: setting('API_URL', 'http://127.0.0.1:8000'),
  auth: 'bearer',
});

await api.auth.login({
  username: setting('API_USER', 'admin@example.com'),
  password: setting('API_PASSWORD', 'Demo1234!'),
});
const page = await unwrap(api.GET('/api/orders', { params: { query: { limit: 5 } } }));
console.log(`${page.total} orders; first: ${page.orders[0]?.reference ?? 'none'}`);
await api.auth.logout();
