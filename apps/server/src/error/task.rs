//! Task refusals as problem answers.

use task::TaskError;

use super::{ApiError, ErrorCode};

impl From<TaskError> for ApiError {
    fn from(e: TaskError) -> Self {
        match e {
            TaskError::Validation(errors) => ApiError::validation(errors),
            TaskError::NotFound => ApiError::new(ErrorCode::TaskNotFound, "업무를 찾을 수 없습니다."),
            TaskError::UnionNotFound => ApiError::union_not_found(),
            TaskError::Automatic => ApiError::new(
                ErrorCode::TaskAutomatic,
                "자동으로 만든 업무는 삭제할 수 없습니다. 처리가 끝나면 저절로 완료됩니다.",
            ),
            TaskError::Port(p) => p.into(),
        }
    }
}
