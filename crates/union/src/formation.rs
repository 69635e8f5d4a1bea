//! The formation checklist: the steps the law walks a union through (결성계획 승인 → 고유번호증
//! → union account → payments → 결성총회 → registration), each with its date, the person
//! responsible and the documents it needs; the union becomes 결성진행중 (F) and 결성완료 (E)
//! only when the steps before allow it (docs/decisions.md, "The formation checklist").

use chrono::{Days, NaiveDate};
use kernel::{Actor, FieldError, PortError, Refused, UserId};

use crate::category::FileCategory;
use crate::conflict::UnionConflict;
use crate::model::UnionId;
use crate::status::UnionStatus;

/// Days after 결성총회 within which registration must be filed.
pub const REGISTRATION_DAYS: u64 = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FormationStep {
    PlanApproval,
    UniqueNumber,
    BankAccount,
    Payments,
    GeneralMeeting,
    Registration,
}

impl FormationStep {
    pub const ALL: [FormationStep; 6] = [
        FormationStep::PlanApproval,
        FormationStep::UniqueNumber,
        FormationStep::BankAccount,
        FormationStep::Payments,
        FormationStep::GeneralMeeting,
        FormationStep::Registration,
    ];

    pub fn code(self) -> &'static str {
        match self {
            FormationStep::PlanApproval => "plan_approval",
            FormationStep::UniqueNumber => "unique_number",
            FormationStep::BankAccount => "bank_account",
            FormationStep::Payments => "payments",
            FormationStep::GeneralMeeting => "general_meeting",
            FormationStep::Registration => "registration",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            FormationStep::PlanApproval => "결성계획 승인",
            FormationStep::UniqueNumber => "고유번호증 발급",
            FormationStep::BankAccount => "조합 계좌 개설",
            FormationStep::Payments => "출자금 납입",
            FormationStep::GeneralMeeting => "결성총회",
            FormationStep::Registration => "조합 등록",
        }
    }

    /// What the step asks of the GP, in a line.
    pub fn guide(self) -> &'static str {
        match self {
            FormationStep::PlanApproval => "조합원 모집과 투자 계획을 담은 결성계획서를 제출해 승인을 받습니다.",
            FormationStep::UniqueNumber => "관할 세무서에서 조합의 고유번호증을 발급받습니다.",
            FormationStep::BankAccount => "조합 명의의 출자금 계좌를 개설합니다.",
            FormationStep::Payments => "조합원이 조합 계좌로 출자금을 납입하고, 납입 증빙을 모읍니다.",
            FormationStep::GeneralMeeting => "결성총회를 열어 조합규약을 확정합니다.",
            FormationStep::Registration => {
                "결성총회 후 5일 안에 조합규약, 조합원 명부, 출자금 납입 증명 서류를 붙여 등록을 신청합니다."
            }
        }
    }

    /// The data tab's categories where the step's papers are kept.
    pub fn documents(self) -> &'static [FileCategory] {
        match self {
            FormationStep::PlanApproval => &[FileCategory::InvestmentProposal, FileCategory::OfficialDocument],
            FormationStep::UniqueNumber => &[FileCategory::UniqueNumberCertificate],
            FormationStep::BankAccount => &[FileCategory::BankAccountCopy],
            FormationStep::Payments => &[FileCategory::MemberWrittenDocuments],
            FormationStep::GeneralMeeting => &[FileCategory::UnionRegulations],
            FormationStep::Registration => &[FileCategory::UnionRegulations, FileCategory::OfficialDocument],
        }
    }

    fn previous(self) -> Option<FormationStep> {
        let i = Self::ALL.iter().position(|s| *s == self)?;
        i.checked_sub(1).map(|p| Self::ALL[p])
    }
}

/// What a GP sets on a step.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StepUpdate {
    /// When the step was done; `None` while it is open.
    pub done_on: Option<NaiveDate>,
    /// When it should be done by.
    pub due_on: Option<NaiveDate>,
    /// The firm member responsible.
    pub owner: Option<UserId>,
    pub note: String,
}

pub const MAX_NOTE_CHARS: usize = 500;

/// The refusal of an owner who is not a member of the union's firm (checked on the locked rows).
pub const MSG_OWNER_NOT_MEMBER: &str = "담당자는 회사 구성원 중에서 골라 주세요.";

/// A step as stored, with its owner's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepRecord {
    pub step: FormationStep,
    pub update: StepUpdate,
    pub owner_name: Option<String>,
}

impl StepRecord {
    fn open(step: FormationStep) -> Self {
        StepRecord { step, update: StepUpdate::default(), owner_name: None }
    }
}

/// Every step in order, open where nothing was stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checklist {
    pub steps: Vec<StepRecord>,
}

impl Checklist {
    pub fn from_stored(stored: Vec<StepRecord>) -> Self {
        let steps = FormationStep::ALL
            .into_iter()
            .map(|step| stored.iter().find(|r| r.step == step).cloned().unwrap_or_else(|| StepRecord::open(step)))
            .collect();
        Checklist { steps }
    }

    pub fn record(&self, step: FormationStep) -> Option<&StepRecord> {
        self.steps.iter().find(|r| r.step == step)
    }

    pub fn done_on(&self, step: FormationStep) -> Option<NaiveDate> {
        self.record(step).and_then(|r| r.update.done_on)
    }

    /// Whether `update` may be saved on `step` as of `today`: a step is done after the one
    /// before it, not before its date, and not in the future; a step is reopened only while the
    /// steps after it are open. The refusal names the field and says why in Korean.
    ///
    /// # Errors
    /// The refused fields.
    pub fn check_update(
        &self,
        step: FormationStep,
        update: &StepUpdate,
        today: NaiveDate,
    ) -> Result<(), Vec<FieldError>> {
        let mut e = Vec::new();
        if update.note.chars().count() > MAX_NOTE_CHARS {
            e.push(FieldError::new("note", format!("메모는 {MAX_NOTE_CHARS}자 이하로 입력해 주세요.")));
        }
        match update.done_on {
            Some(done) => {
                if done > today {
                    e.push(FieldError::new("done_on", "완료일은 오늘 이후일 수 없습니다."));
                }
                if let Some(prev) = step.previous() {
                    match self.done_on(prev) {
                        None => {
                            e.push(FieldError::new("done_on", format!("'{}' 단계를 먼저 완료해 주세요.", prev.label())))
                        }
                        Some(p) if done < p => e.push(FieldError::new(
                            "done_on",
                            format!("완료일은 '{}' 완료일({}) 이후여야 합니다.", prev.label(), kernel::format::date(p)),
                        )),
                        Some(_) => {}
                    }
                }
            }
            None => {
                if let Some(later) =
                    FormationStep::ALL.into_iter().filter(|s| *s > step).find(|s| self.done_on(*s).is_some())
                {
                    e.push(FieldError::new(
                        "done_on",
                        format!("'{}' 단계가 완료되어 있어 완료를 취소할 수 없습니다.", later.label()),
                    ));
                }
            }
        }
        if e.is_empty() {
            Ok(())
        } else {
            Err(e)
        }
    }

    /// The steps still open that moving the union to `to` needs: the first three for 결성진행중
    /// (F), all of them for 결성완료 (E), none otherwise.
    pub fn missing_for(&self, to: UnionStatus) -> Vec<FormationStep> {
        let needed: &[FormationStep] = match to {
            UnionStatus::Forming => &FormationStep::ALL[..3],
            UnionStatus::Formed => &FormationStep::ALL,
            _ => &[],
        };
        needed.iter().copied().filter(|s| self.done_on(*s).is_none()).collect()
    }

    /// Days registration came after the 5 days that follow 결성총회, when it did.
    pub fn registration_days_late(&self) -> Option<i64> {
        let meeting = self.done_on(FormationStep::GeneralMeeting)?;
        let registered = self.done_on(FormationStep::Registration)?;
        let limit = meeting.checked_add_days(Days::new(REGISTRATION_DAYS))?;
        (registered > limit).then(|| (registered - limit).num_days())
    }
}

/// The checklist with what the data tab holds for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormationRead {
    pub checklist: Checklist,
    /// Files in each category that holds any.
    pub documents: Vec<(FileCategory, i64)>,
}

impl FormationRead {
    pub fn document_count(&self, category: FileCategory) -> i64 {
        self.documents.iter().filter(|(c, _)| *c == category).map(|(_, n)| n).sum()
    }

    /// What the GP should look at on a step as of `today`: papers not in the data tab yet, a
    /// target date passed, a registration filed late.
    pub fn attention(&self, step: FormationStep, today: NaiveDate) -> Vec<String> {
        let mut out: Vec<String> = step
            .documents()
            .iter()
            .filter(|c| self.document_count(**c) == 0)
            .map(|c| format!("관련 자료의 '{}' 분류에 서류가 아직 없습니다.", c.label()))
            .collect();
        if let Some(r) = self.checklist.record(step) {
            if r.update.done_on.is_none() && r.update.due_on.is_some_and(|d| d < today) {
                out.push("목표일이 지났습니다.".into());
            }
        }
        if step == FormationStep::Registration {
            if let Some(late) = self.checklist.registration_days_late() {
                out.push(format!("결성총회 후 {REGISTRATION_DAYS}일을 {late}일 넘겨 등록했습니다."));
            }
        }
        out
    }
}

/// Why the adapter refuses a step change, decided on the locked union.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormationRefusal {
    Union(UnionConflict),
    Invalid(Vec<FieldError>),
}

/// The checklist on storage. Every method checks that the union is a live union of the
/// actor's firm.
#[async_trait::async_trait]
pub trait FormationRepository: Send + Sync {
    /// # Errors
    /// `NotFound`.
    async fn formation(&self, actor: &Actor, union: UnionId) -> Result<FormationRead, PortError>;

    /// Saves `update` on `step` after [`Checklist::check_update`] passed on the union locked
    /// with its stored steps as of `today`; an owner must be a member of the firm.
    ///
    /// # Errors
    /// `NotFound`; `Conflict(Union(Formed))` once the union is formed; `Conflict(Invalid)`.
    async fn save_step(
        &self,
        actor: &Actor,
        union: UnionId,
        step: FormationStep,
        update: &StepUpdate,
        today: NaiveDate,
    ) -> Result<(), Refused<FormationRefusal>>;
}

#[cfg(test)]
mod tests;
