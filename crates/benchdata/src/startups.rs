//! 100,000 startups for the search and profile benchmarks (issue 17): Korean company names
//! built from common pieces (so a name piece such as '랩스' matches thousands, as in real
//! data), industries and regions skewed as Korean startups are (Seoul and Gyeonggi first),
//! three years of balance sheets and income statements each, shareholders, and a year of
//! month-end values. Loaded in set-based SQL inside one transaction; the row triggers that keep
//! the profile's copies (latest sales, incubated, name) are replaced by setting the copies
//! directly, so 300,000 yearly rows do not cost 300,000 profile updates.

use tokio_postgres::NoTls;

/// Bench startups have business numbers starting with this (no real number does: the first
/// three digits are a tax office code, and 999 is none).
const NUMBER_PREFIX: &str = "999";

const HEADS: [&str; 40] = [
    "루미나",
    "노바",
    "하늘",
    "바른",
    "스마트",
    "그린",
    "딥",
    "퀀텀",
    "메디",
    "에코",
    "온",
    "클라우드",
    "모두의",
    "한빛",
    "새봄",
    "블루",
    "코어",
    "넥스트",
    "위드",
    "아이",
    "오픈",
    "드림",
    "리브",
    "마인드",
    "팜",
    "씨드",
    "비욘드",
    "피플",
    "데이터",
    "엣지",
    "솔라",
    "플로우",
    "하이",
    "알파",
    "제로",
    "유니",
    "링크",
    "빅",
    "트루",
    "브릿지",
];
const TAILS: [&str; 25] = [
    "랩스",
    "테크",
    "바이오",
    "로보틱스",
    "소프트",
    "게임즈",
    "모빌리티",
    "헬스",
    "푸드",
    "에너지",
    "케어",
    "웍스",
    "네트웍스",
    "스튜디오",
    "파트너스",
    "머티리얼즈",
    "페이",
    "에듀",
    "메디컬",
    "팩토리",
    "시스템즈",
    "코리아",
    "AI",
    "디자인",
    "커머스",
];

fn sql_array(items: &[&str]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| format!("'{s}'")).collect();
    format!("ARRAY[{}]", quoted.join(","))
}

/// Creates (once) `count` startups; returns how many bench startups exist afterwards.
///
/// # Errors
/// Any database failure (then nothing of it stays).
pub async fn seed_startups(url: &str, count: i64) -> Result<i64, String> {
    let (mut client, connection) = tokio_postgres::connect(url, NoTls).await.map_err(|e| e.to_string())?;
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            tracing::warn!(error = %e, "bench startups connection");
        }
    });
    let like = format!("{NUMBER_PREFIX}%");
    let existing: i64 = client
        .query_one("SELECT count(*) FROM companies WHERE kind = 'startup' AND business_number LIKE $1", &[&like])
        .await
        .map_err(|e| e.to_string())?
        .get(0);
    if existing > 0 {
        return Ok(existing);
    }
    let heads = sql_array(&HEADS);
    let tails = sql_array(&TAILS);
    let tx = client.transaction().await.map_err(|e| e.to_string())?;
    let script = format!(
        "SET LOCAL maintenance_work_mem = '512MB';
         CREATE TEMP TABLE bench_s ON COMMIT DROP AS
           SELECT g, ({heads})[1 + g % 40] || ({tails})[1 + (g / 40) % 25] || ' ' || g AS name,
                  '{NUMBER_PREFIX}' || lpad(g::text, 7, '0') AS number
           FROM generate_series(1, {count}) g;
         INSERT INTO companies (kind, name, business_number, ceo_name)
           SELECT 'startup', name, number, '대표' || g FROM bench_s;
         CREATE TEMP TABLE bench_p ON COMMIT DROP AS
           SELECT c.id, s.g, s.name FROM bench_s s JOIN companies c ON c.business_number = s.number AND c.kind = 'startup';
         ALTER TABLE startup_profiles DISABLE TRIGGER startup_profiles_name;
         ALTER TABLE startup_income_statements DISABLE TRIGGER startup_income_statements_latest;
         ALTER TABLE startup_incubations DISABLE TRIGGER startup_incubations_flag;
         INSERT INTO startup_profiles (company_id, name, industry, region, size_class, founded_on, phone, is_venture,
                                       is_tips, has_follow_on, tags, one_line_intro, total_investment, company_value,
                                       issued_shares, face_value, capital, staff_count, staff_basis,
                                       latest_sales_year, latest_sales, incubated)
           SELECT id, name,
                  (ARRAY['ict_service','ict_service','ict_service','ict_manufacturing','electric_machinery',
                         'chemical_material','bio_medical','bio_medical','media_content','game',
                         'distribution_service','distribution_service','other','none'])[1 + (g * 7) % 14],
                  (ARRAY['SD01','SD01','SD01','SD01','SD01','SD09','SD09','SD09','SD02','SD03','SD04','SD05',
                         'SD06','SD06','SD07','SD08','SD10','SD11','SD12','SD13','SD14','SD15','SD16','SD17'])[1 + (g * 11) % 24],
                  'startup', DATE '2012-01-01' + (g * 37) % 5000, '02' || lpad((5550000 + g % 100000)::text, 8, '0'),
                  g % 3 = 0, g % 9 = 0, g % 7 = 0, ARRAY['벤치'], '벤치마크용 스타트업 ' || g,
                  (g % 50) * 100000000::bigint, (1 + g % 400) * 1000000000::bigint,
                  100000, 500, 50000000, 3 + g % 150, DATE '2026-10-01',
                  2025, (1 + g % 997) * 10000000::bigint, g % 4 = 0
           FROM bench_p;
         INSERT INTO startup_income_statements (company_id, year, sales, cost_of_sales, gross_profit, operating_expenses,
                                                operating_profit, ordinary_profit, net_income)
           SELECT id, y, s, s * 4 / 10, s - s * 4 / 10, s / 2, s / 10, s / 12, s / 14
           FROM bench_p, generate_series(2023, 2025) y,
                LATERAL (SELECT (1 + g % 997) * 10000000::bigint * (y - 2020) / 5 AS s) v;
         INSERT INTO startup_balance_sheets (company_id, year, cash, receivables, total_assets, total_liabilities,
                                             capital_stock, total_equity)
           SELECT id, y, a / 2, a / 5, a, a * 3 / 10, 50000000, a - a * 3 / 10
           FROM bench_p, generate_series(2023, 2025) y,
                LATERAL (SELECT (1 + g % 613) * 20000000::bigint * (y - 2020) / 5 AS a) v;
         INSERT INTO startup_shareholders (company_id, position, name, stock_kind, stock_count, stock_amount)
           SELECT id, 1, '대표' || g, 'common', 60000, 30000000 FROM bench_p
           UNION ALL SELECT id, 2, '벤처투자' || (g % 300), 'preferred', 25000, 500000000 FROM bench_p;
         INSERT INTO startup_incubations (company_id, incubator_name)
           SELECT id, '창업보육센터 ' || (g % 40) FROM bench_p WHERE g % 4 = 0;
         INSERT INTO startup_value_history (company_id, valued_on, company_value)
           SELECT id, (date_trunc('month', now()) - make_interval(months => m))::date - 1,
                  (1 + g % 400) * 1000000000::bigint * (100 + ((g * m) % 21) - 10) / 100
           FROM bench_p, generate_series(0, 11) m;
         ALTER TABLE startup_profiles ENABLE TRIGGER startup_profiles_name;
         ALTER TABLE startup_income_statements ENABLE TRIGGER startup_income_statements_latest;
         ALTER TABLE startup_incubations ENABLE TRIGGER startup_incubations_flag;
         ANALYZE companies; ANALYZE startup_profiles; ANALYZE startup_income_statements;
         ANALYZE startup_balance_sheets; ANALYZE startup_shareholders; ANALYZE startup_value_history;"
    );
    tx.batch_execute(&script).await.map_err(|e| e.to_string())?;
    tx.commit().await.map_err(|e| e.to_string())?;
    Ok(count)
}
