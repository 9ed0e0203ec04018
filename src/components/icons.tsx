import { IconAlert, IconCheck, IconChevronDown, IconClose, IconInfo, makeIcon, type IconProps } from './boot-icons';

// The icons the first download draws live in boot-icons.tsx: a module the entry imports is bundled
// there whole, with every icon any screen uses.
export { IconAlert, IconCheck, IconChevronDown, IconClose, IconInfo, makeIcon, type IconProps };

/** The other icons (the conventions are in boot-icons.tsx). */
export const IconMenu = makeIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const IconBell = makeIcon(
  'Bell',
  <>
    <path d="M6 9a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9z" />
    <path d="M10 19.5a2 2 0 0 0 4 0" />
  </>,
);
export const IconHelp = makeIcon(
  'Help',
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.3 9.3a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.5-2.7 4" />
    <path d="M12 17.6h.01" strokeWidth={2.6} />
  </>,
);
export const IconLogout = makeIcon(
  'Logout',
  <>
    <path d="M9 20H5.5A1.5 1.5 0 0 1 4 18.5v-13A1.5 1.5 0 0 1 5.5 4H9" />
    <path d="M15 16l4-4-4-4M19 12H9" />
  </>,
);
export const IconUser = makeIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c0-3.9 3.6-6.5 8-6.5s8 2.6 8 6.5" />
  </>,
);
export const IconSwitch = makeIcon(
  'Switch',
  <>
    <path d="M4 8h14M14 4l4 4-4 4" />
    <path d="M20 16H6M10 12l-4 4 4 4" />
  </>,
);
export const IconChevronUp = makeIcon('ChevronUp', <path d="M6 15l6-6 6 6" />);
export const IconChevronLeft = makeIcon('ChevronLeft', <path d="M15 6l-6 6 6 6" />);
export const IconChevronRight = makeIcon('ChevronRight', <path d="M9 6l6 6-6 6" />);
export const IconPdf = makeIcon(
  'Pdf',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
    <path d="M8.5 17v-4h1.3a1.2 1.2 0 0 1 0 2.4H8.5M13 13v4h.8a2 2 0 0 0 0-4zM17 13h-1.6v4M15.4 15h1.3" strokeWidth={1.4} />
  </>,
);
export const IconHome = makeIcon(
  'Home',
  <>
    <path d="M4 11l8-7 8 7" />
    <path d="M6 9.5V20h4.5v-5h3v5H18V9.5" />
  </>,
);
export const IconPin = makeIcon(
  'Pin',
  <>
    <path d="M9 4h6l-1 5 3 3v2H7v-2l3-3z" />
    <path d="M12 14v6" />
  </>,
);
export const IconEye = makeIcon(
  'Eye',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconEyeOff = makeIcon(
  'EyeOff',
  <>
    <path d="M10.6 5.6A9.7 9.7 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.3 6.9C3.9 8.6 2.5 12 2.5 12S6 18.5 12 18.5c1.7 0 3.2-.5 4.4-1.2" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);
export const IconMail = makeIcon(
  'Mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);
export const IconSearch = makeIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);
export const IconExternal = makeIcon(
  'External',
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4.5A1.5 1.5 0 0 1 16.5 20h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </>,
);
export const IconHeart = makeIcon(
  'Heart',
  <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />,
);
export const IconDoctor = makeIcon(
  'Doctor',
  <>
    <circle cx="12" cy="7.5" r="3.5" />
    <path d="M5 20.5c0-3.6 3.1-6 7-6s7 2.4 7 6" />
    <path d="M12 15.5v3M10.5 17h3" />
  </>,
);
export const IconLock = makeIcon(
  'Lock',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </>,
);
export const IconSpinnerArc = makeIcon('SpinnerArc', <path d="M12 3a9 9 0 1 1-9 9" />);
