//! What the answer screens borrow from the startup's other screens, in one place: the yearly
//! figures' lines and inputs (an answer's statements are the 재무 tab's YearFiguresBody) and the
//! startup's own document upload.
export { BALANCE_ROWS, INCOME_ROWS } from '@/features/startup/profile';
export { useGetStartupQuery } from '@/features/startup/api';
export { FigureStatement } from '@/features/startup/own/components/FigureStatement';
export { WholeNumberInput } from '@/features/startup/own/components/formParts';
export {
  formToFigures,
  numberOrNull,
  SIGNED_BALANCE,
  yearToForm,
  type FiguresFormValues,
  type NumberValue,
} from '@/features/startup/own/model';
export {
  profileChanged,
  uploadStartupDocument,
  useProfileDispatch,
} from '@/features/startup/own/fileApi';
