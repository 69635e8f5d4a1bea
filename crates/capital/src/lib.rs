//! A union's money: the capital book (calls, payments by members and GPs, who is late), its
//! distributions, the 조합원 명부 drawn from it, and the 소득공제 papers under 조세특례제한법 §16.
//! The union itself (its fields, applicants, formation, files and rules) is the `union` crate's.

pub mod audit;
pub mod book;
pub mod distribution;
pub mod member;
pub mod register;
pub mod service;
pub mod settlement;
pub mod tax_law;
pub mod tax_paper;
pub mod tax_paper_service;

pub use book::{
    CallDraft, CapitalBook, CapitalCall, CapitalCallId, CapitalRefusal, CapitalRepository, CapitalView, CapitalWrite,
    Member, Payment, PaymentDraft, PaymentId, Position, Share, ShareState, Written,
};
pub use distribution::{Distribution, DistributionDraft, DistributionId, DistributionKind, DistributionShare, Holder};
pub use register::{member_register, MemberRegister, PaidMember, PaidMembers, RegisterRenderer};
pub use service::{CapitalService, MemberCapital, RegisterFormat, RegisterPorts, RegisterService};
pub use tax_law::{DeductionRule, LAW as DEDUCTION_LAW};
pub use tax_paper::{Lot, Person, TaxFacts, TaxLine, TaxMember, TaxPaper, TaxPaperRenderer, TaxPaperRepository};
pub use tax_paper_service::{MemberPaper, NumberPrint, TaxPaperPorts, TaxPaperService, TaxYear, YearPapers};
