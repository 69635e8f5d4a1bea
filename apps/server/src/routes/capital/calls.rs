//! The capital book (출자금): calls of 수시납/분할납 unions, the payments members make, who is
//! late, and each member's payments. A member's paid amount and status P follow from the
//! payments (`capital::book`).

use actix_web::{delete, get, post, web, HttpRequest, HttpResponse};
use capital::book::{GpSeat, Payer, Roster};
use capital::{
    CallDraft, CapitalCall, CapitalCallId, CapitalView, CapitalWrite, Distribution, MemberCapital, Payment,
    PaymentDraft, PaymentId, Position,
};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use union::rules::MAX_MEMBERS;
use union::{ApplicantId, UnionId};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::idempotency::{once, IdempotencyKeyHeader};
use crate::openapi::codes;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(get_capital)
        .service(issue_capital_call)
        .service(withdraw_capital_call)
        .service(record_payment)
        .service(cancel_payment)
        .service(member_payments)
        .service(gp_payments);
}

/// A call with its sums over the members.
#[derive(Debug, Serialize, ToSchema)]
pub struct CapitalCallDto {
    pub id: i64,
    /// 1차, 2차, …
    pub number: i32,
    pub due_on: NaiveDate,
    /// Of each member's commitment.
    pub percent: i32,
    pub note: String,
    /// What the call asks of all members, in won.
    pub called: i64,
    pub paid: i64,
    /// Members still owing on it after its due date.
    pub late_members: i64,
}

/// A member's share of one call (`call_id` null: the lump sum of a 일시납 union).
#[derive(Debug, Serialize, ToSchema)]
pub struct CapitalShareDto {
    pub call_id: Option<i64>,
    pub due_on: Option<NaiveDate>,
    pub due: i64,
    pub paid: i64,
    #[schema(value_type = codes::ShareStateCode)]
    pub state: String,
    pub state_label: String,
}

/// Where a member stands (a GP or an applicant): the sums and each call's share.
#[derive(Debug, Serialize, ToSchema)]
pub struct CapitalPositionDto {
    #[schema(value_type = codes::HolderRoleCode)]
    pub role: String,
    pub role_label: String,
    /// The application of a limited member; null for a GP.
    pub applicant_id: Option<i64>,
    /// A GP's seat: 0 the managing GP, k the k-th co-GP; null for a limited member.
    pub gp_seat: Option<i32>,
    pub name: String,
    /// The application's status; null for a GP.
    #[schema(value_type = Option<codes::ApplicantStatusCode>)]
    pub status: Option<String>,
    /// Units × unit price (a co-GP's amount).
    pub commitment: i64,
    /// What the calls so far ask of the member (the commitment in a 일시납 union).
    pub called: i64,
    pub paid: i64,
    pub outstanding: i64,
    /// Owed on calls whose due date passed.
    pub late: i64,
    #[schema(value_type = codes::ShareStateCode)]
    pub state: String,
    pub state_label: String,
    pub shares: Vec<CapitalShareDto>,
    /// What distributions paid the member.
    pub paid_out: i64,
}

/// The union's members as the law counts them: the GPs and everyone who has paid in a won.
#[derive(Debug, Serialize, ToSchema)]
pub struct RosterDto {
    /// Members now, the GPs included.
    pub members: i64,
    /// The law's cap (49).
    pub max_members: i64,
    /// Applicants on their way (R, C, S) who paid nothing yet.
    pub pending: i64,
    /// The 출자금 총액 so far: every member's commitment.
    pub committed: i64,
    pub gp_committed: i64,
    pub paid: i64,
    pub gp_paid: i64,
    /// Commitments the union's units can still take in (units × unit price less `committed`).
    pub commitment_left: i64,
}

fn roster_dto(r: &Roster, target: i64) -> RosterDto {
    RosterDto {
        members: r.members(),
        max_members: MAX_MEMBERS,
        pending: r.pending,
        committed: r.committed().get(),
        gp_committed: r.gp_committed.get(),
        paid: r.paid().get(),
        gp_paid: r.gp_paid.get(),
        commitment_left: target.saturating_sub(r.committed().get()).max(0),
    }
}

/// The union's capital book as of today.
#[derive(Debug, Serialize, ToSchema)]
pub struct CapitalDto {
    pub union_id: i64,
    #[schema(value_type = codes::PaymentMethodCode)]
    pub payment_method: String,
    pub payment_method_label: String,
    /// In number order; empty for a 일시납 union.
    pub calls: Vec<CapitalCallDto>,
    /// The GPs by seat, then the members from 서류제출 (S) on, in application order.
    pub members: Vec<CapitalPositionDto>,
    pub roster: RosterDto,
    pub commitment: i64,
    pub called: i64,
    pub paid: i64,
    pub outstanding: i64,
    /// Members (GPs included) owing on a call, or the lump sum, past its due date.
    pub late_members: i64,
    /// What they owe on those shares.
    pub late_amount: i64,
    /// The earliest due date they missed; null while nobody is late.
    pub late_since: Option<NaiveDate>,
    /// What further calls may still ask, in percent (0 for a 일시납 union).
    pub percent_left: i32,
    /// Oldest first.
    pub distributions: Vec<DistributionDto>,
    /// All distributions together.
    pub distributed: i64,
}

/// A holder's share of a distribution.
#[derive(Debug, Serialize, ToSchema)]
pub struct DistributionShareDto {
    #[schema(value_type = codes::HolderRoleCode)]
    pub role: String,
    pub role_label: String,
    /// The application of a limited member; null for the GPs.
    pub applicant_id: Option<i64>,
    /// A GP's seat (0 the managing GP); null for a limited member.
    pub gp_seat: Option<i32>,
    pub name: String,
    /// What the holder had paid in on the day (still had in, for a return of capital).
    pub basis: i64,
    pub amount: i64,
}

/// A distribution with every holder's share.
#[derive(Debug, Serialize, ToSchema)]
pub struct DistributionDto {
    pub id: i64,
    pub paid_on: NaiveDate,
    #[schema(value_type = codes::DistributionKindCode)]
    pub kind: String,
    pub kind_label: String,
    pub total: i64,
    pub note: String,
    /// When the notice mail was queued; null until it is.
    pub notified_at: Option<DateTime<Utc>>,
    pub shares: Vec<DistributionShareDto>,
}

fn distribution_dto(d: &Distribution) -> DistributionDto {
    DistributionDto {
        id: d.id.get(),
        paid_on: d.paid_on,
        kind: d.kind.code().into(),
        kind_label: d.kind.label().into(),
        total: d.total.get(),
        note: d.note.clone(),
        notified_at: d.notified_at,
        shares: d
            .shares
            .iter()
            .map(|s| DistributionShareDto {
                role: s.holder.role.code().into(),
                role_label: s.holder.role.label().into(),
                applicant_id: s.holder.payer.applicant().map(|a| a.get()),
                gp_seat: s.holder.payer.gp_seat().map(|g| g.0),
                name: s.holder.name.clone(),
                basis: s.holder.basis.get(),
                amount: s.amount.get(),
            })
            .collect(),
    }
}

fn position_dto(p: &Position) -> CapitalPositionDto {
    let role = p.member.role();
    CapitalPositionDto {
        role: role.code().into(),
        role_label: role.label().into(),
        applicant_id: p.member.payer.applicant().map(|a| a.get()),
        gp_seat: p.member.payer.gp_seat().map(|g| g.0),
        name: p.member.name.clone(),
        status: p.member.status.map(|s| s.code().into()),
        commitment: p.member.commitment.get(),
        called: p.called.get(),
        paid: p.paid.get(),
        outstanding: p.called.get().saturating_sub(p.paid.get()),
        late: p.late.get(),
        state: p.state.code().into(),
        state_label: p.state.label().into(),
        shares: p
            .shares
            .iter()
            .map(|s| CapitalShareDto {
                call_id: s.call.map(|c| c.get()),
                due_on: s.due_on,
                due: s.due.get(),
                paid: s.paid.get(),
                state: s.state.code().into(),
                state_label: s.state.label().into(),
            })
            .collect(),
        paid_out: p.paid_out.get(),
    }
}

fn dto(union: UnionId, v: &CapitalView) -> CapitalDto {
    CapitalDto {
        union_id: union.get(),
        payment_method: v.method.code().into(),
        payment_method_label: v.method.label().into(),
        calls: v
            .calls
            .iter()
            .map(|c| CapitalCallDto {
                id: c.call.id.get(),
                number: c.call.number,
                due_on: c.call.due_on,
                percent: c.call.percent,
                note: c.call.note.clone(),
                called: c.called.get(),
                paid: c.paid.get(),
                late_members: c.late_members,
            })
            .collect(),
        members: v.positions.iter().map(position_dto).collect(),
        roster: roster_dto(&v.roster, v.target.get()),
        commitment: v.commitment.get(),
        called: v.called.get(),
        paid: v.paid.get(),
        outstanding: v.called.get().saturating_sub(v.paid.get()),
        late_members: v.late_members,
        late_amount: v.arrears.amount.get(),
        late_since: v.arrears.since,
        percent_left: v.percent_left,
        distributions: v.distributions.iter().map(distribution_dto).collect(),
        distributed: v.distributed.get(),
    }
}

/// The book as the tab shows it.
pub(crate) async fn book(state: &AppState, t: &Tenant, union: UnionId) -> Result<CapitalDto, ApiError> {
    Ok(dto(union, &state.capital.view(&t.actor, union).await?))
}

/// The union's calls, every member's position and the sums, as of today.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses((status = 200, body = CapitalDto), (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"))
)]
#[get("/unions/{union_id}/capital")]
pub async fn get_capital(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<CapitalDto>, ApiError> {
    Ok(web::Json(book(&state, &t, UnionId(*id)).await?))
}

/// A capital call as the GP issues it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CapitalCallBody {
    /// Not before the previous call's due date.
    pub due_on: NaiveDate,
    /// Whole percent of each commitment; all calls together at most 100.
    #[schema(minimum = 1, maximum = 100)]
    #[serde(deserialize_with = "crate::wire::int32")]
    pub percent: i32,
    #[schema(max_length = 200)]
    #[serde(default)]
    pub note: String,
}

/// Issues the union's next capital call (수시납 and 분할납 unions); answers the book.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), IdempotencyKeyHeader),
    request_body = CapitalCallBody,
    responses(
        (status = 201, body = CapitalDto),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "lump_sum_union, idempotency_key_reused", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (percent, due_on, note)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/capital/calls")]
pub async fn issue_capital_call(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<CapitalCallBody>,
) -> Result<HttpResponse, ApiError> {
    let union = UnionId(*id);
    let b = body.into_inner();
    once(&state, &req, t.actor.user_id, &b, actix_web::http::StatusCode::CREATED, || async {
        let draft = CallDraft { due_on: Some(b.due_on), percent: Some(b.percent), note: Some(b.note.clone()) };
        state.capital.write(&t.actor, union, &CapitalWrite::IssueCall(draft)).await?;
        book(&state, &t, union).await
    })
    .await
}

/// Withdraws the union's last call while nothing was paid on it; answers the book.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("call_id" = i64, Path)),
    responses(
        (status = 200, body = CapitalDto),
        (status = 404, description = "union_not_found, capital_call_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "capital_call_has_payments", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (call_id: not the last call)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/unions/{union_id}/capital/calls/{call_id}")]
pub async fn withdraw_capital_call(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<CapitalDto>, ApiError> {
    let (id, call) = path.into_inner();
    let union = UnionId(id);
    state.capital.write(&t.actor, union, &CapitalWrite::WithdrawCall(CapitalCallId(call))).await?;
    Ok(web::Json(book(&state, &t, union).await?))
}

/// A payment as the GP records it from the bank statement: a member's (`applicant_id`) or a
/// GP's own (`gp_seat`), exactly one of them.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PaymentBody {
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub applicant_id: Option<i64>,
    /// 0 the managing GP, k the k-th co-GP.
    #[schema(minimum = 0)]
    #[serde(default, deserialize_with = "crate::wire::opt_int32")]
    pub gp_seat: Option<i32>,
    /// The call it pays; null in a 일시납 union (and required in the others).
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub call_id: Option<i64>,
    /// Not after today, not before the recruitment start.
    pub paid_on: NaiveDate,
    /// In won; at most what is left on the call (or the lump sum), which is at most 10조원.
    #[schema(minimum = 1, maximum = 10_000_000_000_000.0)]
    #[serde(deserialize_with = "crate::wire::int")]
    pub amount: i64,
    #[schema(max_length = 200)]
    #[serde(default)]
    pub note: String,
}

/// Records a payment, whole or partial, of a member or a GP. The payment that completes a
/// member's first call (or lump sum) makes them 납입완료 (P); a new member's first won is
/// refused past 49 members or past the union's units. Answers the book.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), IdempotencyKeyHeader),
    request_body = PaymentBody,
    responses(
        (status = 201, body = CapitalDto),
        (status = 404, description = "union_not_found, applicant_not_found, gp_not_found, capital_call_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "applicant_not_member, union_member_cap, union_units_full, idempotency_key_reused", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (payer, amount, paid_on, call_id, note)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/capital/payments")]
pub async fn record_payment(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<PaymentBody>,
) -> Result<HttpResponse, ApiError> {
    let union = UnionId(*id);
    let b = body.into_inner();
    let payer = match (b.applicant_id, b.gp_seat) {
        (Some(a), None) => Payer::Applicant(ApplicantId(a)),
        (None, Some(s)) if s >= 0 => Payer::Gp(GpSeat(s)),
        _ => {
            return Err(ApiError::validation(vec![kernel::FieldError::new(
                "payer",
                "납입한 조합원(applicant_id)이나 업무집행조합원(gp_seat) 중 하나를 골라 주세요.",
            )]))
        }
    };
    once(&state, &req, t.actor.user_id, &b, actix_web::http::StatusCode::CREATED, || async {
        let draft = PaymentDraft {
            payer,
            call: b.call_id.map(CapitalCallId),
            paid_on: Some(b.paid_on),
            amount: Some(b.amount),
            note: Some(b.note.clone()),
        };
        state.capital.write(&t.actor, union, &CapitalWrite::Pay(draft)).await?;
        book(&state, &t, union).await
    })
    .await
}

/// Cancels a payment recorded by mistake; a member who no longer covers the first call steps
/// back from 납입완료 to 서류제출. Answers the book.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("payment_id" = i64, Path)),
    responses(
        (status = 200, body = CapitalDto),
        (status = 404, description = "union_not_found, payment_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/unions/{union_id}/capital/payments/{payment_id}")]
pub async fn cancel_payment(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<CapitalDto>, ApiError> {
    let (id, payment) = path.into_inner();
    let union = UnionId(id);
    state.capital.write(&t.actor, union, &CapitalWrite::Cancel(PaymentId(payment))).await?;
    Ok(web::Json(book(&state, &t, union).await?))
}

/// One payment.
#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentDto {
    pub id: i64,
    pub call_id: Option<i64>,
    /// The call's number (1차, 2차, …); null for a lump sum.
    pub call_number: Option<i32>,
    pub paid_on: NaiveDate,
    pub amount: i64,
    pub note: String,
    /// Who recorded it ("" for payments carried over from before the book).
    pub recorded_by: String,
    pub recorded_at: DateTime<Utc>,
}

/// What one distribution paid a member.
#[derive(Debug, Serialize, ToSchema)]
pub struct MemberDistributionDto {
    pub distribution_id: i64,
    pub paid_on: NaiveDate,
    #[schema(value_type = codes::DistributionKindCode)]
    pub kind: String,
    pub kind_label: String,
    pub amount: i64,
}

/// A member's ledger: money paid in and paid out, each oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct MemberPaymentsDto {
    pub position: CapitalPositionDto,
    pub payments: Vec<PaymentDto>,
    pub distributions: Vec<MemberDistributionDto>,
}

fn payment_dto(p: &Payment, calls: &[CapitalCall]) -> PaymentDto {
    PaymentDto {
        id: p.id.get(),
        call_id: p.call.map(|c| c.get()),
        call_number: p.call.and_then(|c| calls.iter().find(|k| k.id == c)).map(|k| k.number),
        paid_on: p.paid_on,
        amount: p.amount.get(),
        note: p.note.clone(),
        recorded_by: p.recorded_by.clone(),
        recorded_at: p.recorded_at,
    }
}

/// One applicant's position and payments.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path)),
    responses(
        (status = 200, body = MemberPaymentsDto),
        (status = 404, description = "union_not_found, applicant_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/applicants/{applicant_id}/payments")]
pub async fn member_payments(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<MemberPaymentsDto>, ApiError> {
    let (id, applicant) = path.into_inner();
    let m = state.capital.member(&t.actor, UnionId(id), Payer::Applicant(ApplicantId(applicant))).await?;
    Ok(web::Json(member_payments_dto(&m)))
}

/// A GP's own position and payments (seat 0 the managing GP, k the k-th co-GP).
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("gp_seat" = i32, Path)),
    responses(
        (status = 200, body = MemberPaymentsDto),
        (status = 404, description = "union_not_found, gp_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/capital/gps/{gp_seat}/payments")]
pub async fn gp_payments(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i32)>,
) -> Result<web::Json<MemberPaymentsDto>, ApiError> {
    let (id, seat) = path.into_inner();
    let m = state.capital.member(&t.actor, UnionId(id), Payer::Gp(GpSeat(seat))).await?;
    Ok(web::Json(member_payments_dto(&m)))
}

fn member_payments_dto(m: &MemberCapital) -> MemberPaymentsDto {
    MemberPaymentsDto {
        position: position_dto(&m.position),
        payments: m.payments.iter().map(|p| payment_dto(p, &m.calls)).collect(),
        distributions: m
            .distributions
            .iter()
            .map(|(d, amount)| MemberDistributionDto {
                distribution_id: d.id.get(),
                paid_on: d.paid_on,
                kind: d.kind.code().into(),
                kind_label: d.kind.label().into(),
                amount: amount.get(),
            })
            .collect(),
    }
}
