import { describe, expectTypeOf, it } from 'vitest';
import type { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import type { DownloadResult } from './download.ts';
import type {
  FailedItem,
  Order,
  OrderErrorDetails,
  Period,
  paths,
  Schemas,
  Upload,
} from './types.ts';
import { unwrap } from './unwrap.ts';

type OrderDetail =
  paths['/api/orders/{id}']['get']['responses'][200]['content']['application/json'];

const api = createApiClient({ baseUrl: 'https://api.test', fetch: async () => new Response() });

// The bodies below are compiled by `tsc --noEmit` and never run (no request is sent).
function typeOnly(check: () => unknown): void {
  void check;
}

describe('typed paths', () => {
  it('types params, bodies and results', () => {
    typeOnly(async () => {
      const { data } = await api.GET('/api/orders/{id}', { params: { path: { id: 7 } } });
      expectTypeOf(data).toExtend<OrderDetail | undefined>();
      expectTypeOf(data?.items).not.toBeAny();
      expectTypeOf(data?.reference).toEqualTypeOf<string | undefined>();

      const list = await api.GET('/api/orders', { params: { query: { limit: 20 } } });
      expectTypeOf(list.data?.orders).toEqualTypeOf<Order[] | undefined>();
      expectTypeOf(list.data?.total).toEqualTypeOf<number | undefined>();

      const period = await api.GET('/api/periods/{id}', { params: { path: { id: 1 } } });
      expectTypeOf(period.data).toEqualTypeOf<Period | undefined>();

      const file = await api.GET('/api/orders/{id}/download', {
        params: { path: { id: 7 } },
        parseAs: 'blob',
      });
      expectTypeOf(file.data).toEqualTypeOf<Blob | undefined>();
    });
  });

  it('rejects a wrong path, method, param or body', () => {
    typeOnly(async () => {
      // @ts-expect-error no such path
      await api.GET('/api/order/{id}', { params: { path: { id: 7 } } });
      // @ts-expect-error /api/health has no PUT
      await api.PUT('/api/health');
      // @ts-expect-error the id is required
      await api.GET('/api/orders/{id}');
      // @ts-expect-error the id is an integer, not a string
      await api.GET('/api/orders/{id}', { params: { path: { id: '7' } } });
      // @ts-expect-error unknown path parameter name
      await api.GET('/api/orders/{id}', { params: { path: { orderId: 7 } } });
      // @ts-expect-error period_id is a number
      await api.POST('/api/orders', { body: { period_id: 'march' } });
      await api.POST('/api/periods', {
        // @ts-expect-error dates are ISO strings
        body: { name: 'March 2026', start_date: 20260301, end_date: '2026-03-31' },
      });
    });
  });

  it('types the helpers', () => {
    typeOnly(async () => {
      const upload = await api.upload('/api/upload', {
        body: { file: new Blob(['x']), template_id: 3 },
      });
      expectTypeOf(upload).toEqualTypeOf<Upload>();
      // @ts-expect-error the file part is required
      await api.upload('/api/upload', { body: { template_id: 3 } });
      // @ts-expect-error a file part is a Blob, not a string
      await api.upload('/api/upload', { body: { file: 'stock.csv', template_id: 3 } });

      const file = await api.download('/api/orders/{id}/download', { params: { path: { id: 1 } } });
      expectTypeOf(file).toEqualTypeOf<DownloadResult>();
      // @ts-expect-error not a GET path
      await api.download('/api/orders/{id}/process', { params: { path: { id: 1 } } });

      const orders = await unwrap(api.GET('/api/orders'));
      expectTypeOf(orders.orders).toEqualTypeOf<Order[]>();

      // The API sends parsed_error_details, typed, wherever error_details appears (list rows,
      // the detail, the status); the client parses nothing again.
      type Parsed = Order['parsed_error_details'];
      expectTypeOf<Parsed>().toEqualTypeOf<OrderErrorDetails | string | null>();
      expectTypeOf<OrderErrorDetails['failed_items'][number]>().toEqualTypeOf<FailedItem>();
      expectTypeOf<FailedItem>().toEqualTypeOf<Schemas['FailedItem']>();
      const detail = await unwrap(api.GET('/api/orders/{id}', { params: { path: { id: 1 } } }));
      expectTypeOf(detail.parsed_error_details).toEqualTypeOf<Parsed>();
      // @ts-expect-error the client's own parse is gone
      api.parseOrder(detail);
    });
  });

  it('exposes ApiError fields', () => {
    expectTypeOf<ApiError['status']>().toBeNumber();
    expectTypeOf<ApiError['requestId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ApiError['code']>().toEqualTypeOf<string | undefined>();
  });
});
