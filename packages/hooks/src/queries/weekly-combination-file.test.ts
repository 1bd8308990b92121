import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestHarness } from '../test/render.tsx';
import { BASE_URL, mockOperation, server } from '../test/server.ts';
import { fetchWeeklyCombinationFile } from './weekly-combination-file.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function where(downloadUrl: string) {
  server.use(
    mockOperation('get', '/api/weekly-combinations/{id}/download', () => ({
      status: 200,
      body: {
        download_url: downloadUrl,
        file_name: 'week_47.xlsx',
        size_bytes: 4,
        content_type: XLSX,
        expires_at: null,
      },
    })),
  );
}

describe('fetchWeeklyCombinationFile', () => {
  it('asks /download where the file is, then fetches /file under the name it gave', async () => {
    const calls: string[] = [];
    where('/api/weekly-combinations/5/file');
    server.use(
      http.get(`${BASE_URL}/api/weekly-combinations/:id/file`, ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return new HttpResponse('xlsx', { headers: { 'Content-Type': XLSX } });
      }),
    );
    const { client } = createTestHarness();
    const file = await fetchWeeklyCombinationFile(client, 5);
    expect(calls).toEqual(['/api/weekly-combinations/5/file']);
    expect(file.filename).toBe('week_47.xlsx');
    expect(await file.blob.text()).toBe('xlsx');
  });

  it('follows a signed storage URL when /download names one', async () => {
    where('https://storage.test/signed/week_47.xlsx?sig=abc');
    server.use(
      http.get('https://storage.test/signed/week_47.xlsx', () => new HttpResponse('signed')),
    );
    const { client } = createTestHarness();
    const file = await fetchWeeklyCombinationFile(client, 5);
    expect(file.filename).toBe('week_47.xlsx');
    expect(await file.blob.text()).toBe('signed');
  });

  it('fails with the API error when the combination is not completed (409)', async () => {
    server.use(
      mockOperation('get', '/api/weekly-combinations/{id}/download', () => ({
        status: 409,
        body: { detail: 'Weekly combination 5 is not completed' },
      })),
    );
    const { client } = createTestHarness();
    await expect(fetchWeeklyCombinationFile(client, 5)).rejects.toMatchObject({ status: 409 });
  });
});
