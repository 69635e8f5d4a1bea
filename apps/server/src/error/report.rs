//! Investment ledger and report errors as HTTP answers.

use kernel::opinion::OpinionConflict;
use report::position::PositionError;
use report::ReportError;

use super::{ApiError, ErrorCode};

impl From<ReportError> for ApiError {
    fn from(e: ReportError) -> Self {
        match e {
            ReportError::Validation(errors) => ApiError::validation(errors),
            ReportError::UnionNotFound => ApiError::union_not_found(),
            ReportError::StartupNotFound => ApiError::new(ErrorCode::StartupNotFound, "기업 정보를 찾을 수 없습니다."),
            ReportError::InvestmentNotFound => {
                ApiError::new(ErrorCode::InvestmentNotFound, "투자 내역을 찾을 수 없습니다.")
            }
            ReportError::FundingRoundNotFound => {
                ApiError::new(ErrorCode::FundingRoundNotFound, "후속 투자 내역을 찾을 수 없습니다.")
            }
            ReportError::RecoveryNotFound => {
                ApiError::new(ErrorCode::RecoveryNotFound, "회수 내역을 찾을 수 없습니다.")
            }
            ReportError::ValuationNotFound => {
                ApiError::new(ErrorCode::ValuationNotFound, "가치 평가 내역을 찾을 수 없습니다.")
            }
            // The ledger's rows do not add up on the base date: the GP corrects the rows.
            ReportError::Ledger(e) => ApiError::new(
                ErrorCode::LedgerInconsistent,
                match e {
                    PositionError::OversoldShares { on, .. } => {
                        format!("{on} 기준 회수 주식 수가 투자 주식 수보다 많습니다. 투자·회수 내역을 확인해 주세요.")
                    }
                    PositionError::Overflow => {
                        "합계 금액이 너무 커서 계산할 수 없습니다. 투자 내역의 금액을 확인해 주세요.".to_owned()
                    }
                },
            ),
            ReportError::ImportInvalid(errors) => ApiError {
                errors,
                ..ApiError::new(
                    ErrorCode::ImportInvalidRows,
                    "잘못된 행이 있어 아무것도 반영하지 않았습니다. 아래 내용을 고쳐 다시 올려 주세요.",
                )
            },
            ReportError::ReportNotFound => ApiError::new(ErrorCode::ReportNotFound, "보고서를 찾을 수 없습니다."),
            ReportError::LegacyReportNotFound => {
                ApiError::new(ErrorCode::LegacyReportNotFound, "이전 보고서를 찾을 수 없습니다.")
            }
            ReportError::Opinion(c) => ApiError::opinion(c),
            ReportError::Port(p) => p.into(),
        }
    }
}

impl ApiError {
    /// The one-opinion rule's refusals, the same for every opinion box.
    pub fn opinion(c: OpinionConflict) -> ApiError {
        match c {
            OpinionConflict::AlreadyWritten => {
                ApiError::new(ErrorCode::OpinionExists, "이미 작성한 의견이 있습니다. 작성한 의견을 수정해 주세요.")
            }
            OpinionConflict::NotWritten => ApiError::new(ErrorCode::OpinionNotFound, "작성한 의견이 없습니다."),
        }
    }
}
