//! An uploaded spreadsheet that cannot be read (applicants, the investment ledger, a startup's
//! figures) as an HTTP answer.

use docs::applicant_import::{ImportFileError, MAX_ROWS};

use super::{ApiError, ErrorCode};

impl From<ImportFileError> for ApiError {
    fn from(e: ImportFileError) -> Self {
        match e {
            ImportFileError::NotXlsx => {
                ApiError::new(ErrorCode::ImportNotXlsx, "엑셀(xlsx) 파일만 가져올 수 있습니다.")
            }
            ImportFileError::MissingColumns(cols) => ApiError::new(
                ErrorCode::ImportMissingColumns,
                format!("필수 열이 없습니다: {}. 양식을 내려받아 작성해 주세요.", cols.join(", ")),
            ),
            ImportFileError::MissingSheets(sheets) => ApiError::new(
                ErrorCode::ImportMissingColumns,
                format!("{} 시트가 없습니다. 양식을 내려받아 작성해 주세요.", sheets.join(", ")),
            ),
            ImportFileError::NoRows => ApiError::new(ErrorCode::ImportNoRows, "등록할 행이 없습니다."),
            ImportFileError::TooManyRows => ApiError::new(
                ErrorCode::ImportTooManyRows,
                format!("한 번에 {}명까지 등록할 수 있습니다.", kernel::format::number(MAX_ROWS as i64)),
            ),
        }
    }
}
