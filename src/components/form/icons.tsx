import { makeIcon, type IconProps } from '../icons';

/** Icons of the form controls and the attachment picker, drawn with the shared icon factory. */
export type FormIconProps = IconProps;

export const IconCalendar = makeIcon(
  'Calendar',
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const IconPlus = makeIcon('Plus', <path d="M12 5v14M5 12h14" />);
export const IconMinus = makeIcon('Minus', <path d="M5 12h14" />);
export const IconUpload = makeIcon(
  'Upload',
  <>
    <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
    <path d="M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
  </>,
);
export const IconTrash = makeIcon(
  'Trash',
  <>
    <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13" />
    <path d="M10 11v5.5M14 11v5.5" />
  </>,
);
export const IconUndo = makeIcon('Undo', <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />);
export const IconDownload = makeIcon(
  'Download',
  <>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
    <path d="M4 17v1.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V17" />
  </>,
);
export const IconFile = makeIcon(
  'File',
  <>
    <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
    <path d="M14 3v5h5" />
  </>,
);
export const IconFilePdf = makeIcon(
  'FilePdf',
  <>
    <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
    <path d="M14 3v5h5" />
    <path d="M8 17v-4h1.2a1.2 1.2 0 0 1 0 2.4H8M12.2 13v4h.8a2 2 0 0 0 0-4zM16 17v-4h1.8M16 15h1.4" strokeWidth={1.4} />
  </>,
);
export const IconFileWord = makeIcon(
  'FileWord',
  <>
    <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
    <path d="M14 3v5h5" />
    <path d="m8 12 1.3 5 1.5-3.5 1.5 3.5 1.3-5" strokeWidth={1.5} />
  </>,
);
export const IconFileSheet = makeIcon(
  'FileSheet',
  <>
    <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
    <path d="M14 3v5h5" />
    <path d="M8 11.5h8v6H8zM8 14.5h8M11 11.5v6" strokeWidth={1.4} />
  </>,
);
export const IconFileOff = makeIcon(
  'FileOff',
  <>
    <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
    <path d="M14 3v5h5M9 12l6 6M15 12l-6 6" />
  </>,
);
