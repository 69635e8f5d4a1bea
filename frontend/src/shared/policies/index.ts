//! Policy texts shared by the policy pages and the join consent step.
export { privacyPolicy } from './privacy';
export { termsOfService } from './terms';
export type { PolicyDocument, PolicySection } from './types';
