//! The demo's support area: the platform's checker is also its operator staff, with notices,
//! an FAQ in every category, and the demo firm's inquiries (one answered, one waiting).

use kernel::Actor;
use support::Operator;

use crate::state::AppState;

const NOTICES: &[(&str, &str, bool)] = &[
    ("조합 서비스 오픈 안내", "조합 서비스를 시작합니다.\n조합 결성부터 출자, 보고서까지 한곳에서 관리하세요.", false),
    (
        "개인정보 처리방침 개정 안내",
        "2026년 3월 1일부터 개정된 개인정보 처리방침이 적용됩니다.\n주요 변경 사항은 보관 기간 명시입니다.",
        false,
    ),
    (
        "투자 보고서 PDF 내려받기 추가",
        "투자 보고서를 PDF로 내려받을 수 있습니다.\n보고서 상세 화면 오른쪽 위의 'PDF 저장'을 눌러 주세요.",
        false,
    ),
    (
        "포트폴리오 공유 링크 기능 출시",
        "포트폴리오 페이지를 만료일이 있는 링크로 공유할 수 있습니다.\n비밀번호와 이메일 인증도 설정할 수 있습니다.",
        false,
    ),
    (
        "조합원 명부 xlsx 내보내기 추가",
        "조합 상세의 출자 신청 탭에서 조합원 명부를 xlsx로 내려받을 수 있습니다.",
        false,
    ),
    (
        "12월 정기 점검 안내",
        "12월 6일(토) 02:00~04:00에 서비스 정기 점검이 있습니다.\n점검 중에는 접속할 수 없으니 양해 부탁드립니다.",
        true,
    ),
];

const FAQS: &[(&str, &str, &str)] = &[
    (
        "service",
        "조합은 어떤 서비스인가요?",
        "투자사(GP)가 투자조합을 결성하고 LP를 모집하며, 출자·서류·보고서를 한곳에서 관리하는 서비스입니다.",
    ),
    (
        "service",
        "여러 구성원이 함께 쓸 수 있나요?",
        "네. 같은 회사로 가입한 구성원을 대표 계정이 승인하면 함께 쓸 수 있고, 그룹 관리에서 팀을 나눌 수 있습니다.",
    ),
    (
        "union",
        "개인투자조합의 조합원은 몇 명까지 모집할 수 있나요?",
        "벤처투자 촉진에 관한 법률에 따라 개인투자조합의 조합원은 49인 이하여야 합니다.",
    ),
    ("union", "출자 1좌의 금액에 제한이 있나요?", "개인투자조합은 출자 1좌의 금액이 100만 원 이상이어야 합니다."),
    (
        "union",
        "조합 결성 후에도 조합원을 추가할 수 있나요?",
        "조합 상태를 '추가 모집'으로 바꾸고 추가 모집 안내 메일을 보내면 됩니다.",
    ),
    (
        "invest",
        "투자 보고서는 언제 기준으로 만들어지나요?",
        "보고서를 만들 때 정한 기준일의 투자 원장과 기업 가치로 계산해 저장합니다.",
    ),
    (
        "invest",
        "스타트업 가치 점수는 어떻게 계산하나요?",
        "재무, 성장, 팀, 시장 항목을 검증된 자료 기준으로 점수화합니다. 검증되지 않은 자료는 80%만 반영합니다.",
    ),
    (
        "account",
        "비밀번호를 잊어버렸어요.",
        "로그인 화면의 '비밀번호 찾기'에서 가입한 이메일로 재설정 링크를 받을 수 있습니다.",
    ),
    (
        "account",
        "대표 계정을 다른 구성원에게 넘길 수 있나요?",
        "구성원 관리의 활성 탭에서 '대표 계정 넘기기'를 누르고 비밀번호를 입력하면 됩니다.",
    ),
    ("payment", "결제는 어떤 수단으로 할 수 있나요?", "카드 결제만 지원합니다."),
];

/// Makes `operator` (the platform's checker) operator staff and fills the support area.
///
/// # Errors
/// When a service call fails.
pub async fn seed(state: &AppState, operator: Actor, email: &str, gp: &Actor, analyst: &Actor) -> anyhow::Result<()> {
    db::set_operator(&state.pool, email, true).await?;
    let op = Operator::new(operator, true)?;
    // Notices and FAQ are the platform's, not the demo firm's: a reset keeps them.
    let page = kernel::PageRequest::new(Some(1), Some(1));
    if state.support.notices("", page).await?.total_count == 0 {
        for (title, body, pinned) in NOTICES {
            state.support.create_notice(&op, title, body, *pinned).await?;
        }
        db::demo::age_notices(&state.pool, 23).await.map_err(anyhow::Error::msg)?;
    }
    if state.support.faqs(None, "").await?.is_empty() {
        for (n, (category, question, answer)) in FAQS.iter().enumerate() {
            state.support.create_faq(&op, category, question, answer, i32::try_from(n).unwrap_or(0)).await?;
        }
    }
    let asked = state
        .support
        .create_inquiry(
            gp,
            "union",
            "결성총회 전에 조합원 명부를 받을 수 있나요?",
            "결성총회 자료로 조합원 명부가 필요합니다.\n납입을 마친 조합원만 PDF로 받을 수 있을까요?",
        )
        .await?;
    state
        .support
        .answer(
            &op,
            asked.id,
            "안녕하세요, 조합 운영팀입니다.\n조합 상세의 출자 신청 탭에서 '납입 완료'로 거른 뒤 xlsx로 내려받을 수 있습니다. \
             PDF 명부는 곧 결성 체크리스트와 함께 제공됩니다.",
        )
        .await?;
    state
        .support
        .create_inquiry(
            analyst,
            "data",
            "스타트업 재무 자료 갱신 주기 문의",
            "관심 기업의 2025년 재무제표가 아직 보이지 않습니다. 언제 갱신되나요?",
        )
        .await?;
    db::demo::age_inquiries(&state.pool, gp.company_id.get()).await.map_err(anyhow::Error::msg)?;
    Ok(())
}

/// Messages between the demo firm and 데모스타트업: a request the startup read and answered,
/// an update it sent, and the firm's proposal it has not read; the firm has two unread.
///
/// # Errors
/// When a service call fails.
pub async fn seed_messages(state: &AppState, gp: &Actor, analyst: &Actor, startup: &Actor) -> anyhow::Result<()> {
    let m = &state.messages;
    let asked = m
        .send(
            analyst,
            startup.company_id,
            "IR 자료 요청드립니다",
            "안녕하세요, 데모투자파트너스 박심사입니다.\n다음 주 투자심의위원회 전에 최신 IR 자료와 3분기 손익을 받아볼 수 있을까요?",
            None,
        )
        .await?;
    m.open(startup, asked.id).await?;
    m.send(
        startup,
        gp.company_id,
        "RE: IR 자료 요청드립니다",
        "안녕하세요, 데모스타트업 최창업입니다.\n최신 IR 자료는 자료 요청 답변에 올려 두었습니다. 궁금한 점은 언제든 말씀해 주세요.",
        Some(asked.id),
    )
    .await?;
    m.send(
        startup,
        gp.company_id,
        "3분기 실적 공유드립니다",
        "3분기 매출이 전년 같은 기간보다 42% 늘었습니다.\n자세한 내용은 다음 분기 보고 때 함께 드리겠습니다.",
        None,
    )
    .await?;
    m.send(
        gp,
        startup.company_id,
        "후속 투자 미팅 제안",
        "후속 투자 논의를 위해 12월 둘째 주에 미팅을 제안드립니다. 가능한 일정을 알려 주세요.",
        None,
    )
    .await?;
    Ok(())
}

/// Companies on the waiting list (once: the list is the platform's, a reset keeps it): five in
/// the queue and one the operator has onboarded.
const WAITING: &[(&str, &str, &str, &str, &str, &str)] = &[
    (
        "한빛벤처스",
        "3018812345",
        "investor",
        "정한빛",
        "hanbit@hanbit-vc.kr",
        "개인투자조합 2개를 내년 상반기에 결성할 예정입니다.",
    ),
    ("누리파트너스", "2158845671", "investor", "오누리", "nuri@nuripartners.kr", ""),
    (
        "그린모빌리티",
        "5068823417",
        "startup",
        "강그린",
        "ceo@greenmobility.kr",
        "투자사의 자료 요청에 답하고 싶습니다.",
    ),
    ("씨앗엔젤클럽", "1078856342", "investor", "유씨앗", "seed@seedangel.kr", "엔젤클럽 회원 40명, 조합 운영 문의"),
    ("바다바이오", "6218890123", "startup", "문바다", "ir@badabio.kr", ""),
    (
        "미래에셋플러스",
        "1208877654",
        "investor",
        "서미래",
        "ops@mirae-plus.kr",
        "결성총회 일정 때문에 빠른 안내 부탁드립니다.",
    ),
];

/// # Errors
/// When a service call fails.
pub async fn seed_waiting(state: &AppState, operator: Actor) -> anyhow::Result<()> {
    let op = Operator::new(operator, true)?;
    let page = kernel::PageRequest::new(Some(1), Some(1));
    if state.waiting.list(&op, None, page).await?.total_count > 0 {
        return Ok(());
    }
    let mut first = None;
    for (i, (company, number, kind, contact, email, note)) in WAITING.iter().enumerate() {
        let entry = state
            .waiting
            .register(&support::WaitingInput {
                company_name: (*company).into(),
                business_number: (*number).into(),
                company_kind: (*kind).into(),
                contact_name: (*contact).into(),
                email: (*email).into(),
                phone: format!("0105550{:04}", 1200 + i),
                note: (*note).into(),
                agreed_privacy: true,
            })
            .await?;
        first.get_or_insert(entry.id);
    }
    if let Some(id) = first {
        state.waiting.onboard(&op, id).await?;
    }
    db::demo::age_waiting(&state.pool).await.map_err(anyhow::Error::msg)?;
    Ok(())
}
