import { useAuth } from '@back-office/hooks/auth';
import { AppShell, CloseButton, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useRef } from 'react';
import { markExplicitLogout } from '../../lib/logout-intent.ts';
import { deferredDeletes } from '../../lib/undo/undo-toast.tsx';
import { useSmallScreen } from '../../lib/use-small-screen.ts';
import footerClasses from './footer.module.css';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LogoutConfirm } from './logout-confirm.tsx';
import { useNavigationDrawer } from './navigation-drawer.ts';
import { Sidebar } from './sidebar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { useSearchShortcut } from './use-search-shortcut.ts';
import { useSidebarState } from './use-sidebar-state.ts';

const NAVBAR_WIDTH = 264;
const NAVBAR_COLLAPSED_WIDTH = 68;
/** From `sm` up, fixed at the bottom; on a phone it follows the content (footer.module.css). */
const FOOTER_HEIGHT = { base: 0, sm: 44 };

/**
 * The persistent shell of the signed-in area (§1): collapsible sidebar, header, footer.
 * Pages (and Access Denied, not found and errors) render inside it.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const sidebar = useSidebarState();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [confirmOpened, confirm] = useDisclosure(false);
  useSearchShortcut();
  const isSmall = useSmallScreen();
  const collapsed = sidebar.collapsed && !isSmall;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawer = useNavigationDrawer(isSmall && mobileOpened, mobile.close, toggleRef);
  const drawerOpen = isSmall && mobileOpened;
  const { user } = auth;
  if (!user) return null;
  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: FOOTER_HEIGHT }}
      navbar={{
        width: collapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
      data-sidebar-collapsed={collapsed}
    >
      <SkipLink />
      <AppShell.Header>
        <Header
          user={user}
          mobileOpened={mobileOpened}
          onToggleMobile={mobile.toggle}
          mobileToggleRef={toggleRef}
          collapsed={collapsed}
          onToggleCollapsed={sidebar.toggleCollapsed}
          onLogout={confirm.open}
        />
      </AppShell.Header>
      <AppShell.Navbar data-testid="sidebar" ref={drawer.ref} {...drawer.props}>
        {/* On a phone the sidebar is off screen until opened: not drawn before (a lighter first render). */}
        {/* The drawer's own row: the theme menu (the phone header has no room for it) and
            Close, which takes focus first (a screen reader in the modal drawer cannot reach the
            header's toggle). */}
        {drawerOpen ? (
          <Group justify="space-between" px="xs" pt="xs">
            <ThemeToggle />
            <CloseButton
              aria-label="Close navigation"
              onClick={mobile.close}
              size="lg"
              data-autofocus
            />
          </Group>
        ) : null}
        {isSmall && !mobileOpened ? null : (
          <Sidebar
            user={user}
            collapsed={collapsed}
            expandedGroups={sidebar.expandedGroups}
            onToggleGroup={sidebar.toggleGroup}
            onNavigate={mobile.close}
          />
        )}
      </AppShell.Navbar>
      {/* Behind the open phone drawer: neither reachable nor read (the drawer is modal). */}
      <AppShell.Main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ outline: 'none' }}
        inert={drawerOpen || undefined}
      >
        {children}
      </AppShell.Main>
      <AppShell.Footer className={footerClasses.footer} inert={drawerOpen || undefined}>
        <Footer />
      </AppShell.Footer>
      <LogoutConfirm
        opened={confirmOpened}
        onClose={confirm.close}
        onConfirm={async () => {
          markExplicitLogout();
          // Deletes still offering Undo are sent while the session can still send them.
          await deferredDeletes.commitAll();
          await auth.logout();
          confirm.close();
        }}
      />
    </AppShell>
  );
}
