//! LP, group, invitation and LP-portal errors as HTTP answers.

use lp::LpError;

use super::{ApiError, ErrorCode};

impl From<LpError> for ApiError {
    fn from(e: LpError) -> Self {
        match e {
            LpError::Validation(errors) => ApiError::validation(errors),
            LpError::MemberNotFound => ApiError::new(ErrorCode::LpMemberNotFound, "LP 회원을 찾을 수 없습니다."),
            LpError::EmailTaken => ApiError::new(ErrorCode::LpEmailTaken, "이미 등록된 LP 이메일입니다."),
            LpError::GroupNotFound => ApiError::new(ErrorCode::GroupNotFound, "그룹을 찾을 수 없습니다."),
            LpError::UnionNotFound => ApiError::union_not_found(),
            LpError::ApplicantNotFound => ApiError::applicant_not_found(),
            LpError::ApplicantMatched => {
                ApiError::new(ErrorCode::ApplicantMatched, "이미 다른 LP와 매칭된 신청입니다.")
            }
            LpError::AlreadyApplied => {
                ApiError::new(ErrorCode::AlreadyApplied, "이 조합에는 이미 출자 신청이 있습니다.")
            }
            LpError::NotRecruiting => ApiError::new(ErrorCode::UnionNotRecruiting, "모집 중인 조합이 아닙니다."),
            LpError::ImageEmpty => ApiError::new(ErrorCode::FileEmpty, "빈 파일은 올릴 수 없습니다."),
            LpError::ImageTooLarge => super::file_too_large("이미지", lp::group::MAX_IMAGE_BYTES),
            LpError::ImageTypeNotAllowed => ApiError::new(
                ErrorCode::FileTypeNotAllowed,
                "jpg, jpeg, png, gif, bmp, tif, tiff 이미지만 올릴 수 있습니다.",
            ),
            LpError::ImageNotFound => ApiError::new(ErrorCode::ImageNotFound, "이미지를 다시 올려 주세요."),
            LpError::InvitationNotFound => {
                ApiError::new(ErrorCode::InvitationNotFound, "초대 링크를 찾을 수 없습니다.")
            }
            LpError::InvitationExpired => ApiError::new(
                ErrorCode::InvitationExpired,
                "초대 링크가 만료되었습니다. 운용사에 다시 초대를 요청해 주세요.",
            ),
            LpError::InvitationUsed => ApiError::new(
                ErrorCode::InvitationUsed,
                "이미 사용된 초대 링크입니다. 로그인 후 '내 출자'에서 확인해 주세요.",
            ),
            LpError::Suspended => {
                ApiError::new(ErrorCode::LpSuspended, "이용이 정지된 LP입니다. 운용사에 문의해 주세요.")
            }
            LpError::ApplicationNotFound => {
                ApiError::new(ErrorCode::ApplicationNotFound, "출자 신청 내역을 찾을 수 없습니다.")
            }
            LpError::DocumentNotFound => ApiError::file_not_found(),
            LpError::ApplicationClosed => {
                ApiError::new(ErrorCode::ApplicationClosed, "출자가 마감되어 서류를 변경할 수 없습니다.")
            }
            LpError::Upload(u) => u.into(),
            LpError::Port(p) => p.into(),
        }
    }
}
