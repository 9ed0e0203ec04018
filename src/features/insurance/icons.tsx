/**
 * Icons of the insurance screens: one per insured category (decorative — the category's label
 * is always shown as text next to it) and a few actions. 24 × 24, stroked with currentColor,
 * built with the app's icon factory.
 */
import type { ComponentType } from 'react';
import type { InsuredCategory } from '../../../contract/enums';
import { makeIcon, type IconProps } from '../../components/icons';

/** A small child with raised arms. */
export const IconCategoryChild = makeIcon(
  'CategoryChild',
  <>
    <circle cx="12" cy="6" r="3" />
    <path d="M12 9.5v6M12 15.5l-3 5M12 15.5l3 5" />
    <path d="M12 11.5L7 7.5M12 11.5l5-4" />
  </>,
);

/** An older person walking with a cane. */
export const IconCategoryPensioner = makeIcon(
  'CategoryPensioner',
  <>
    <circle cx="10" cy="4.5" r="2.3" />
    <path d="M10 7.5c-1.2 2-1.5 4.2-1.2 6.5L7 21" />
    <path d="M8.8 14l2.7 3 .5 4" />
    <path d="M9.6 9.8l3.6 2.2" />
    <path d="M16 12v9M16 12c0-1.3 1.8-1.3 1.8 0" />
  </>,
);

/** A wheelchair. */
export const IconCategoryDisabledPensioner = makeIcon(
  'CategoryDisabledPensioner',
  <>
    <circle cx="10" cy="4" r="2" />
    <path d="M10 8v6h6l2.5 5" />
    <path d="M10 11h5" />
    <path d="M7.5 10.5a5.5 5.5 0 1 0 7.8 6.8" />
  </>,
);

/** A pram: parent on maternity or parental leave. */
export const IconCategoryParent = makeIcon(
  'CategoryParent',
  <>
    <path d="M4 11h14a6 6 0 0 1-6 6h-2a6 6 0 0 1-6-6z" />
    <path d="M11 11V4a7 7 0 0 1 7 7" />
    <path d="M18 11l1.5-3H21" />
    <circle cx="7" cy="19.5" r="1.6" />
    <circle cx="16" cy="19.5" r="1.6" />
  </>,
);

/** An open empty wallet: a person without taxable income who pays the premium. */
export const IconCategoryNoIncome = makeIcon(
  'CategoryNoIncome',
  <>
    <path d="M4 7.5A1.5 1.5 0 0 1 5.5 6H18v3" />
    <path d="M4 7.5v10A1.5 1.5 0 0 0 5.5 19H20v-10H5.5A1.5 1.5 0 0 1 4 7.5z" />
    <path d="M16 14h.01" strokeWidth={3} />
  </>,
);

/** Three dots in a circle: another category. */
export const IconCategoryOther = makeIcon(
  'CategoryOther',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12h.01M12 12h.01M16 12h.01" strokeWidth={3} />
  </>,
);

/** A small shop with an awning: self-employed. */
export const IconCategorySelfEmployed = makeIcon(
  'CategorySelfEmployed',
  <>
    <path d="M4 9l1.5-5h13L20 9" />
    <path d="M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0A2.7 2.7 0 0 0 20 9" />
    <path d="M5.5 11.5V20h13v-8.5" />
    <path d="M10 20v-5h4v5" />
  </>,
);

/** A hand holding a heart: carer. */
export const IconCategoryCarer = makeIcon(
  'CategoryCarer',
  <>
    <path d="M12 11.5l-3.2-3.1a2 2 0 0 1 3.2-2.4 2 2 0 0 1 3.2 2.4z" />
    <path d="M3 14h3l3.5 2H14a1.5 1.5 0 0 1 0 3H9.5" />
    <path d="M14.5 17.3L19 15a1.6 1.6 0 0 1 1.8 2.6L15 21H7l-4-1.5" />
  </>,
);

/** A graduation cap: student. */
export const IconCategoryStudent = makeIcon(
  'CategoryStudent',
  <>
    <path d="M2.5 9L12 4.5 21.5 9 12 13.5z" />
    <path d="M6.5 11v4.5c0 1.5 2.5 3 5.5 3s5.5-1.5 5.5-3V11" />
    <path d="M21.5 9v5.5" />
  </>,
);

/** A public building with columns: registered at the labour office. */
export const IconCategoryLabourOffice = makeIcon(
  'CategoryLabourOffice',
  <>
    <path d="M3 9L12 4l9 5z" />
    <path d="M5 11.5v6M9.7 11.5v6M14.3 11.5v6M19 11.5v6" />
    <path d="M3 20.5h18" />
  </>,
);

/** A briefcase: employee. */
export const IconCategoryEmployee = makeIcon(
  'CategoryEmployee',
  <>
    <rect x="3" y="7.5" width="18" height="12" rx="1.5" />
    <path d="M9 7.5V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5v2" />
    <path d="M3 12.5h18M12 11.5v2" />
  </>,
);

/** The icon of each insured category. */
export const categoryIcons: Record<InsuredCategory, ComponentType<IconProps>> = {
  DITE: IconCategoryChild,
  DUCHODCE: IconCategoryPensioner,
  INVDUCHDCE: IconCategoryDisabledPensioner,
  MATERRODIC: IconCategoryParent,
  OBZP: IconCategoryNoIncome,
  OSTATNI: IconCategoryOther,
  OSVC: IconCategorySelfEmployed,
  PECOVATEL: IconCategoryCarer,
  STUDENT: IconCategoryStudent,
  URADPRACE: IconCategoryLabourOffice,
  ZAMESTNANEC: IconCategoryEmployee,
};

export const IconCopy = makeIcon(
  'Copy',
  <>
    <rect x="8.5" y="8.5" width="12" height="12" rx="1.5" />
    <path d="M15.5 8.5V5A1.5 1.5 0 0 0 14 3.5H5A1.5 1.5 0 0 0 3.5 5v9A1.5 1.5 0 0 0 5 15.5h3.5" />
  </>,
);

export const IconQrCode = makeIcon(
  'QrCode',
  <>
    <rect x="3.5" y="3.5" width="6" height="6" rx="1" />
    <rect x="14.5" y="3.5" width="6" height="6" rx="1" />
    <rect x="3.5" y="14.5" width="6" height="6" rx="1" />
    <path d="M14.5 14.5h2v2M20.5 14.5v.01M14.5 20.5h.01M17.5 20.5h3v-3" />
  </>,
);

export const IconPayment = makeIcon(
  'Payment',
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
    <path d="M2.5 10h19M6.5 14.5h4" />
  </>,
);
