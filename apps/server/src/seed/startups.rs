//! The demo's startups: forty companies across the ten industries and many regions, with three
//! years of figures (a few with fewer, so '-' and 'Ai 예측정보가 없습니다.' show too),
//! shareholders and incubators. Figures come from each company's sales and growth through the
//! deterministic dice, so every seed gives the same numbers.

use chrono::{Datelike, NaiveDate, Utc};
use company::news::{NewsId, NewsItem};
use company::Viewer;
use company::{
    BalanceSheet, CompanySize, IncomeStatement, Incubation, Industry, OperatingStatus, Region, ScorePoint, Shareholder,
    SizeClass, StartupCard, StartupId, StartupProfile, StockKind, ValuePoint,
};
use company::{Quarter, QuarterFigures};
use kernel::period::DateSpan;
use kernel::{Actor, Won};

use super::data::Dice;
use crate::state::AppState;

/// name, industry, region, founded, one-line intro, tags, 2025 sales in 백만원 (0: before
/// revenue), yearly growth in percent, years reported.
type Spec = (&'static str, Industry, Region, &'static str, &'static str, &'static [&'static str], i64, i64, i32);

#[rustfmt::skip]
const STARTUPS: &[Spec] = &[
    ("루미나랩스", Industry::IctService, Region::Seoul, "2021-03-15", "중소 제조사의 설비 데이터로 고장을 미리 알리는 예지보전 SaaS", &["SaaS", "예지보전", "제조AI"], 2_840, 65, 3),
    ("그린셀바이오", Industry::BioMedical, Region::Daejeon, "2019-06-03", "식물세포 배양으로 화장품 원료를 만드는 바이오 소재 기업", &["세포배양", "소재"], 1_920, 40, 3),
    ("파도게임즈", Industry::Game, Region::Seoul, "2020-01-20", "글로벌 캐주얼 퍼즐 게임 개발사", &["모바일게임", "퍼즐"], 6_410, 22, 3),
    ("오르빗로보틱스", Industry::ElectricMachinery, Region::Gyeonggi, "2018-09-11", "물류센터용 자율이동로봇(AMR) 제조", &["로봇", "물류자동화"], 9_870, 35, 3),
    ("하늘소재", Industry::ChemicalMaterial, Region::Ulsan, "2017-04-27", "2차전지 양극재용 고순도 전구체 소재", &["2차전지", "소재"], 15_300, 18, 3),
    ("스튜디오담", Industry::MediaContent, Region::Seoul, "2022-02-14", "웹툰 IP 기반 숏폼 드라마 제작 스튜디오", &["숏폼", "IP"], 1_140, 120, 3),
    ("바른유통", Industry::DistributionService, Region::Busan, "2019-11-05", "산지 직송 수산물 새벽배송 플랫폼", &["커머스", "수산물"], 12_600, 15, 3),
    ("노바칩스", Industry::IctManufacturing, Region::Gyeonggi, "2020-07-01", "엣지 AI 추론용 저전력 NPU 설계", &["반도체", "NPU", "팹리스"], 3_200, 90, 3),
    ("케어브릿지", Industry::BioMedical, Region::Seoul, "2021-08-19", "재택 환자용 원격 모니터링 의료기기", &["디지털헬스", "의료기기"], 780, 150, 3),
    ("팜잇", Industry::Other, Region::Jeonnam, "2020-05-12", "스마트팜 수직농장 운영과 엽채류 유통", &["스마트팜", "애그테크"], 2_350, 28, 3),
    ("모아페이", Industry::IctService, Region::Seoul, "2019-03-08", "소상공인 통합 결제·정산 서비스", &["핀테크", "결제"], 8_900, 42, 3),
    ("딥사운드", Industry::IctService, Region::Gwangju, "2022-06-21", "콜센터 음성 상담을 요약하는 AI 솔루션", &["음성AI", "B2B"], 620, 210, 3),
    ("에코사이클", Industry::ChemicalMaterial, Region::Chungnam, "2018-12-03", "폐플라스틱 열분해유 재생 공정", &["순환경제", "ESG"], 4_100, 12, 3),
    ("한결모빌리티", Industry::ElectricMachinery, Region::Daegu, "2021-01-25", "전기 이륜차 배터리 교환 스테이션", &["모빌리티", "배터리"], 1_560, 75, 3),
    ("픽셀포지", Industry::Game, Region::Busan, "2021-10-10", "인디 PC·콘솔 액션 RPG 개발", &["콘솔", "인디게임"], 410, 300, 2),
    ("온새미로", Industry::DistributionService, Region::Jeju, "2020-09-14", "제주 로컬 브랜드 D2C 커머스", &["D2C", "로컬"], 1_870, 20, 3),
    ("큐빗테크", Industry::IctManufacturing, Region::Daejeon, "2022-03-02", "양자암호 통신 모듈 개발", &["양자", "보안"], 0, 0, 0),
    ("메디픽", Industry::BioMedical, Region::Incheon, "2019-02-18", "AI 흉부 X선 판독 보조 소프트웨어", &["의료AI", "영상진단"], 3_050, 55, 3),
    ("리브하우스", Industry::DistributionService, Region::Seoul, "2018-05-30", "1인 가구 공유주거 운영", &["프롭테크", "공유주거"], 7_420, 9, 3),
    ("빛소리미디어", Industry::MediaContent, Region::Gyeonggi, "2017-08-08", "K-팝 공연 실감형 XR 중계", &["XR", "공연"], 5_230, -8, 3),
    ("아이엠러닝", Industry::IctService, Region::Sejong, "2021-04-04", "초등 수학 맞춤형 AI 튜터", &["에듀테크", "AI튜터"], 1_280, 85, 3),
    ("세라믹웨이브", Industry::ChemicalMaterial, Region::Gyeongnam, "2016-10-17", "반도체 공정용 세라믹 부품", &["반도체부품", "소재"], 21_400, 11, 3),
    ("그로우핏", Industry::IctService, Region::Seoul, "2022-09-01", "헬스장 회원 관리와 PT 예약 앱", &["피트니스", "SaaS"], 350, 180, 2),
    ("코어드론", Industry::ElectricMachinery, Region::Gangwon, "2019-07-22", "산림 감시용 장거리 드론", &["드론", "공공"], 2_910, 30, 3),
    ("맛있는연구소", Industry::DistributionService, Region::Gyeongbuk, "2020-11-11", "대체육 간편식 제조·판매", &["푸드테크", "대체육"], 3_600, 48, 3),
    ("씨앗파트너스", Industry::Other, Region::Jeonbuk, "2021-12-06", "농촌 체험 관광 예약 플랫폼", &["관광", "지역"], 240, 60, 3),
    ("블루오션해양", Industry::Other, Region::Busan, "2018-03-19", "선박 배출가스 저감 장치", &["해양", "친환경"], 6_800, 14, 3),
    ("데이터숲", Industry::IctService, Region::Daejeon, "2020-02-28", "공공데이터 정제와 API 판매", &["데이터", "API"], 1_720, 33, 3),
    ("뉴로핏", Industry::BioMedical, Region::Seoul, "2016-06-13", "뇌 MRI 분석 기반 치매 조기진단", &["뇌질환", "의료AI"], 4_450, 38, 3),
    ("스마일치과기공", Industry::BioMedical, Region::Chungbuk, "2019-09-09", "3D 프린팅 치과 보철물 제작", &["3D프린팅", "덴탈"], 2_180, 21, 3),
    ("레드캣게임즈", Industry::Game, Region::Gyeonggi, "2018-01-15", "수집형 모바일 RPG 퍼블리싱", &["모바일게임", "퍼블리싱"], 18_900, -12, 3),
    ("솔라브릭", Industry::ElectricMachinery, Region::Jeonnam, "2020-08-24", "건물 외벽 일체형 태양광 패널", &["태양광", "BIPV"], 2_640, 58, 3),
    ("하모니케어", Industry::IctService, Region::Gwangju, "2021-05-17", "요양기관 돌봄 기록·급여 청구 SaaS", &["돌봄", "SaaS"], 1_050, 95, 3),
    ("무빙픽처스", Industry::MediaContent, Region::Seoul, "2019-04-01", "브랜드 유튜브 채널 기획·제작", &["영상", "마케팅"], 2_760, 6, 3),
    ("에이치투파워", Industry::ElectricMachinery, Region::Ulsan, "2022-01-10", "수소연료전지 지게차 파워팩", &["수소", "모빌리티"], 0, 0, 1),
    ("스테이지랩", Industry::MediaContent, Region::Busan, "2020-10-05", "소극장 공연 예매와 좌석 판매 플랫폼", &["공연", "티켓"], 890, 44, 3),
    ("팩토리원", Industry::IctManufacturing, Region::Gyeongnam, "2017-11-21", "공장용 산업 IoT 게이트웨이", &["IoT", "스마트팩토리"], 8_300, 17, 3),
    ("나눔로지스", Industry::DistributionService, Region::Incheon, "2021-03-29", "중소 셀러 풀필먼트 대행", &["물류", "풀필먼트"], 5_120, 70, 3),
    ("코드브루", Industry::Unclassified, Region::Seoul, "2023-02-01", "개발자 채용 코딩테스트 플랫폼", &["HR테크"], 180, 0, 1),
    ("바이오스펙트라", Industry::BioMedical, Region::Gyeonggi, "2017-03-06", "항체 신약 후보물질 발굴", &["신약", "항체"], 520, -20, 3),
];

const INCUBATORS: &[&str] = &[
    "서울창업허브",
    "경기창조경제혁신센터",
    "KAIST 창업원",
    "디캠프",
    "스파크랩",
    "부산창업카페",
    "대전창조경제혁신센터",
];

/// Adds the demo's startups (a second run adds nothing: the import skips known numbers).
///
/// # Errors
/// Storage failures.
pub async fn seed(state: &AppState) -> anyhow::Result<Vec<StartupId>> {
    let mut dice = Dice::new(17);
    let profiles: Vec<StartupProfile> = STARTUPS.iter().enumerate().map(|(n, s)| profile(n, s, &mut dice)).collect();
    Ok(state.startups.import(&profiles).await?)
}

/// The demo firm's interest companies and opinions (spec: the opinion box, /interest-company).
const OPINIONS: &[(usize, &str)] = &[
    (0, "<h3>투자 검토 의견</h3><p>제조 현장의 설비 데이터를 직접 모으는 구조라 <strong>전환 비용이 높고</strong> 고객 이탈이 적습니다.</p><ul><li>2025년 매출 28억, 전년 대비 65% 성장</li><li>후속 라운드에서 리드 검토</li></ul>"),
    (3, "<p>물류센터 AMR 시장에서 <strong>납품 실적</strong>이 확인됩니다. 부채비율이 높아 운전자본 관리 계획을 확인할 것.</p>"),
    (7, "<p>엣지 NPU 설계 역량은 우수하나 양산 일정이 지연될 위험이 있습니다. <em>다음 분기 테이프아웃 결과</em>를 보고 판단.</p>"),
];
const BOOKMARKS: &[usize] = &[0, 3, 7, 11, 17, 28];

/// Bookmarks and opinions of the demo firm, written through the service as a GP would.
///
/// # Errors
/// Storage failures.
pub async fn seed_notes(state: &AppState, ceo: Actor, startups: &[StartupId]) -> anyhow::Result<()> {
    let viewer = Viewer::Investor(ceo);
    for &n in BOOKMARKS {
        if let Some(&id) = startups.get(n) {
            state.startups.set_bookmark(viewer, id, true).await?;
        }
    }
    for &(n, html) in OPINIONS {
        if let Some(&id) = startups.get(n) {
            state.startups.write_opinion(viewer, id, html, true).await?;
        }
    }
    Ok(())
}

fn won(million: i64) -> i64 {
    million * 1_000_000
}

/// Three years ending 2025, the latest `sales` (백만원) growing by `growth` % a year.
fn figures(sales: i64, growth: i64, years: i32, dice: &mut Dice) -> (Vec<BalanceSheet>, Vec<IncomeStatement>) {
    let mut balance = Vec::new();
    let mut income = Vec::new();
    let mut equity = won(300 + sales / 3);
    for year in 2026 - years..2026 {
        let back = 2025 - year;
        // Sales of earlier years: divide by (1 + growth) once a year back.
        let mut s = won(sales);
        for _ in 0..back {
            s = s * 100 / (100 + growth).max(10);
        }
        let gross_pct = 30 + i64::try_from(dice.below(45)).unwrap_or(0);
        let gross = s * gross_pct / 100;
        let opex = gross + s * (i64::try_from(dice.below(30)).unwrap_or(0) - 12) / 100 + won(150);
        let operating = gross - opex;
        let ordinary = operating + won(5) - won(3);
        let tax = if ordinary > 0 { ordinary / 10 } else { 0 };
        income.push(IncomeStatement {
            year,
            sales: Some(s),
            cost_of_sales: Some(s - gross),
            gross_profit: Some(gross),
            operating_expenses: Some(opex),
            operating_profit: Some(operating),
            non_operating_income: Some(won(5)),
            non_operating_expenses: Some(won(3)),
            ordinary_profit: Some(ordinary),
            // Cash flow is reported by some companies only: the table shows '-' for the rest.
            cash_flow: (dice.below(3) > 0).then_some(operating + won(40)),
            retained_earnings: Some(-won(500) + operating),
            corporate_tax: Some(tax),
            net_income: Some(ordinary - tax),
        });
        equity += ordinary - tax + won(200);
        let equity_now = equity.max(won(50));
        let liabilities = equity_now * (40 + i64::try_from(dice.below(160)).unwrap_or(0)) / 100;
        let assets = equity_now + liabilities;
        let cash = assets * 35 / 100;
        balance.push(BalanceSheet {
            year,
            cash: Some(cash),
            receivables: Some(s / 8),
            inventory: Some(s / 20),
            tangible_assets: Some(assets / 5),
            intangible_assets: Some(assets / 12),
            investment_assets: Some(assets / 25),
            other_assets: Some(assets - cash - s / 8 - s / 20 - assets / 5 - assets / 12 - assets / 25),
            total_assets: Some(assets),
            current_liabilities: Some(liabilities * 6 / 10),
            long_term_liabilities: Some(liabilities - liabilities * 6 / 10),
            total_liabilities: Some(liabilities),
            capital_stock: Some(won(150)),
            total_equity: Some(equity_now),
        });
    }
    (balance, income)
}

/// A year of company values ending at `value` today: month ends back from last month, each
/// month moving by the company's own drift and a wobble. Dates are relative to the seed day (the
/// rank tables compare today with a month ago), the values deterministic.
fn value_history(value: i64, dice: &mut Dice) -> Vec<ValuePoint> {
    let today = kernel::format::korean_today();
    let drift = i64::try_from(dice.below(17)).unwrap_or(0) - 6;
    let mut points = vec![ValuePoint { on: today, value: Won(value) }];
    let mut v = value;
    let mut month_end = today.with_day(1).and_then(|d| d.pred_opt()).unwrap_or(today);
    for _ in 0..11 {
        let wobble = i64::try_from(dice.below(7)).unwrap_or(0) - 3;
        v = v * 100 / (100 + drift + wobble).max(50);
        points.push(ValuePoint { on: month_end, value: Won(v) });
        month_end = month_end.with_day(1).and_then(|d| d.pred_opt()).unwrap_or(month_end);
    }
    points.reverse();
    points
}

/// A year of total scores ending at the profile's score today, on the same month ends as the
/// value history, wandering a few points a month.
fn score_history(profile: &StartupProfile, dice: &mut Dice) -> Vec<ScorePoint> {
    let Some(now) = profile.scores().map(|s| i32::from(s.total)) else { return Vec::new() };
    let mut total = now;
    let mut points: Vec<ScorePoint> = Vec::new();
    for v in profile.value_history.iter().rev() {
        points.push(ScorePoint { on: v.on, total: u8::try_from(total.clamp(0, 100)).unwrap_or(0) });
        total -= i32::try_from(dice.below(7)).unwrap_or(0) - 2;
    }
    points.reverse();
    points
}

/// Where the demo's press coverage appears (example domains: the articles are made up).
const PUBLISHERS: &[(&str, &str)] = &[
    ("테크데일리", "techdaily.example.kr"),
    ("벤처포커스", "venturefocus.example.kr"),
    ("스타트업투데이", "startuptoday.example.kr"),
];

/// A few made-up articles for the first dozen startups, the latest first.
fn news(n: usize, name: &str, tags: &[&str]) -> Vec<NewsItem> {
    if n >= 12 {
        return Vec::new();
    }
    let today = kernel::format::korean_today();
    let tag = tags.first().copied().unwrap_or("신사업");
    let titles = [
        format!("{name}, 시리즈A 투자 유치… {tag} 사업 확대"),
        format!("{name}, 중소벤처기업부 팁스(TIPS) 선정"),
        format!("[인터뷰] {name} 대표 \"{tag} 시장의 표준을 만들겠다\""),
    ];
    titles
        .into_iter()
        .take(1 + n % 3)
        .enumerate()
        .map(|(k, title)| {
            let (publisher, host) = PUBLISHERS[(n + k) % PUBLISHERS.len()];
            let days = u64::try_from(20 + 45 * k + 7 * n).unwrap_or(20);
            let published_on = today - chrono::Days::new(days);
            NewsItem {
                id: NewsId(0),
                title,
                url: format!("https://{host}/articles/{}-{}", published_on.format("%Y%m%d"), n * 10 + k),
                publisher: publisher.into(),
                published_on,
                added_at: Utc::now(),
            }
        })
        .collect()
}

/// The last four finished quarters for the first fifteen startups (what their data requests
/// brought in), from the latest year's sales (백만원) with a little growth each quarter.
fn quarters(n: usize, sales: i64, staff: i32) -> Vec<QuarterFigures> {
    if n >= 15 {
        return Vec::new();
    }
    let today = kernel::format::korean_today();
    let mut q = Quarter::of(today);
    let mut out = Vec::new();
    for k in 0..4_i64 {
        q = if q.quarter == 1 {
            Quarter { year: q.year - 1, quarter: 4 }
        } else {
            Quarter { quarter: q.quarter - 1, ..q }
        };
        let quarter_sales = won(sales) / 4 * (100 - 4 * k) / 100;
        out.push(QuarterFigures {
            period: q,
            sales: Some(quarter_sales),
            cash: Some(quarter_sales * (3 + i64::try_from(n % 4).unwrap_or(0)) / 2),
            headcount: Some(i64::from(staff) - k),
        });
    }
    out.reverse();
    out
}

/// A venture confirmation renewed in 2024 or 2025 on the founding day's date, valid three years
/// (벤처기업확인서), so the investment obligation reads it for the demo's investments.
fn venture_period(founded: &str, n: usize) -> Option<DateSpan> {
    let founded = NaiveDate::parse_from_str(founded, "%Y-%m-%d").ok()?;
    let first = founded.with_year(if n % 2 == 1 { 2025 } else { 2024 })?;
    let last = first.checked_add_months(chrono::Months::new(36))?.pred_opt()?;
    DateSpan::new(first, last)
}

fn profile(n: usize, spec: &Spec, dice: &mut Dice) -> StartupProfile {
    let &(name, industry, region, founded, intro, tags, sales, growth, years) = spec;
    let (balance_sheets, income_statements) = figures(sales, growth, years, dice);
    let index = i64::try_from(n).unwrap_or(0);
    let ceo = format!("{}{}", dice.pick(super::data::SURNAMES), dice.pick(super::data::GIVEN));
    let total_investment = won(300 + sales * (5 + index % 7) / 10 + index * 90);
    let issued: i64 = 300_000 + 10_000 * index;
    let founder_stake = 45 + i64::try_from(dice.below(30)).unwrap_or(0);
    let mut shareholders = vec![Shareholder {
        name: ceo.clone(),
        stock_kind: StockKind::Common,
        stock_count: issued * founder_stake / 100,
        stock_amount: Won(issued * founder_stake / 100 * 500),
    }];
    if total_investment > won(1_000) {
        let vc = issued * (10 + index % 15) / 100;
        shareholders.push(Shareholder {
            name: "데모 1호 개인투자조합".into(),
            stock_kind: StockKind::ConvertiblePreferred,
            stock_count: vc,
            stock_amount: Won(vc * 500),
        });
        let angel = issued * 5 / 100;
        shareholders.push(Shareholder {
            name: format!("{}{}", dice.pick(super::data::SURNAMES), dice.pick(super::data::GIVEN)),
            stock_kind: StockKind::Common,
            stock_count: angel,
            stock_amount: Won(angel * 500),
        });
    }
    let incubations = (n % 3 != 1)
        .then(|| Incubation {
            incubator_name: (*dice.pick(INCUBATORS)).into(),
            started_on: NaiveDate::parse_from_str(founded, "%Y-%m-%d").ok().map(|d| d + chrono::Days::new(120)),
        })
        .into_iter()
        .collect();
    let company_value = total_investment * (4 + index % 6);
    let value_history = value_history(company_value, dice);
    let staff = 4 + i32::try_from(sales / 90).unwrap_or(0) + i32::try_from(dice.below(12)).unwrap_or(0);
    let mut profile = StartupProfile {
        card: StartupCard {
            id: StartupId(0),
            name: name.into(),
            business_number: Some(format!("{}{:02}{:05}", 211 + n % 80, 81 + n % 8, 10_000 + n * 373)),
            ceo_name: Some(ceo),
            industry,
            region: Some(region),
            founded_on: NaiveDate::parse_from_str(founded, "%Y-%m-%d").ok(),
            one_line_intro: intro.into(),
            tags: tags.iter().map(|t| (*t).to_string()).collect(),
            is_venture: n % 4 != 3,
            is_tips: n.is_multiple_of(3),
            has_follow_on: total_investment > won(2_000),
            incubated: false,
            latest_sales: None,
            total_investment: Won(total_investment),
            company_value: Some(Won(company_value)),
            logo: None,
        },
        size_class: Some(if sales > 15_000 { SizeClass::Small } else { SizeClass::Startup }),
        operating_status: OperatingStatus::Active,
        homepage: Some(format!("https://startup{:02}.example.com", n + 1)),
        phone: Some(format!("02{:08}", 15_880_000 + n * 17)),
        address: Some(format!("{} 창업로 {}", region.label(), 10 + n)),
        venture: if n % 4 != 3 { venture_period(founded, n) } else { None },
        detail_intro: format!(
            "{intro}. {name}은(는) {}년 설립 이후 고객사와 함께 제품을 다듬어 왔습니다.",
            &founded[..4]
        ),
        interview: format!("{name}의 목표는 {}에서 가장 믿을 수 있는 회사가 되는 것입니다.", industry.label()),
        size: CompanySize {
            issued_shares: Some(issued),
            face_value: Some(Won(500)),
            capital: Some(Won(issued * 500)),
            staff_count: Some(staff),
            staff_basis: NaiveDate::from_ymd_opt(2026, 6, 1),
        },
        shareholders,
        balance_sheets,
        income_statements,
        incubations,
        checks: Vec::new(),
        adjustments: Vec::new(),
        score_history: Vec::new(),
        quarters: quarters(n, sales, staff),
        news: news(n, name, tags),
        photo: None,
        documents: Vec::new(),
        value_history,
        updated_at: Utc::now(),
    };
    profile.score_history = score_history(&profile, dice);
    profile
}
