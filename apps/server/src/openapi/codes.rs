//! The coded fields of the API as OpenAPI enums. DTOs carry codes as strings (the wire form);
//! these schema-only types give each field its closed list, read from the domain enum's `ALL`
//! so the document cannot drift from what the server parses. Use them with
//! `#[schema(value_type = codes::UnionStatus)]` or `#[param(value_type = ...)]`.

use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::openapi::RefOr;

macro_rules! code_schemas {
    ($($(#[doc = $doc:literal])+ $name:ident => $codes:expr;)+) => {$(
        $(#[doc = $doc])+
        pub struct $name;

        impl utoipa::PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                let description = [$($doc),+].map(str::trim).join(" ");
                let codes: Vec<&'static str> = $codes;
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some(codes))
                    .description(Some(description))
                    .into()
            }
        }

        impl utoipa::ToSchema for $name {}
    )+};
}

code_schemas! {
    /// 조합 상태: R 모집중, S 모집중지, C 모집마감, F 결성진행중, A 추가모집, E 결성완료.
    UnionStatusCode => union::UnionStatus::ALL.iter().map(|s| s.code()).collect();
    /// 조합 형태: 1 벤처투자조합, 2 개인투자조합.
    FundTypeCode => union::FundType::ALL.iter().map(|s| s.code()).collect();
    /// 납입 방식: 1 일시납, 2 수시납, 3 분할납.
    PaymentMethodCode => union::PaymentMethod::ALL.iter().map(|s| s.code()).collect();
    /// 출자 신청 상태: R 심사중, C 심사완료, S 서류제출, P 납입완료, F 출자마감.
    ApplicantStatusCode => union::ApplicantStatus::ALL.iter().map(|s| s.code()).collect();
    /// 결성 체크리스트 단계: plan_approval 결성계획 승인, unique_number 고유번호증 발급, bank_account 조합 계좌 개설, payments 출자금 납입, general_meeting 결성총회, registration 조합 등록.
    FormationStepCode => union::FormationStep::ALL.iter().map(|s| s.code()).collect();
    /// 출자금 납입 상태: paid 완납, partial 일부 납입, unpaid 미납, late 연체.
    ShareStateCode => capital::ShareState::ALL.iter().map(|s| s.code()).collect();
    /// 분배 종류: profit 수익 분배, capital_return 원금 반환.
    DistributionKindCode => capital::DistributionKind::ALL.iter().map(|s| s.code()).collect();
    /// 조합원 구분: managing_gp 업무집행조합원(대표), co_gp 업무집행조합원, limited 유한책임조합원.
    HolderRoleCode => capital::register::MemberRole::ALL.iter().map(|s| s.code()).collect();
    /// 소득공제 방식 (조세특례제한법 §16①): ten_percent 벤처투자조합 출자 10%, bands 개인투자조합 출자 100/70/30% 구간.
    DeductionRuleCode => capital::DeductionRule::ALL.iter().map(|s| s.code()).collect();
    /// 규정 점검 결과: ok 충족, warning 주의, broken 위반.
    RuleStateCode => union::RuleState::ALL.iter().map(|s| s.code()).collect();
    /// 점검하는 규정: members 조합원 수, unit_price 출자 1좌 금액, total 출자금 총액, gp_stake 업무집행조합원 출자 비율, term 존속기간, investment_obligation 투자 의무.
    RuleKeyCode => union::RuleKey::ALL.iter().map(|s| s.code()).collect();
    /// LP 구분: individual 개인, corporate 법인.
    LpTypeCode => union::LpType::ALL.iter().map(|s| s.code()).collect();
    /// LP 회원 상태: W 대기, N 정상, S 정지.
    LpMemberStatusCode => lp::LpMemberStatus::ALL.iter().map(|s| s.code()).collect();
    /// 안내 메일 종류: I 모집 안내, C 마감 안내 및 서류 요청, P 결성계획 승인 및 출자금 납입 요청, A 추가 모집 안내.
    MailKindCode => mail::MailKind::ALL.iter().map(|s| s.code()).collect();
    /// 수신자별 발송 상태: queued 대기, sending 발송 중, sent 발송 완료, failed 실패.
    DeliveryStatusCode => mail::DeliveryStatus::ALL.iter().map(|s| s.code()).collect();
    /// 조합 관련자료 분류.
    FileCategoryCode => union::FileCategory::ALL.iter().map(|s| s.code()).collect();
    /// 투자 증빙 종류: IRF0015 출자증명서, IRF0007 출자확인서.
    EvidenceKindCode => union::EvidenceKind::ALL.iter().map(|s| s.code()).collect();
    /// 일괄 업로드에서 저장하지 못한 파일의 사유.
    BulkFailureCode => union::BulkFailure::ALL.iter().map(|s| s.code()).collect();
    /// 출자자 제출 서류 종류.
    DocumentKindCode => union::DocumentKind::ALL.iter().map(|s| s.code()).collect();
    /// 기업 구분: investor 투자사(GP), startup 스타트업.
    CompanyKindCode => auth::CompanyKind::ALL.iter().map(|s| s.code()).collect();
    /// 투자사 형태: C 법인, P 개인.
    InvestorTypeCode => auth::InvestorType::ALL.iter().map(|s| s.code()).collect();
    /// 회원 구분: startup, investor, fact_checker.
    UserTypeCode => auth::UserType::ALL.iter().map(|s| s.code()).collect();
    /// 가입 시 선택할 수 있는 회원 구분: investor, startup.
    JoinUserTypeCode => auth::UserType::JOINABLE.iter().map(|s| s.code()).collect();
    /// 기업 내 역할: ceo 대표, staff 구성원.
    CompanyRoleCode => auth::CompanyRole::ALL.iter().map(|s| s.code()).collect();
    /// 가입 형태: individual 개인, enterprise 기업.
    FormTypeCode => auth::FormType::ALL.iter().map(|s| s.code()).collect();
    /// 기업 소속 상태: c 승인, w 승인 대기, r 거절, d 제외.
    GroupStatusCode => auth::GroupStatus::ALL.iter().map(|s| s.code()).collect();
    /// 은행 코드 (금융결제원 세 자리), `GET /api/v1/banks` 목록의 코드.
    BankCode => union::BANKS.iter().map(|b| b.code).collect();
    /// 변경 이력의 대상.
    AuditEntityCode => kernel::audit::AuditEntity::ALL.iter().map(|s| s.code()).collect();
    /// 변경 이력의 동작.
    AuditActionCode => kernel::audit::AuditAction::ALL.iter().map(|s| s.code()).collect();
    /// 업종: ict_service ICT서비스, ict_manufacturing ICT제조, electric_machinery 전기/기계/장비, chemical_material 화학/소재, bio_medical 바이오/의료, media_content 영상/공연/음반, game 게임, distribution_service 유통/서비스, other 기타, none 없음.
    IndustryCode => company::Industry::ALL.iter().map(|s| s.code()).collect();
    /// 지역 (시·도): SD01 서울 … SD17 제주.
    RegionCode => company::Region::ALL.iter().map(|s| s.code()).collect();
    /// 기업 규모: startup 스타트업, small 중소기업, mid_sized 중견기업, large 대기업.
    SizeClassCode => company::SizeClass::ALL.iter().map(|s| s.code()).collect();
    /// 영업 상태: active 정상, suspended 휴업, closed 폐업.
    OperatingStatusCode => company::OperatingStatus::ALL.iter().map(|s| s.code()).collect();
    /// 주식 종류: common 보통주, preferred 우선주, rcps 상환전환우선주.
    StockKindCode => company::StockKind::ALL.iter().map(|s| s.code()).collect();
    /// 팩트체크 항목: FI01 기본 정보, FI02 기업 규모, FI03 주주 현황, FI04 재무 현황, FI05 손익계산서, FI06 매출액 추이, FI07 영업이익 추이, FI08 당기순이익 추이, FI09 투자 유치, FI10 특허, FI11 구성원, FI12 관련 자료.
    FactCheckItemCode => company::FactCheckItem::ALL.iter().map(|s| s.code()).collect();
    /// 기업 자료: SF01 사업자등록증, SF03 사업계획서, SF04 IR 자료, SF06 벤처기업확인서, SF14 법인등기부등본, SF15 주주명부, SF16 재무제표, SF17 손익계산서, SF18 4대보험 가입자 명부, SF19 기타.
    CompanyDocumentCode => company::DocumentKind::ALL.iter().map(|s| s.code()).collect();
    /// 기업 이미지: logo 로고, photo 대표 사진.
    ImageSlotCode => company::ImageSlot::ALL.iter().map(|s| s.code()).collect();
    /// 가치 점수 항목: customer_profit 고객 수익성, financial_character 재무 건전성, market_competition 시장 경쟁력, product_service 제품·서비스, human_resources 인적 역량.
    ScoreAxisCode => company::ScoreAxis::ALL.iter().map(|s| s.code()).collect();
    /// 자료 요청 항목: quarterly_sales 분기 매출, cash 현금 잔고, headcount 임직원 수, yearly_statements 연간 재무제표, documents 서류.
    DataRequestItemCode => company::requests::RequestItem::ALL.iter().map(|s| s.code()).collect();
    /// 응답 상태: waiting 응답 대기, late 기한 지남, answered 응답 완료, answered_late 기한 후 응답.
    RequestStatusCode => vec!["waiting", "late", "answered", "answered_late"];
    /// 검증 결과: verified 확인, rejected 반려.
    VerdictCode => company::Verdict::ALL.iter().map(|s| s.code()).collect();
    /// 항목 상태: unchecked 미검증(수집 자료), pending 검증 대기, verified 확인, rejected 반려.
    ItemStatusCode => vec!["unchecked", "pending", "verified", "rejected"];
    /// FAQ 분류: service 서비스 이용, union 조합 운영, invest 투자·보고서, account 계정·회원, payment 결제·포인트.
    FaqCategoryCode => support::FaqCategory::ALL.iter().map(|s| s.code()).collect();
    /// 문의 유형: service 서비스 이용, union 조합 운영, data 기업 데이터, payment 결제·포인트, account 계정·회원, other 기타.
    InquiryCategoryCode => support::InquiryCategory::ALL.iter().map(|s| s.code()).collect();
    /// 메시지함: inbox 받은 메시지, sent 보낸 메시지.
    MessageFolderCode => vec!["inbox", "sent"];
    /// 문의 상태: waiting 답변 대기, answered 답변 완료.
    InquiryStatusCode => support::InquiryStatus::ALL.iter().map(|s| s.code()).collect();
    /// 대기 등록 회사 유형: investor 투자사, startup 스타트업.
    WaitingKindCode => support::WaitingKind::ALL.iter().map(|s| s.code()).collect();
    /// 대기 등록 상태: waiting 대기 중, onboarded 이용 안내 완료.
    WaitingStatusCode => support::WaitingStatus::ALL.iter().map(|s| s.code()).collect();
    /// 대기 등록 현황: on_product 이미 이용 중, waiting 대기 중, onboarded 이용 안내 완료, none 등록 없음.
    WaitingStandingCode => vec!["on_product", "waiting", "onboarded", "none"];
    /// 자동 업무: documents_to_review 서류 검토, payments_overdue 납입 기한 경과,
    /// data_request_late 자료 요청 기한 경과.
    AutoKindCode => task::AutoKind::ALL.iter().map(|s| s.code()).collect();
}

#[cfg(test)]
mod tests {
    use utoipa::openapi::schema::Schema;
    use utoipa::openapi::RefOr;
    use utoipa::PartialSchema;

    fn codes<T: PartialSchema>() -> Vec<String> {
        let RefOr::T(Schema::Object(o)) = T::schema() else { panic!("not an object schema") };
        o.enum_values.unwrap().into_iter().map(|v| v.as_str().unwrap().to_string()).collect()
    }

    #[test]
    fn lists_read_the_domain_codes() {
        assert_eq!(codes::<super::UnionStatusCode>(), ["R", "S", "C", "F", "A", "E"]);
        assert_eq!(codes::<super::ApplicantStatusCode>(), ["R", "C", "S", "P", "F"]);
        assert_eq!(codes::<super::GroupStatusCode>(), ["c", "w", "r", "d"]);
        assert_eq!(codes::<super::JoinUserTypeCode>(), ["investor", "startup"]);
    }
}
