/** The open part of the header's menus (person, account type): a labelled list of choices, the current one ticked. */
import type { ReactNode } from 'react';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '../../../styled-system/css';
import { badge } from '../../../styled-system/recipes';
import { badgeText } from './badge';
import { IconCheck } from '../../components/icons';
import { menuContentStyle, menuItemStyle, menuLabelStyle } from './menuStyles';

export interface Choice {
  value: string;
  label: string;
  icon: ReactNode;
  current: boolean;
  /** A count shown beside the label (unread messages), with its words for a screen reader. */
  count?: { value: number; text: string };
}

export function ChoiceMenuPanel({ label, choices }: { label: string; choices: readonly Choice[] }) {
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content className={menuContentStyle}>
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel className={menuLabelStyle}>{label}</Menu.ItemGroupLabel>
            {choices.map((choice) => (
              <Menu.Item
                key={choice.value}
                value={choice.value}
                className={menuItemStyle}
                aria-current={choice.current ? 'true' : undefined}
                aria-label={choice.count ? `${choice.label}, ${choice.count.text}` : undefined}
              >
                {choice.icon}
                <span className={css({ flex: 1 })}>{choice.label}</span>
                {choice.count ? (
                  // drawn by CSS (::before), as the bell's, so the number is not text competing with the item's name
                  <span
                    aria-hidden="true"
                    data-testid="person-unread"
                    data-badge={badgeText(choice.count.value) ?? ''}
                    className={cx(badge(), css({ _before: { content: 'attr(data-badge)' } }))}
                  />
                ) : null}
                {choice.current ? <IconCheck className={css({ color: 'primary.text' })} size={20} /> : null}
              </Menu.Item>
            ))}
          </Menu.ItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}
