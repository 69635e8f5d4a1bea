//! The data tab's file categories: codes, Korean names and what each accepts.

/// The data tab's categories (the spec's `file_cd` groups), in display order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FileCategory {
    OfficialDocument,
    UnionRegulations,
    UniqueNumberCertificate,
    BankAccountCopy,
    MemberWrittenDocuments,
    InvestmentProposal,
    UnionSealRegistrationCertificate,
    Others,
}

impl FileCategory {
    pub const ALL: [FileCategory; 8] = [
        FileCategory::OfficialDocument,
        FileCategory::UnionRegulations,
        FileCategory::UniqueNumberCertificate,
        FileCategory::BankAccountCopy,
        FileCategory::MemberWrittenDocuments,
        FileCategory::InvestmentProposal,
        FileCategory::UnionSealRegistrationCertificate,
        FileCategory::Others,
    ];

    /// The spec's category name, used on the wire and in storage.
    pub fn code(self) -> &'static str {
        match self {
            FileCategory::OfficialDocument => "officialDocument",
            FileCategory::UnionRegulations => "unionRegulations",
            FileCategory::UniqueNumberCertificate => "uniqueNumberCertificate",
            FileCategory::BankAccountCopy => "bankAccountCopy",
            FileCategory::MemberWrittenDocuments => "memberWrittenDocuments",
            FileCategory::InvestmentProposal => "investmentProposal",
            FileCategory::UnionSealRegistrationCertificate => "unionSealRegistrationCertificate",
            FileCategory::Others => "others",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            FileCategory::OfficialDocument => "공문",
            FileCategory::UnionRegulations => "조합규약",
            FileCategory::UniqueNumberCertificate => "고유번호증",
            FileCategory::BankAccountCopy => "통장사본",
            FileCategory::MemberWrittenDocuments => "조합원작성서류",
            FileCategory::InvestmentProposal => "출자제안서",
            FileCategory::UnionSealRegistrationCertificate => "조합인감",
            FileCategory::Others => "기타",
        }
    }

    /// The only content types the category takes; empty means any document type. The seal
    /// registration certificate (조합인감) is a PNG image of the seal.
    pub fn accepted_types(self) -> &'static [&'static str] {
        match self {
            FileCategory::UnionSealRegistrationCertificate => &["image/png"],
            _ => &[],
        }
    }
}
