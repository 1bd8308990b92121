import type { components, operations, paths } from './generated/schema.ts';

export type { components, operations, paths };

/** Every schema of the contract, by name: `Schemas['OrderCreate']`. */
export type Schemas = components['schemas'];

// Friendly names for the read models screens use most.
export type User = Schemas['User'];
export type Session = Schemas['Session'];
export type PermissionGrant = Schemas['PermissionGrant'];
export type TokenResponse = Schemas['TokenResponse'];
export type Period = Schemas['Period'];
export type Upload = Schemas['Upload'];
export type UploadStatus = Schemas['UploadStatus'];
export type Product = Schemas['Product'];
export type ProductSet = Schemas['ProductSet'];
export type Template = Schemas['Template'];
export type DistributorTemplate = Schemas['DistributorTemplate'];
export type Order = Schemas['Order'];
export type OrderDetail = Schemas['OrderDetail'];
export type OrderItem = Schemas['OrderItem'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderErrorDetails = Schemas['OrderErrorDetails'];
export type FailedItem = Schemas['FailedItem'];
export type Consultant = Schemas['Consultant'];
export type ConsentForm = Schemas['ConsentForm'];
export type ConsultantOrder = Schemas['ConsultantOrder'];
export type ConsultantOrderSummary = Schemas['ConsultantOrderSummary'];
export type CombinationStatus = Schemas['CombinationStatus'];
export type ConsultantOrderItem = Schemas['ConsultantOrderItem'];
export type CombinedOrder = Schemas['CombinedOrder'];
export type CombinedOrderSummary = Schemas['CombinedOrderSummary'];
export type Invoice = Schemas['Invoice'];
export type InvoiceSummary = Schemas['InvoiceSummary'];
export type InvoiceItem = Schemas['InvoiceItem'];
export type WeeklyCombination = Schemas['WeeklyCombination'];
export type WeeklyCombinationStatus = Schemas['WeeklyCombinationStatus'];
export type DistributorOrder = Schemas['DistributorOrder'];
export type Role = Schemas['Role'];
export type AuditLog = Schemas['AuditLog'];
export type JobProgress = Schemas['JobProgress'];
export type HTTPValidationError = Schemas['HTTPValidationError'];
