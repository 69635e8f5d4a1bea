//! The operator's commands on the platform itself (not a firm's): enrolling the fact-checkers
//! who verify startup data (sign-up refuses that type, so this is the only way in besides the
//! demo seed), and importing a firm's reports from the previous system.

use auth::{AuthError, AuthService, CompanyChoice, JoinRequest, SessionUser};

/// A fact-checker to enrol, as `johap enroll-fact-checker` reads it.
#[derive(Debug, Clone)]
pub struct NewFactChecker {
    pub email: String,
    pub name: String,
    pub phone: String,
    pub password: String,
    /// The operator company's business number: the first checker creates the company under
    /// it (and becomes its CEO), the next ones join it.
    pub operator_number: String,
    pub operator_name: String,
}

/// Enrols the checker; the message names each refused field (the join form's Korean ones).
///
/// # Errors
/// A readable message for a refused field, a taken e-mail or a number that is a firm's.
pub async fn enroll_fact_checker(auth: &AuthService, who: NewFactChecker) -> anyhow::Result<SessionUser> {
    let req = JoinRequest {
        user_type: "fact_checker".into(),
        email: who.email,
        password: who.password,
        company: Some(CompanyChoice::New {
            name: who.operator_name,
            business_number: who.operator_number,
            ceo_name: who.name.clone(),
        }),
        name: who.name,
        phone: who.phone,
        form_type: "enterprise".into(),
        investor_type: None,
        // The operator's staff agree to the terms with their contract, not on a form.
        agree_terms: true,
        agree_privacy: true,
    };
    auth.enroll_fact_checker(req).await.map_err(|e| match e {
        AuthError::Validation(fields) => anyhow::anyhow!(
            "refused: {}",
            fields.iter().map(|f| format!("{} ({})", f.field, f.message)).collect::<Vec<_>>().join(", ")
        ),
        AuthError::EmailTaken => anyhow::anyhow!("refused: the e-mail is already registered"),
        AuthError::BusinessNumberTaken => {
            anyhow::anyhow!("refused: the business number belongs to a firm or a startup, not to the operator")
        }
        other => anyhow::Error::new(other),
    })
}

/// Imports a legacy-report file (docs/legacy-reports.md); the message lists every refused
/// field with its place in the file.
///
/// # Errors
/// A file that is not the format, a refused field, or a business number no investor firm has.
pub async fn import_legacy_reports(
    service: &report::LegacyReportService,
    json: &str,
) -> anyhow::Result<report::legacy::LegacyImport> {
    let file: report::legacy::LegacyFile =
        serde_json::from_str(json).map_err(|e| anyhow::anyhow!("refused: not a legacy-report file: {e}"))?;
    service.import(file).await.map_err(|e| match e {
        report::report_service::LegacyImportError::Invalid(fields) => anyhow::anyhow!(
            "refused, nothing imported:\n{}",
            fields.iter().map(|f| format!("  {}: {}", f.field, f.message)).collect::<Vec<_>>().join("\n")
        ),
        report::report_service::LegacyImportError::UnknownFirm => {
            anyhow::anyhow!("refused: no investor firm has that business number")
        }
        report::report_service::LegacyImportError::Port(p) => anyhow::Error::new(p),
    })
}
