//! Union, applicant and file errors as HTTP answers.

use union::UnionError;

use super::{ApiError, ErrorCode};

impl From<UnionError> for ApiError {
    fn from(e: UnionError) -> Self {
        match e {
            UnionError::Validation(errors) => ApiError::validation(errors),
            UnionError::UniqueNumberTaken => {
                ApiError::new(ErrorCode::UniqueNumberTaken, "이미 사용 중인 고유번호입니다.")
            }
            UnionError::NotFound => ApiError::union_not_found(),
            UnionError::Formed => {
                ApiError::new(ErrorCode::UnionFormed, "결성이 완료된 조합은 수정할 수 없습니다.")
            }
            UnionError::StatusChangeNotAllowed { from, to } => ApiError::status_change(from.label(), to.label()),
            UnionError::ApplicantNotFound => ApiError::applicant_not_found(),
            UnionError::ApplicantStatusChangeNotAllowed { from, to } => {
                ApiError::status_change(from.label(), to.label())
            }
            UnionError::NoFiles => ApiError::new(ErrorCode::NoFile, "업로드할 파일을 선택해 주세요."),
            UnionError::TooManyFiles => ApiError::new(ErrorCode::TooManyFiles,
                format!("한 번에 {}개까지 올릴 수 있습니다.", union::files::MAX_FILES_PER_UPLOAD),
            ),
            UnionError::FileEmpty { name } => {
                ApiError::new(ErrorCode::FileEmpty, format!("{name}: 빈 파일은 올릴 수 없습니다."))
            }
            UnionError::FileTooLarge { name } => super::file_too_large(&name, union::files::MAX_FILE_BYTES),
            UnionError::ImportInvalid(errors) => ApiError {
                errors,
                ..ApiError::new(ErrorCode::ImportInvalidRows,
                    "잘못된 행이 있어 아무것도 등록하지 않았습니다. 아래 내용을 고쳐 다시 올려 주세요.",
                )
            },
            UnionError::FileTypeNotAllowed { name, category } => ApiError::new(ErrorCode::FileTypeNotAllowed,
                if category == union::FileCategory::UnionSealRegistrationCertificate {
                    format!("{name}: 조합인감은 PNG 파일만 올릴 수 있습니다.")
                } else {
                    format!("{name}: PDF, 이미지, 오피스·한글 문서, ZIP 파일만 올릴 수 있습니다.")
                },
            ),
            UnionError::FileNotFound => ApiError::file_not_found(),
            UnionError::NotPdf { name } => {
                ApiError::new(ErrorCode::NotPdf, format!("{name}: PDF 파일만 올릴 수 있습니다."))
            }
            UnionError::FormationIncomplete { to, missing } => {
                let steps: Vec<&str> = missing.iter().map(|s| s.label()).collect();
                ApiError::new(ErrorCode::FormationIncomplete,
                    format!(
                        "'{}'(으)로 바꾸려면 결성 체크리스트의 {} 단계를 먼저 완료해 주세요.",
                        to.label(),
                        steps.join(", ")
                    ),
                )
            }
            UnionError::RulesBroken(keys) => {
                let rules: Vec<&str> = keys.iter().map(|k| k.label()).collect();
                ApiError::new(ErrorCode::UnionRulesBroken,
                    format!("규정 위반이 있어 결성완료로 바꿀 수 없습니다: {}.", rules.join(", ")),
                )
            }
            UnionError::MemberCapReached => ApiError::new(ErrorCode::UnionMemberCap,
                "조합원은 업무집행조합원을 포함해 49인을 넘을 수 없습니다. 더 납입을 받을 수 없습니다.",
            ),
            UnionError::UnitsFull { left } => ApiError::new(ErrorCode::UnionUnitsFull,
                format!(
                    "조합의 출자좌수를 넘어 새 조합원의 납입을 받을 수 없습니다. 남은 약정 가능 금액은 {}원입니다.",
                    kernel::format::number(left.get())
                ),
            ),
            UnionError::TooManyHolders => ApiError::new(ErrorCode::UnionMemberCap,
                "지급일의 조합원이 업무집행조합원을 포함해 49인을 넘어 분배할 수 없습니다. 납입 기록을 먼저 바로잡아 주세요.",
            ),
            UnionError::GpSeatHasPayments => ApiError::new(ErrorCode::GpHasPayments,
                "납입 기록이 있는 공동 업무집행조합원은 뺄 수 없습니다. 출자금 탭에서 납입 기록을 먼저 취소해 주세요.",
            ),
            UnionError::GpNotFound => {
                ApiError::new(ErrorCode::GpNotFound, "업무집행조합원을 찾을 수 없습니다.")
            }
            UnionError::NotContributor => {
                ApiError::new(ErrorCode::NotContributor, "출자를 완료한 조합원이 아닙니다.")
            }
            UnionError::LumpSumUnion => ApiError::new(ErrorCode::LumpSumUnion,
                "일시납 조합은 출자 요청 없이 출자금 전액을 한 번에 납입합니다.",
            ),
            UnionError::CapitalCallNotFound => {
                ApiError::new(ErrorCode::CapitalCallNotFound, "출자 요청을 찾을 수 없습니다.")
            }
            UnionError::CapitalCallHasPayments => ApiError::new(ErrorCode::CapitalCallHasPayments,
                "납입 기록이 있는 출자 요청은 취소할 수 없습니다. 납입 기록을 먼저 취소해 주세요.",
            ),
            UnionError::PaymentNotFound => {
                ApiError::new(ErrorCode::PaymentNotFound, "납입 기록을 찾을 수 없습니다.")
            }
            UnionError::ApplicantNotMember => ApiError::new(ErrorCode::ApplicantNotMember,
                "서류 제출을 마친 조합원만 납입을 기록할 수 있습니다.",
            ),
            UnionError::NoCapitalCall => ApiError::new(ErrorCode::NoCapitalCall,
                "출자 요청이 아직 없습니다. 출자금 탭에서 1차 출자 요청을 먼저 만들어 주세요.",
            ),
            UnionError::ApplicantHasPayments => ApiError::new(ErrorCode::ApplicantHasPayments,
                "납입 기록이 있어 되돌릴 수 없습니다. 출자금 탭에서 납입 기록을 취소해 주세요.",
            ),
            UnionError::NothingPaidIn => {
                ApiError::new(ErrorCode::NothingPaidIn, "지급일까지 납입된 출자금이 없어 분배할 수 없습니다.")
            }
            UnionError::DistributionNotFound => {
                ApiError::new(ErrorCode::DistributionNotFound, "분배 기록을 찾을 수 없습니다.")
            }
            UnionError::NoTaxPapers => ApiError::new(ErrorCode::NoTaxPapers,
                "이 해에 소득공제 대상인 조합원이 없어 출자확인서를 만들 수 없습니다.",
            ),
            UnionError::Port(p) => p.into(),
        }
    }
}
