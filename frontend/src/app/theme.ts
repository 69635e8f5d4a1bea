//! Mantine theme: Pretendard, a deep-blue brand colour and calm, rounded surfaces.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#eef3ff',
  '#dae3ff',
  '#b2c4fb',
  '#87a2f7',
  '#6385f3',
  '#4b72f1',
  '#3d68f1',
  '#2e57d7',
  '#244dc1',
  '#1642ab',
];

// Mantine's gray with a darker 6: it is the 'dimmed' text colour (captions, labels, hints), and
// the default #868e96 reads at 3.3:1 on white; #6b7178 reads at 4.9:1 (WCAG AA for small text).
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#6b7178',
  '#495057',
  '#343a40',
  '#212529',
];

// The status colours' darker shades (7 for filled surfaces and text, 9 for text on light
// badges) darkened until white text on them, and they on white or on their own light tint,
// read at 4.5:1 or more (axe, WCAG AA; e2e/a11y.spec.ts). The light shades stay Mantine's.
const accessible = (base: readonly string[], dark: [string, string, string]): MantineColorsTuple =>
  [
    base[0],
    base[1],
    base[2],
    base[3],
    base[4],
    base[5],
    base[6],
    ...dark,
  ] as unknown as MantineColorsTuple;

const statusColors = {
  red: accessible(
    ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252'],
    ['#c92a2a', '#b02525', '#962020'],
  ),
  teal: accessible(
    ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886'],
    ['#087f5b', '#066b4d', '#055a40'],
  ),
  green: accessible(
    ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057'],
    ['#2b8a3e', '#237032', '#1b5a28'],
  ),
  orange: accessible(
    ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14'],
    ['#b8440b', '#a0390a', '#8a3008'],
  ),
  yellow: accessible(
    ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005'],
    ['#8f6000', '#7a5200', '#664400'],
  ),
  cyan: accessible(
    ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf'],
    ['#0b7285', '#095c6b', '#074a57'],
  ),
  blue: accessible(
    ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6'],
    ['#1864ab', '#145591', '#104677'],
  ),
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, gray, ...statusColors },
  fontFamily:
    "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
  headings: {
    fontFamily:
      "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
  },
});
