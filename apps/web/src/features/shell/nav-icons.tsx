import {
  type Icon,
  IconAddressBook,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendar,
  IconCalendarStats,
  IconClipboardList,
  IconDevices,
  IconFileInvoice,
  IconFiles,
  IconFileUpload,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconPackage,
  IconReport,
  IconSettings,
  IconShoppingCart,
  IconStack2,
  IconTemplate,
  IconTruck,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';

/** One icon per sidebar item and group id of the navigation model. */
const ICONS: Readonly<Record<string, Icon>> = {
  dashboard: IconLayoutDashboard,
  orders: IconShoppingCart,
  'consultant-orders': IconClipboardList,
  'combined-orders': IconStack2,
  'weekly-combinations': IconCalendarStats,
  upload: IconFileUpload,
  products: IconPackage,
  templates: IconTemplate,
  consultants: IconAddressBook,
  invoices: IconFileInvoice,
  'distributor-orders': IconTruck,
  'distributor-templates': IconBuildingWarehouse,
  users: IconUsers,
  'audit-logs': IconReport,
  sessions: IconDevices,
  periods: IconCalendar,
  business: IconBuildingStore,
  history: IconHistory,
  'file-uploads': IconFiles,
  distributor: IconTruck,
  'user-management': IconUserShield,
  administration: IconSettings,
  system: IconListDetails,
};

/** The icon of a navigation id (a generic one for ids added later). */
export function NavIcon({ id, size = 18 }: { id: string; size?: number }) {
  const Component = ICONS[id] ?? IconListDetails;
  return <Component size={size} stroke={1.6} aria-hidden />;
}
