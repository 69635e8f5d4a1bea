//! Account errors as HTTP answers (login, sign-up, membership, password reset).

use auth::{AuthError, GroupStatus};

use super::{ApiError, ErrorCode};

impl From<AuthError> for ApiError {
    fn from(e: AuthError) -> Self {
        match e {
            AuthError::InvalidCredentials => {
                ApiError::new(ErrorCode::InvalidCredentials, "이메일 혹은 비밀번호가 일치하지 않습니다.")
            }
            AuthError::TooManyAttempts { retry_after_minutes } => ApiError {
                retry_after_secs: Some(retry_after_minutes * 60),
                ..ApiError::new(ErrorCode::TooManyAttempts,
                    format!("로그인 시도가 너무 많습니다. {retry_after_minutes}분 후에 다시 시도해 주세요."),
                )
            },
            AuthError::Membership { status, company_name } => match status {
                GroupStatus::Pending => ApiError::new(ErrorCode::MembershipPending,
                    format!("{company_name} 소속으로 회원가입이 승인 대기 중입니다."),
                ),
                GroupStatus::Rejected => ApiError::new(ErrorCode::MembershipRejected,
                    format!("{company_name} 소속으로 회원가입이 거절 되었습니다."),
                ),
                GroupStatus::Expelled | GroupStatus::Active => {
                    ApiError::new(ErrorCode::MembershipExpelled, format!("{company_name} 에서 강퇴 되었습니다."))
                }
            },
            AuthError::RegistrationIncomplete => {
                ApiError::new(ErrorCode::RegistrationIncomplete, "정보를 입력한 후 이용할 수 있습니다.")
            }
            AuthError::LoginRequired => ApiError::new(ErrorCode::LoginRequired, "로그인이 필요합니다."),
            AuthError::Validation(errors) => ApiError::validation(errors),
            AuthError::EmailTaken => ApiError::new(ErrorCode::EmailTaken, "이미 가입된 이메일입니다."),
            AuthError::BusinessNumberTaken => ApiError::new(ErrorCode::BusinessNumberTaken,
                "이미 등록된 사업자등록번호입니다. 기업 검색에서 소속 기업을 찾아 주세요.",
            ),
            AuthError::CompanyNameTaken => ApiError::new(ErrorCode::CompanyNameTaken,
                "다른 사업자등록번호로 등록된 회사명입니다. 사업자등록증의 상호를 확인해 주세요.",
            ),
            AuthError::CompanyNotFound => ApiError::new(ErrorCode::CompanyNotFound, "기업을 찾을 수 없습니다."),
            AuthError::AccountNotFound => {
                ApiError::new(ErrorCode::AccountNotFound, "입력하신 정보와 일치하는 회원이 없습니다.")
            }
            // Like an invitation link: the link is gone (expired or used), not the request malformed.
            AuthError::ResetTokenInvalid => ApiError::new(ErrorCode::ResetTokenInvalid,
                "비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해 주세요.",
            ),
            AuthError::CeoOnly => ApiError::new(ErrorCode::CeoOnly, "대표 계정만 할 수 있는 작업입니다."),
            AuthError::MemberNotFound => ApiError::new(ErrorCode::MemberNotFound, "회원을 찾을 수 없습니다."),
            AuthError::CeoHasMembers => ApiError::new(ErrorCode::CeoHasMembers,
                "다른 구성원이 있는 회사의 대표는 탈퇴할 수 없습니다. 구성원 관리에서 구성원을 정리한 뒤 탈퇴해 주세요.",
            ),
            AuthError::TeamNotFound => ApiError::new(ErrorCode::TeamNotFound, "그룹을 찾을 수 없습니다."),
            AuthError::TeamNameTaken => ApiError::new(ErrorCode::TeamNameTaken, "이미 있는 그룹명입니다."),
            AuthError::TooManyTeams => {
                ApiError::new(ErrorCode::TooManyTeams, "그룹은 회사당 100개까지 만들 수 있습니다.")
            }
            AuthError::StatusChangeNotAllowed => {
                ApiError::new(ErrorCode::StatusChangeNotAllowed, "현재 상태에서는 변경할 수 없습니다.")
            }
            AuthError::TwoFactorRequired => ApiError::new(ErrorCode::TwoFactorRequired,
                "2단계 인증을 사용하는 계정입니다. 인증 앱의 6자리 코드를 입력해 주세요.",
            ),
            AuthError::TwoFactorInvalid => {
                ApiError::new(ErrorCode::TwoFactorInvalid, "인증 코드가 맞지 않거나 이미 사용된 코드입니다.")
            }
            AuthError::TwoFactorSetupRequired => ApiError::new(ErrorCode::TwoFactorSetupRequired,
                "회사 정책에 따라 2단계 인증을 설정해야 서비스를 이용할 수 있습니다.",
            ),
            AuthError::TwoFactorAlreadyEnabled => {
                ApiError::new(ErrorCode::TwoFactorAlreadyEnabled, "이미 2단계 인증을 사용하고 있습니다.")
            }
            AuthError::TwoFactorNotEnabled => {
                ApiError::new(ErrorCode::TwoFactorNotEnabled, "먼저 2단계 인증을 설정해 주세요.")
            }
            AuthError::TwoFactorNotStarted => ApiError::new(ErrorCode::TwoFactorNotStarted,
                "인증 앱 등록을 먼저 시작해 주세요. QR 코드를 다시 받아 주세요.",
            ),
            AuthError::TwoFactorRequiredByFirm => ApiError::new(ErrorCode::TwoFactorRequiredByFirm,
                "회사 정책으로 2단계 인증이 필수라 해제할 수 없습니다.",
            ),
            AuthError::Port(p) => p.into(),
        }
    }
}
