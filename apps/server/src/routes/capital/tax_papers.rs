//! The LP's tax papers (출자확인서): each member's amount and deduction for a year under the
//! union's rule (10% of a 벤처투자조합 member's payments of the year; bands over a 개인투자조합
//! member's part of the year's investments, with the same person's other unions of the firm),
//! the resident number kept sealed and shown masked, one PDF or a year's zip.

use actix_web::{get, post, put, web, HttpRequest, HttpResponse};
use capital::{TaxYear, DEDUCTION_LAW};
use chrono::{DateTime, Utc};
use kernel::Won;
use mail::TaxPaperMailing;
use serde::{Deserialize, Serialize};
use union::{ApplicantId, UnionId};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::download::file_response;
use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::idempotency::{once, IdempotencyKeyHeader};
use crate::openapi::codes;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(get_tax_papers)
        .service(put_resident_number)
        .service(tax_paper_pdf)
        .service(tax_papers_zip)
        .service(mail_tax_papers);
}

/// The same person's amount of the year in another union of the firm.
#[derive(Debug, Serialize, ToSchema)]
pub struct CombinedAmountDto {
    pub union_name: String,
    pub amount: i64,
}

/// One member's line for the year.
#[derive(Debug, Serialize, ToSchema)]
pub struct TaxLineDto {
    pub applicant_id: i64,
    pub name: String,
    #[schema(value_type = codes::LpTypeCode)]
    pub lp_type: String,
    /// What the member paid in.
    pub paid: i64,
    /// The year's amount the rule deducts from: the member's part of what the union invested
    /// that year (개인투자조합) or what they paid in that year (벤처투자조합).
    pub invested: i64,
    /// Under the union's rule, before the 50%-of-income cap (which the member applies); 0 for
    /// corporations.
    pub deductible: i64,
    /// Money that missed the law's dates: not invested by the end of the year after it was paid,
    /// or paid in after the article's sunset.
    pub late: i64,
    /// The same person's amounts of the year in the firm's other 개인투자조합, whose bands were
    /// applied together with this line's.
    pub combined: Vec<CombinedAmountDto>,
    /// `800101-1******`, or empty.
    pub resident_number_masked: String,
    /// Whether the full number is kept (sealed) for the paper.
    pub has_resident_number: bool,
    pub address: String,
}

/// A union's tax papers for one year.
#[derive(Debug, Serialize, ToSchema)]
pub struct TaxPapersDto {
    pub union_id: i64,
    /// How the union's members deduct (조세특례제한법 §16①).
    #[schema(value_type = codes::DeductionRuleCode)]
    pub rule: String,
    pub rule_label: String,
    /// The law's conditions as every paper of the year states them.
    pub notes: Vec<String>,
    /// The years a paper can be about, oldest first: the years the union invested in
    /// (개인투자조합) or members paid in (벤처투자조합).
    pub years: Vec<i32>,
    /// The year shown; null while there is no year yet.
    pub year: Option<i32>,
    pub members: Vec<TaxLineDto>,
    /// The members' deductions added up.
    pub deductible_total: i64,
    /// The sends of the year's papers by mail, newest first.
    pub mailings: Vec<TaxPaperMailingDto>,
}

/// One send of a year's papers by mail.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TaxPaperMailingDto {
    pub year: i32,
    pub sent_at: DateTime<Utc>,
    /// Mails queued, one per member with a deduction and an address.
    pub mails: i64,
    /// Members with a deduction but no e-mail address (they got no mail).
    pub without_email: i64,
}

impl From<&TaxPaperMailing> for TaxPaperMailingDto {
    fn from(m: &TaxPaperMailing) -> Self {
        TaxPaperMailingDto { year: m.year, sent_at: m.sent_at, mails: m.mails, without_email: m.without_email }
    }
}

fn dto(union: UnionId, y: &TaxYear, mailings: &[TaxPaperMailing]) -> TaxPapersDto {
    TaxPapersDto {
        mailings: mailings.iter().map(TaxPaperMailingDto::from).collect(),
        union_id: union.get(),
        rule: y.rule.code().into(),
        rule_label: y.rule.label().into(),
        notes: y.year.map(|year| DEDUCTION_LAW.paper_notes(y.rule, year, &[])).unwrap_or_default(),
        years: y.years.clone(),
        year: y.year,
        deductible_total: Won::saturating_sum(y.lines.iter().map(|l| l.deductible)).get(),
        members: y
            .lines
            .iter()
            .map(|l| TaxLineDto {
                applicant_id: l.member.applicant.get(),
                name: l.member.name.clone(),
                lp_type: l.member.lp_type.code().into(),
                paid: l.member.paid.get(),
                invested: l.invested.get(),
                deductible: l.deductible.get(),
                late: l.late.get(),
                combined: l
                    .combined
                    .iter()
                    .map(|(union_name, amount)| CombinedAmountDto {
                        union_name: union_name.clone(),
                        amount: amount.get(),
                    })
                    .collect(),
                resident_number_masked: l.member.masked_number.clone(),
                has_resident_number: l.member.sealed_number.is_some(),
                address: l.member.address.clone(),
            })
            .collect(),
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TaxYearQuery {
    /// A year the union invested in (another year has no amounts); the latest when omitted.
    pub year: Option<i32>,
}

/// Every paid member's amount and deduction for a year.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), TaxYearQuery),
    responses((status = 200, body = TaxPapersDto), (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"))
)]
#[get("/unions/{union_id}/tax-papers")]
pub async fn get_tax_papers(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    q: web::Query<TaxYearQuery>,
) -> Result<web::Json<TaxPapersDto>, ApiError> {
    let union = UnionId(*id);
    let year = state.tax_papers.year(&t.actor, union, q.year).await?;
    let mailings = match year.year {
        Some(y) => state.tax_paper_mail.mailings(&t.actor, union, y).await?,
        None => Vec::new(),
    };
    Ok(web::Json(dto(union, &year, &mailings)))
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ResidentNumberBody {
    /// 13 digits, a hyphen allowed: `800101-1234567`.
    #[schema(max_length = 20)]
    pub resident_number: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ResidentNumberDto {
    /// As it will be shown: `800101-1******`.
    pub resident_number_masked: String,
}

/// Keeps an individual paid member's resident number sealed for the paper; answers it masked.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path)),
    request_body = ResidentNumberBody,
    responses(
        (status = 200, body = ResidentNumberDto),
        (status = 404, description = "union_not_found, applicant_not_found (or not a member who paid)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (resident_number; a corporation's)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/unions/{union_id}/applicants/{applicant_id}/resident-number")]
pub async fn put_resident_number(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
    body: web::Json<ResidentNumberBody>,
) -> Result<web::Json<ResidentNumberDto>, ApiError> {
    let (id, applicant) = path.into_inner();
    let masked = state
        .tax_papers
        .set_resident_number(&t.actor, UnionId(id), ApplicantId(applicant), &body.resident_number)
        .await?;
    Ok(web::Json(ResidentNumberDto { resident_number_masked: masked }))
}

/// One member's 출자확인서 for a year, as a PDF.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("year" = i32, Path), ("applicant_id" = i64, Path)),
    responses(
        (status = 200, description = "The paper", content_type = "application/pdf"),
        (status = 404, description = "union_not_found, applicant_not_found (no deduction that year)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/tax-papers/{year}/pdf/{applicant_id}")]
pub async fn tax_paper_pdf(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i32, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (id, year, applicant) = path.into_inner();
    let (name, bytes) = state.tax_papers.pdf(&t.actor, UnionId(id), ApplicantId(applicant), year).await?;
    Ok(file_response("application/pdf", &name, &format!("tax-paper-{year}-{applicant}.pdf"), bytes))
}

/// Every member's 출자확인서 for a year in one zip.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("year" = i32, Path)),
    responses(
        (status = 200, description = "The papers", content_type = "application/zip"),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "no_tax_papers (nobody has a deduction that year)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/tax-papers/{year}/zip")]
pub async fn tax_papers_zip(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i32)>,
) -> Result<HttpResponse, ApiError> {
    let (id, year) = path.into_inner();
    let (name, bytes) = state.tax_papers.zip(&t.actor, UnionId(id), year).await?;
    Ok(file_response("application/zip", &name, &format!("tax-papers-{year}.zip"), bytes))
}

/// Mails each member with a deduction in the year their 출자확인서 (resident number masked) and
/// the estimate of the tax it saves; answers the send. Sending again sends again (a member
/// lost the mail): the Idempotency-Key guards against a double click.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("year" = i32, Path), IdempotencyKeyHeader),
    responses(
        (status = 202, body = TaxPaperMailingDto),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "no_tax_papers, idempotency_key_reused", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "mail_no_recipients (no member with a paper has an address)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/tax-papers/{year}/mail")]
pub async fn mail_tax_papers(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    path: web::Path<(i64, i32)>,
) -> Result<HttpResponse, ApiError> {
    let (id, year) = path.into_inner();
    once(&state, &req, t.actor.user_id, &(), actix_web::http::StatusCode::ACCEPTED, || async {
        let sent = state.tax_paper_mail.send(&t.actor, UnionId(id), year).await?;
        Ok(TaxPaperMailingDto::from(&sent))
    })
    .await
}
