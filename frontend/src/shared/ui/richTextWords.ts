//! The rich-text toolbar's Korean words (Mantine's are English) and its colours, shared by the
//! opinion editor and the portfolio page's blocks.

/** The toolbar's words, in Korean (Mantine's are English). */
export const TOOLBAR_LABELS = {
  boldControlLabel: '굵게',
  italicControlLabel: '기울임',
  underlineControlLabel: '밑줄',
  strikeControlLabel: '취소선',
  h3ControlLabel: '제목 1',
  h4ControlLabel: '제목 2',
  h5ControlLabel: '제목 3',
  blockquoteControlLabel: '인용',
  bulletListControlLabel: '글머리 기호 목록',
  orderedListControlLabel: '번호 목록',
  alignLeftControlLabel: '왼쪽 정렬',
  alignCenterControlLabel: '가운데 정렬',
  alignRightControlLabel: '오른쪽 정렬',
  colorPickerControlLabel: '글자 색',
  colorPickerColorLabel: (color: string) => `글자 색 ${color}`,
  colorPickerCancel: '닫기',
  colorPickerClear: '글자 색 지우기',
  colorPickerColorPicker: '색 직접 고르기',
  colorPickerPalette: '기본 색',
  colorPickerSave: '적용',
};

export const TOOLBAR_COLORS = [
  '#25262b',
  '#868e96',
  '#fa5252',
  '#e64980',
  '#be4bdb',
  '#7950f2',
  '#4c6ef5',
  '#228be6',
  '#15aabf',
  '#12b886',
  '#40c057',
  '#82c91e',
  '#fab005',
  '#fd7e14',
];
