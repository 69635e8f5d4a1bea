//! Every error code the API answers, with its HTTP status and when it is answered: the one
//! list. `ApiError` takes a code from here, docs/api.md's table is rendered from it (`johap
//! openapi` writes it; a test checks it), and a test checks every code is answered by an HTTP
//! test. Codes that share a status and an explanation sit side by side and share a table row.

use actix_web::http::StatusCode;

macro_rules! error_codes {
    ($($name:ident = ($code:literal, $status:literal, $when:literal),)+) => {
        /// A stable, machine-readable reason of a refusal (`code` in problem+json).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum ErrorCode {
            $($name,)+
        }

        impl ErrorCode {
            /// Every code, in docs/api.md's order.
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$name,)+];

            /// The code as clients branch on it.
            pub const fn code(self) -> &'static str {
                match self {
                    $(ErrorCode::$name => $code,)+
                }
            }

            const fn status_u16(self) -> u16 {
                match self {
                    $(ErrorCode::$name => $status,)+
                }
            }

            /// When it is answered (docs/api.md's third column).
            pub const fn when(self) -> &'static str {
                match self {
                    $(ErrorCode::$name => $when,)+
                }
            }
        }
    };
}

error_codes! {
    InvalidCredentials = ("invalid_credentials", 401, "wrong e-mail or password ('이메일 혹은 비밀번호가 일치하지 않습니다.')"),
    TooManyAttempts = ("too_many_attempts", 429, "login throttled; too many password-reset mails, find-id tries, sign-ups or waiting-list registrations from one address or at one target; a share link's password guessed too often from one address; too many share e-mail codes asked for (`Retry-After` seconds)"),
    MembershipPending = ("membership_pending", 403, "'{company} 소속으로 회원가입이 승인 대기 중입니다.'"),
    MembershipRejected = ("membership_rejected", 403, "'{company} 소속으로 회원가입이 거절 되었습니다.'"),
    MembershipExpelled = ("membership_expelled", 403, "'{company} 에서 강퇴 되었습니다.'"),
    RegistrationIncomplete = ("registration_incomplete", 403, "unverified user on a tenant endpoint"),
    TwoFactorRequired = ("two_factor_required", 401, "right password, the account has two-factor login and no `two_factor_code` came"),
    TwoFactorInvalid = ("two_factor_invalid", 401, "the code is wrong or already used (a wrong code counts towards the login lock)"),
    TwoFactorSetupRequired = ("two_factor_setup_required", 403, "the firm requires two-factor login and this member has not set it up (only /me and /me/two-factor answer)"),
    TwoFactorAlreadyEnabled = ("two_factor_already_enabled", 409, "enrolling twice; turning off or renewing codes without it (or requiring it firm-wide before the CEO has it); confirming before starting"),
    TwoFactorNotEnabled = ("two_factor_not_enabled", 409, "enrolling twice; turning off or renewing codes without it (or requiring it firm-wide before the CEO has it); confirming before starting"),
    TwoFactorNotStarted = ("two_factor_not_started", 409, "enrolling twice; turning off or renewing codes without it (or requiring it firm-wide before the CEO has it); confirming before starting"),
    TaskNotFound = ("task_not_found", 404, "missing or another firm's task"),
    TaskAutomatic = ("task_automatic", 409, "deleting a task the product raised (it closes itself)"),
    TwoFactorRequiredByFirm = ("two_factor_required_by_firm", 409, "turning two-factor login off while the firm requires it"),
    LoginRequired = ("login_required", 401, "no token, or an unknown, expired or revoked one; a refresh with a token already rotated also ends the session it was rotated into"),
    NotForLpAccount = ("not_for_lp_account", 403, "a company's workspace (members, teams, messages, points, dashboard, startup pages) called by an LP's own account"),
    NotForThisAccount = ("not_for_this_account", 403, "the LP's own pages (`/me/lp`) and accepting an invitation, called by a startup or a fact-checker"),
    ValidationFailed = ("validation_failed", 422, "`errors[]` lists `{field, message}`"),
    EmailTaken = ("email_taken", 409, "sign-up duplicates"),
    BusinessNumberTaken = ("business_number_taken", 409, "sign-up duplicates"),
    CompanyNameTaken = ("company_name_taken", 409, "the firm's new name is another registered business's (spaces and case aside): mails are sent under it"),
    CompanyNotFound = ("company_not_found", 404, "missing, or another firm's"),
    AccountNotFound = ("account_not_found", 404, "missing, or another firm's"),
    MemberNotFound = ("member_not_found", 404, "missing, or another firm's"),
    NotFound = ("not_found", 404, "missing, or another firm's"),
    ResetTokenInvalid = ("reset_token_invalid", 410, "reset link unknown, used, expired, or ended by a newer link or a completed reset"),
    CeoOnly = ("ceo_only", 403, "member decisions by staff"),
    StatusChangeNotAllowed = ("status_change_not_allowed", 409, "e.g. a CEO expelling themself"),
    CeoHasMembers = ("ceo_has_members", 409, "a CEO cannot withdraw while the company has other active or pending members"),
    TeamNotFound = ("team_not_found", 404, "missing, or another firm's team"),
    TeamNameTaken = ("team_name_taken", 409, "another team of the firm has the name; the firm has 100 teams"),
    TooManyTeams = ("too_many_teams", 409, "another team of the firm has the name; the firm has 100 teams"),
    NoticeNotFound = ("notice_not_found", 404, "no such notice or FAQ entry"),
    FaqNotFound = ("faq_not_found", 404, "no such notice or FAQ entry"),
    MessageNotFound = ("message_not_found", 404, "missing, or a message between other companies; a `reply_to` that is not a message received from the recipient"),
    InquiryNotFound = ("inquiry_not_found", 404, "missing, or another user's inquiry (operator staff see every inquiry)"),
    OperatorOnly = ("operator_only", 403, "notices, FAQ and answers are written by the platform's operator staff only"),
    OrderNotFound = ("order_not_found", 404, "a payment that is not the firm's (operator staff see every firm's refund requests)"),
    PaymentAmountMismatch = ("payment_amount_mismatch", 422, "the amount the payment window reports is not the order's"),
    PaymentDeclined = ("payment_declined", 402, "the card company or the gateway refused the card; the message is the gateway's, the order is 결제 오류 (4) and nothing was granted"),
    PaymentGatewayUnavailable = ("payment_gateway_unavailable", 503, "the gateway could not be reached or answered unreadably: nothing was granted, confirming again is safe (same idempotency key)"),
    OrderStateConflict = ("order_state_conflict", 409, "the order already moved (paid, failed, refund decided)"),
    RefundPeriodOver = ("refund_period_over", 409, "a points refund is asked within 7 days of payment, with all its points unspent; memberships are refunded by changing plan"),
    PointsAlreadyUsed = ("points_already_used", 409, "a points refund is asked within 7 days of payment, with all its points unspent; memberships are refunded by changing plan"),
    NotRefundable = ("not_refundable", 409, "a points refund is asked within 7 days of payment, with all its points unspent; memberships are refunded by changing plan"),
    PointsInsufficient = ("points_insufficient", 409, "a data request asks more startups than the month's allowance (베이직 10, 스탠다드 50, 프리미엄 no limit) and the points for the rest (500P each) are short; nothing is sent"),
    WaitingNotFound = ("waiting_not_found", 404, "no such waiting-list entry (operator area)"),
    WaitingAlreadyRegistered = ("waiting_already_registered", 409, "the business number is on the waiting list already; a company with it uses the product (sign up and join it)"),
    WaitingCompanyExists = ("waiting_company_exists", 409, "the business number is on the waiting list already; a company with it uses the product (sign up and join it)"),
    WaitingMailFailed = ("waiting_mail_failed", 502, "the onboarding mail could not be handed over: the entry stays onboarded and onboarding again resends it"),
    InquiryAnswered = ("inquiry_answered", 409, "an answered inquiry takes no more files; an inquiry has its five files"),
    InquiryFilesFull = ("inquiry_files_full", 409, "an answered inquiry takes no more files; an inquiry has its five files"),
    InvalidRequest = ("invalid_request", 400, "malformed body or query, a field the document does not name, NUL in any text, paging out of bounds"),
    MethodNotAllowed = ("method_not_allowed", 405, "an API path called with a method it does not serve (`Allow` lists those it does)"),
    UniqueNumberTaken = ("unique_number_taken", 409, "another live union of the firm has the unique number"),
    UnionNotFound = ("union_not_found", 404, "missing, deleted, or another firm's"),
    ApplicantNotFound = ("applicant_not_found", 404, "missing, deleted, or another firm's"),
    UnionFormed = ("union_formed", 409, "editing or adding applicants to a formed (E) union"),
    NoFile = ("no_file", 400, "an upload without a file, or more than 20 files"),
    TooManyFiles = ("too_many_files", 400, "an upload without a file, or more than 20 files"),
    FileEmpty = ("file_empty", 422, "'{name}: 빈 파일은 올릴 수 없습니다.'"),
    FileTooLarge = ("file_too_large", 413, "'{name}: 파일은 50MB까지 올릴 수 있습니다.' (import: 10MB; a portfolio editor picture, uploaded or fetched: '파일 용량이 초과됐습니다. (최대20MB)')"),
    FileTypeNotAllowed = ("file_type_not_allowed", 415, "not a document type by its bytes, or not PNG for 조합인감"),
    FileNotFound = ("file_not_found", 404, "missing, or another firm's file"),
    ImportNotXlsx = ("import_not_xlsx", 415, "the import file is not an xlsx workbook"),
    ImportMissingColumns = ("import_missing_columns", 422, "the sheet lacks 이름/구분/좌수, has no rows, or more than 10,000"),
    ImportNoRows = ("import_no_rows", 422, "the sheet lacks 이름/구분/좌수, has no rows, or more than 10,000"),
    ImportTooManyRows = ("import_too_many_rows", 422, "the sheet lacks 이름/구분/좌수, has no rows, or more than 10,000"),
    LpMemberNotFound = ("lp_member_not_found", 404, "missing, or another firm's LP or group"),
    GroupNotFound = ("group_not_found", 404, "missing, or another firm's LP or group"),
    LpEmailTaken = ("lp_email_taken", 409, "the firm already has an LP with that e-mail"),
    ApplicantMatched = ("applicant_matched", 409, "the application is matched to another LP (unmatch it first)"),
    AlreadyApplied = ("already_applied", 409, "the LP already has an application in that union (matching or applying)"),
    UnionNotRecruiting = ("union_not_recruiting", 409, "invitations and LP applications need status R or A"),
    ImageNotFound = ("image_not_found", 422, "a group's `image_key` is not a pending upload of the firm (upload again)"),
    InvitationNotFound = ("invitation_not_found", 404, "no invitation has that link"),
    InvitationExpired = ("invitation_expired", 410, "the link is past its 14 days, withdrawn, or already used"),
    InvitationUsed = ("invitation_used", 410, "the link is past its 14 days, withdrawn, or already used"),
    LpSuspended = ("lp_suspended", 403, "the firm suspended the LP (status S): no new applications"),
    ApplicationNotFound = ("application_not_found", 404, "not one of the logged-in LP's applications"),
    ApplicationClosed = ("application_closed", 409, "documents of an application in F, or of a formed union, no longer change"),
    NotPdf = ("not_pdf", 415, "certificates and confirmations are PDFs"),
    UnionMemberCap = ("union_member_cap", 409, "a new member's first won (any payment of someone who has paid nothing yet, or the move to P) that would make the union's 50th member, its GPs counted (벤처투자법 시행령: at most 49), or a distribution to more than 49 holders; nothing changes"),
    UnionUnitsFull = ("union_units_full", 409, "a new member's first won when their commitment does not fit in the union's units left after the GPs' and the other members' commitments (the message names what is left); nothing changes"),
    FormationIncomplete = ("formation_incomplete", 409, "moving a union to 결성진행중 (F) before the checklist's first three steps are done, or to 결성완료 (E) before all six; the message names the open steps"),
    UnionRulesBroken = ("union_rules_broken", 409, "moving a union to 결성완료 while a rule but the investment obligation is broken (`GET /unions/{id}/rules` says which)"),
    LumpSumUnion = ("lump_sum_union", 409, "a capital call in a 일시납 (method 1) union: its members pay the whole commitment, recorded without a call"),
    CapitalCallNotFound = ("capital_call_not_found", 404, "no such call in the union (or another firm's)"),
    GpHasPayments = ("gp_has_payments", 409, "a union edit that takes off a co-GP whose seat has payments recorded (cancel them in 출자금 first); nothing changes"),
    GpNotFound = ("gp_not_found", 404, "no GP sits in that seat of the union (0 is the managing GP, k the k-th co-GP)"),
    CapitalCallHasPayments = ("capital_call_has_payments", 409, "withdrawing a call that has payments recorded against it"),
    PaymentNotFound = ("payment_not_found", 404, "no such payment in the union (or another firm's)"),
    ApplicantNotMember = ("applicant_not_member", 409, "a payment for an applicant still in review (R, C): members pay from 서류제출 (S) on"),
    NoCapitalCall = ("no_capital_call", 409, "납입완료 for a member of a 수시납/분할납 union that has no call yet"),
    ApplicantHasPayments = ("applicant_has_payments", 409, "stepping a member back from 납입완료 while payments are recorded: cancel them in 출자금"),
    NothingPaidIn = ("nothing_paid_in", 409, "a distribution dated before anyone (GPs included) had paid in"),
    DistributionNotFound = ("distribution_not_found", 404, "no such distribution in the union (or another firm's)"),
    DistributionNoticeSent = ("distribution_notice_sent", 409, "the distribution's notice mail was queued already (each distribution is announced once)"),
    NoTaxPapers = ("no_tax_papers", 409, "a year's 출자확인서 zip or mail when no member has a deduction that year (the union invested nothing then, or only corporations paid)"),
    NotContributor = ("not_contributor", 404, "evidence for an applicant who has not contributed (status P or F)"),
    MailingNotFound = ("mailing_not_found", 404, "no such mailing in the union, or another firm's"),
    BankAccountMissing = ("bank_account_missing", 422, "a P mail (payment request) before the union's payment account is saved"),
    MailNoRecipients = ("mail_no_recipients", 422, "nobody picked has an e-mail address (nothing queued); also a distribution notice or the year's 출자확인서 mail when no member concerned has one"),
    StartupNotFound = ("startup_not_found", 404, "no startup has that id, or a startup asks for another startup's profile"),
    StartupSearchNotAllowed = ("startup_search_not_allowed", 403, "startup search is for investor firms and fact-checkers, not startups"),
    InvestorOnly = ("investor_only", 403, "an investor firm's work (unions, LPs, mails, investments, reports, portfolios, tasks, raw data, opinions, interest companies) called by a startup's, an LP's or a fact-checker's account; refused before the request is read (`server::access`, the table of who may call what)"),
    OpinionExists = ("opinion_exists", 409, "the opinion (of a startup, of a report, or of a union in a report) is already written: edit it (PUT) instead"),
    OpinionNotFound = ("opinion_not_found", 404, "editing or deleting an opinion the firm has not written"),
    SavedSearchNotFound = ("saved_search_not_found", 404, "no saved startup search of the firm's has that id (another firm's included)"),
    OwnCompanyOnly = ("own_company_only", 403, "a startup's data is edited only by that startup's members (not investors, fact-checkers or LPs); another startup gets `startup_not_found`"),
    FactCheckerOnly = ("fact_checker_only", 403, "verdicts and the fact-check queue are for fact-checkers"),
    TooManyDocuments = ("too_many_documents", 409, "the startup already keeps 20 documents of that code: delete one first"),
    DocumentNotFound = ("document_not_found", 404, "the startup has no document with that id"),
    NewsNotFound = ("news_not_found", 404, "the startup has no news item with that id"),
    MediaNotFound = ("media_not_found", 404, "no picture is served under that token (it was replaced or removed)"),
    DataRequestNotFound = ("data_request_not_found", 404, "no data request of the firm's has that id (another firm's included), or the request answered is not addressed to the startup"),
    RequestLinkNotFound = ("request_link_not_found", 404, "no data-request link has that token (a reminder replaced it: the latest mail's link works)"),
    RequestLinkUsed = ("request_link_used", 410, "the request was answered (through the link or in the account): the link works once"),
    RequestLinkExpired = ("request_link_expired", 410, "the link is past its 14 days"),
    InvestmentNotFound = ("investment_not_found", 404, "no investment of the firm's has that id (another firm's included)"),
    FundingRoundNotFound = ("funding_round_not_found", 404, "no funding round the firm recorded has that id"),
    RecoveryNotFound = ("recovery_not_found", 404, "no recovery of the firm's has that id"),
    ValuationNotFound = ("valuation_not_found", 404, "no valuation the firm set has that id"),
    LedgerInconsistent = ("ledger_inconsistent", 409, "the ledger's rows would not add up: a recovery of more shares than the union held that day, deleting an investment whose shares were sold, or sums past 64 bits; the message names the day"),
    PortfolioNotFound = ("portfolio_not_found", 404, "no live portfolio of the firm's has that id (another firm's and deleted ones included)"),
    PortfolioItemNotFound = ("portfolio_item_not_found", 404, "the portfolio has no page with that id (a page whose startup was dropped from the targets included)"),
    ShareLinkNotFound = ("share_link_not_found", 404, "the firm's portfolio has no share link with that id"),
    ShareNotFound = ("share_not_found", 404, "no share link has that token, or its portfolio was deleted (public share pages)"),
    ShareExpired = ("share_expired", 410, "the share link is past the expiry its GP chose (public share pages)"),
    ShareRevoked = ("share_revoked", 410, "the GP stopped sharing through that link (public share pages)"),
    SharePasswordRequired = ("share_password_required", 401, "the share link asks for a password and the request carries no visit opened with it (public share pages)"),
    SharePasswordWrong = ("share_password_wrong", 401, "the password given for the share link is not its password"),
    ShareEmailRequired = ("share_email_required", 401, "the link asks who reads it: the reader has no visit opened with an e-mail code (also a blank address)"),
    ShareCodeWrong = ("share_code_wrong", 401, "the e-mail code is not the one mailed (five wrong tries spend it)"),
    ShareCodeExpired = ("share_code_expired", 401, "no open code for the address: none sent, over ten minutes old, used, or tried five times"),
    ShareDownloadOff = ("share_download_off", 403, "the share link does not offer the whole portfolio PDF ('PDF 저장')"),
    ImageUrlRefused = ("image_url_refused", 422, "a pasted picture's address is not http(s), carries credentials, or it (or a redirect's target) resolves to a loopback, private, link-local or other internal address"),
    ImageUnreachable = ("image_unreachable", 422, "the other host gave no picture (error status, timeout, more than 3 redirects)"),
    PdfNotFound = ("pdf_not_found", 404, "no PDF was made yet for that page, title page or portfolio"),
    ReportNotFound = ("report_not_found", 404, "no report of the firm's has that id (another firm's included); every report endpoint, opinions too"),
    LegacyReportNotFound = ("legacy_report_not_found", 404, "no report imported from the previous system has that number for the firm (another firm's included)"),
    ServiceBusy = ("service_busy", 503, "no database connection came free within `JOHAP_DB_WAIT_MS` (`Retry-After: 1`); try again (a write with an `Idempotency-Key` is safe to repeat)"),
    ImportInvalidRows = ("import_invalid_rows", 422, "nothing imported; `errors[]` has `rows.{n}.{field}` with '{n}행: …' messages"),
    RequestInProgress = ("request_in_progress", 409, "the first request with this `Idempotency-Key` is still running"),
    IdempotencyKeyReused = ("idempotency_key_reused", 422, "the `Idempotency-Key` was used for a different request"),
    Internal = ("internal", 500, "'서버오류. 지속되면 고객센터로 연락바랍니다.' (details only in the server log)"),
}

impl ErrorCode {
    /// The HTTP status it is answered with.
    pub fn status(self) -> StatusCode {
        StatusCode::from_u16(self.status_u16()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
    }

    /// docs/api.md's table of codes: consecutive codes with one status and one explanation
    /// share a row.
    pub fn table() -> String {
        let mut out = String::from("| code | status | when |\n|---|---|---|\n");
        let mut rows: Vec<(Vec<&str>, u16, &str)> = Vec::new();
        for c in ErrorCode::ALL {
            match rows.last_mut() {
                Some((codes, status, when)) if *status == c.status_u16() && *when == c.when() => codes.push(c.code()),
                _ => rows.push((vec![c.code()], c.status_u16(), c.when())),
            }
        }
        for (codes, status, when) in rows {
            let codes: Vec<String> = codes.iter().map(|c| format!("`{c}`")).collect();
            out.push_str(&format!("| {} | {status} | {when} |\n", codes.join(", ")));
        }
        out
    }

    /// `doc` (docs/api.md) with its table of codes replaced by [`ErrorCode::table`].
    ///
    /// # Errors
    /// When `doc` has no such table.
    pub fn with_table_in(doc: &str) -> Result<String, &'static str> {
        let start = doc.find("| code | status | when |").ok_or("no `| code | status | when |` table")?;
        let end = doc[start..].find("\n\n").map_or(doc.len(), |n| start + n + 1);
        Ok(format!("{}{}{}", &doc[..start], ErrorCode::table(), &doc[end..]))
    }
}
