import { THEME_NAMES } from '@back-office/hooks/storage';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconPalette } from '@tabler/icons-react';
import { useThemeChoice } from '../../theme/theme-provider.tsx';
import { THEME_LABELS } from '../../theme/themes.ts';

/**
 * The theme menu: Corporate Blue, Emerald Finance, Dark Executive, Warm Neutral, System. In the
 * header from `sm` up (`visibleFrom`); on a phone in the navigation drawer, which leaves the
 * header's width to the period, the palette, the bell and the user.
 */
export function ThemeToggle({ visibleFrom }: { visibleFrom?: 'sm' }) {
  const { name, setTheme } = useThemeChoice();
  return (
    // Not hidden while its button is out of view (Popover's `hideDetached`): on a phone the button
    // is in the drawer, which may still be sliding in when the menu opens. Hidden (an inline
    // `display: none`) at that moment, the menu's focus trap found nothing to focus and the
    // focus stayed on the button (decision 063).
    <Menu position="bottom-end" withInitialFocusPlaceholder={false} hideDetached={false}>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Theme: ${THEME_LABELS[name]}`}
          data-testid="theme-toggle"
          visibleFrom={visibleFrom}
        >
          <IconPalette size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {THEME_NAMES.map((theme) => (
          <Menu.Item
            key={theme}
            aria-current={theme === name ? 'true' : undefined}
            onClick={() => setTheme(theme)}
            rightSection={theme === name ? <IconCheck size={16} aria-hidden /> : null}
          >
            {THEME_LABELS[theme]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
