export * from './distributor-order-lifecycle.ts';
export * from './enum-values.ts';
export * from './money.ts';
export * from './password-policy.ts';
export * from './period-lifecycle.ts';
export * from './south-african-calendar.ts';
export * from './stock-order-lifecycle.ts';
export * from './upload-columns.ts';
