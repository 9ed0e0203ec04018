import { Link, useMatches, useNavigate } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { iconButton } from '../../../styled-system/recipes';
import { IconClose, IconDoctor, IconHelp, IconLogout, IconMenu, IconPdf } from '../../components/icons';
import { LogoMark } from '../../components/Logo';
import { Spinner } from '../../components/ui/Spinner';
import { cs } from '../../texts/cs';
import { useAccountType } from '../../app/use-account-type';
import { useDialogQueue } from '../../app/use-dialog-queue';
import { useRepresentedPerson, useSignedInUser } from '../../app/use-represented-person';
import { fullName } from '../../../contract/person';
import { AccountTypeSwitcher } from './AccountTypeSwitcher';
import { NotificationBell } from './Bell';
import { useLayout } from './layoutState';
import { PersonSwitcher } from './PersonSwitcher';
import type { AccountType } from '../../../machines/accountType/accountType.machine';
import { DEFAULT_HELP_CODE } from '../../app/route-meta';
import { usePdfAction } from '../../app/pdf-button';
import { SIDEBAR_ID } from './Sidebar';

/** The help code of the deepest matched route that declares one. */
export function useHelpCode(accountType: AccountType): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const data = matches[i].staticData;
    const code = data?.helpCodeFor?.[accountType] ?? data?.helpCode;
    if (code) return code;
  }
  return DEFAULT_HELP_CODE;
}

export function Header() {
  const { sidebarOpen, toggleSidebar } = useLayout();
  const pdfAction = usePdfAction();
  const { type } = useAccountType();
  const { current } = useRepresentedPerson();
  const { open, confirm } = useDialogQueue();
  const navigate = useNavigate();
  // One tap next to the avatar would end the session by accident (issue 16 §11): the header asks first;
  // the menu's 'Odhlásit' is a deliberate choice and does not.
  const askLogout = () =>
    confirm({
      title: cs.ODHLASIT,
      question: cs.ODHLASIT_OTAZKA,
      confirmLabel: cs.ODHLASIT,
      onConfirm: () => navigate({ to: '/uzivatel/odhlasit' }),
    });
  const helpCode = useHelpCode(type);
  const insured = type === 'POJISTENEC';
  const user = useSignedInUser();

  return (
    <header
      className={css({
        position: 'sticky',
        top: 0,
        zIndex: 'header',
        display: 'flex',
        alignItems: 'center',
        gap: { base: '0', sm: '1' },
        h: 'header',
        px: { base: '1', md: '3' },
        bg: 'primary.default',
        color: 'fg.onPrimary',
        boxShadow: '0 1px 0 rgba(0,0,0,0.08)',
      })}
    >
      <button
        type="button"
        className={iconButton({ tone: 'onPrimary' })}
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        aria-label={sidebarOpen ? cs.MENU_ZAVRIT : cs.MENU_OTEVRIT}
        onClick={toggleSidebar}
      >
        {sidebarOpen ? <IconClose /> : <IconMenu />}
      </button>

      <Link
        to="/"
        aria-label={`${cs.LOGO_ALT} – ${cs.UVOD}`}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          minH: 'touch',
          px: '1',
          mr: 'auto',
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 'control',
          minW: 0,
          _focusVisible: { outline: '3px solid white', outlineOffset: '0' },
        })}
      >
        <LogoMark
          size={34}
          className={css({ '& rect': { fill: 'white' }, '& path': { fill: '#00703C' }, '& circle': { fill: 'white' } })}
        />
        <span
          className={css({
            display: { base: 'none', md: 'inline' },
            fontWeight: 'bold',
            fontSize: 'lg',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          })}
        >
          {cs.NAZEV_APLIKACE}
        </span>
      </Link>

      {pdfAction ? (
        <button
          type="button"
          className={iconButton({ tone: 'onPrimary' })}
          aria-label={pdfAction.label ?? cs.PDF}
          aria-busy={pdfAction.busy || undefined}
          disabled={pdfAction.busy}
          onClick={pdfAction.onClick}
        >
          {pdfAction.busy ? <Spinner size={22} className={css({ color: 'white' })} /> : <IconPdf />}
        </button>
      ) : null}

      <button
        type="button"
        className={iconButton({ tone: 'onPrimary' })}
        aria-label={cs.NAPOVEDA}
        aria-haspopup="dialog"
        onClick={() => open({ kind: 'napoveda', props: { kod: helpCode } })}
      >
        <IconHelp />
      </button>

      {type === 'LEKAR' && user ? (
        // The doctor sees whose account this is (issue 16 §10); patients are chosen on the page, not here.
        <span
          data-testid="prihlaseny-lekar"
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1.5',
            px: '2',
            minW: 0,
            maxW: { base: '9rem', sm: '16rem' },
            fontWeight: 'semibold',
          })}
        >
          <IconDoctor aria-hidden="true" className={css({ flexShrink: 0 })} />
          <span className={css({ srOnly: true })}>{cs.PRIHLASENY_LEKAR}</span>
          <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{fullName(user)}</span>
        </span>
      ) : null}
      {insured ? <NotificationBell pojistenecId={current?.pojistenecId} /> : null}
      {insured ? <PersonSwitcher /> : null}
      <AccountTypeSwitcher />

      <button type="button" onClick={askLogout} className={iconButton({ tone: 'onPrimary' })} aria-label={cs.ODHLASIT} title={cs.ODHLASIT}>
        <IconLogout />
      </button>
    </header>
  );
}
