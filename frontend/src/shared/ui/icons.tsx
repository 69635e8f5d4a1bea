//! A small set of line icons (24px grid, currentColor) so the UI needs no icon package.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function make(paths: string[], displayName: string) {
  const Icon = ({ size = 22, ...props }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
  Icon.displayName = displayName;
  return Icon;
}

export const IconTeam = make(
  [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
    'M16 3.13a4 4 0 0 1 0 7.75',
    'M21 21v-2a4 4 0 0 0-3-3.85',
  ],
  'IconTeam',
);
export const IconAutomation = make(
  ['M4 4h16v12H4z', 'M8 20h8', 'M12 16v4', 'M8 12l2.5-3 2 2L16 7'],
  'IconAutomation',
);
export const IconShield = make(
  ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  'IconShield',
);
export const IconDatabase = make(
  [
    'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3z',
    'M4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6',
    'M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  ],
  'IconDatabase',
);
export const IconFilter = make(['M4 5h16l-6 7.5V19l-4 2v-8.5z'], 'IconFilter');
export const IconReport = make(
  [
    'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z',
    'M14 3v6h6',
    'M8 17v-3',
    'M12 17v-6',
    'M16 17v-2',
  ],
  'IconReport',
);
export const IconLayers = make(
  ['M12 3l9 5-9 5-9-5z', 'M3 13l9 5 9-5', 'M3 17.5l9 5 9-5'],
  'IconLayers',
);
export const IconTarget = make(
  [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
    'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  ],
  'IconTarget',
);
export const IconHandshake = make(
  [
    'M3 12l4-4 4 2 4-3 6 5',
    'M7 14l3 3a1.5 1.5 0 0 0 2-2',
    'M11 17l1 1a1.5 1.5 0 0 0 2-2l-1-1',
    'M14 16a1.5 1.5 0 0 0 2-2l-2.5-2.5',
  ],
  'IconHandshake',
);
export const IconArrowRight = make(['M5 12h14', 'M13 6l6 6-6 6'], 'IconArrowRight');
export const IconCheck = make(['M5 12l5 5L20 7'], 'IconCheck');
export const IconTool = make(
  ['M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z'],
  'IconTool',
);
export const IconBuilding = make(
  [
    'M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16',
    'M16 9h2a2 2 0 0 1 2 2v10',
    'M3 21h18',
    'M8 7h4',
    'M8 11h4',
    'M8 15h4',
  ],
  'IconBuilding',
);
export const IconUser = make(
  ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1'],
  'IconUser',
);
export const IconUserCheck = make(
  ['M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M3 21v-1a6 6 0 0 1 6-6h2', 'M15 19l2 2 4-4'],
  'IconUserCheck',
);
export const IconHourglass = make(
  ['M6 3h12', 'M6 21h12', 'M7 3c0 5 5 6 5 9s-5 4-5 9', 'M17 3c0 5-5 6-5 9s5 4 5 9'],
  'IconHourglass',
);
export const IconMail = make(['M3 6h18v12H3z', 'M3 7l9 6 9-6'], 'IconMail');
export const IconLock = make(['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4'], 'IconLock');
export const IconLogout = make(
  [
    'M14 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-3',
    'M9 12h12',
    'M18 9l3 3-3 3',
  ],
  'IconLogout',
);
export const IconSearch = make(
  ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4'],
  'IconSearch',
);
export const IconPlus = make(['M12 5v14', 'M5 12h14'], 'IconPlus');
export const IconDownload = make(['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14'], 'IconDownload');
export const IconInfo = make(
  ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v5', 'M12 8h.01'],
  'IconInfo',
);
// The rich-text editor's list indent and outdent, and clearing the formatting (a T struck through).
export const IconIndent = make(['M4 5h16M11 10h9M11 14h9M4 19h16M4 9l3 3-3 3'], 'IconIndent');
export const IconOutdent = make(['M4 5h16M11 10h9M11 14h9M4 19h16M7 9l-3 3 3 3'], 'IconOutdent');
export const IconClearFormat = make(['M6 5h12M12 5v14M4 4l16 16'], 'IconClearFormat');
/** Three dots in a column: a card's menu (kebab). */
export const IconDotsVertical = make(
  ['M12 5.5h.01', 'M12 12h.01', 'M12 18.5h.01'],
  'IconDotsVertical',
);
export const IconX = make(['M6 6l12 12', 'M18 6L6 18'], 'IconX');
// Edit and delete buttons, and the mark of a link that opens a new tab.
export const IconPencil = make(['M4 20h4L19 9l-4-4L4 16z', 'M13.5 6.5l4 4'], 'IconPencil');
export const IconTrash = make(
  ['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 13h10l1-13', 'M9 7V4h6v3'],
  'IconTrash',
);
export const IconExternalLink = make(
  ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  'IconExternalLink',
);
// An attachment, and a speech bubble (a question asked or answered).
export const IconPaperclip = make(
  [
    'M21 11.5l-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l7.9-7.9',
  ],
  'IconPaperclip',
);
export const IconMessage = make(
  ['M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z'],
  'IconMessage',
);
