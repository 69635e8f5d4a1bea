//! Shape of a policy document (terms of service, privacy policy) shown on its page and in the join consent boxes.

export interface PolicySection {
  heading: string;
  paragraphs?: string[];
  /** Numbered clauses (①, ②, ...) or list items, shown as a list under the paragraphs. */
  items?: string[];
  /** A simple table: first row is the header. */
  table?: string[][];
}

export interface PolicyDocument {
  title: string;
  effectiveDate: string;
  intro: string;
  sections: PolicySection[];
  addenda: string[];
}
