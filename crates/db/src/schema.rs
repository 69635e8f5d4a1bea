// @generated automatically by Diesel CLI.

diesel::table! {
    applicant_documents (id) {
        id -> Int8,
        company_id -> Int8,
        applicant_id -> Int8,
        kind -> Text,
        file_name -> Text,
        size_bytes -> Int8,
        content_type -> Text,
        object_key -> Text,
        uploaded_by -> Nullable<Int8>,
        uploaded_at -> Timestamptz,
    }
}

diesel::table! {
    applicant_evidence (applicant_id, kind) {
        applicant_id -> Int8,
        kind -> Text,
        company_id -> Int8,
        union_id -> Int8,
        file_name -> Text,
        size_bytes -> Int8,
        content_type -> Text,
        object_key -> Text,
        uploaded_by -> Nullable<Int8>,
        uploaded_at -> Timestamptz,
    }
}

diesel::table! {
    applicant_status_changes (id) {
        id -> Int8,
        applicant_id -> Int8,
        from_status -> Nullable<Text>,
        to_status -> Text,
        actor_user_id -> Nullable<Int8>,
        changed_at -> Timestamptz,
    }
}

diesel::table! {
    applicants (id) {
        id -> Int8,
        company_id -> Int8,
        union_id -> Int8,
        name -> Text,
        lp_type -> Text,
        unit_count -> Int8,
        amount -> Int8,
        phone -> Text,
        email -> Text,
        status -> Text,
        applied_at -> Timestamptz,
        updated_at -> Timestamptz,
        deleted_at -> Nullable<Timestamptz>,
        search_text -> Text,
        lp_member_id -> Nullable<Int8>,
        document_count -> Int4,
        registration_number -> Text,
        address -> Text,
        resident_number_sealed -> Nullable<Bytea>,
    }
}

diesel::table! {
    audit_events (id) {
        id -> Int8,
        company_id -> Int8,
        actor_user_id -> Nullable<Int8>,
        entity -> Text,
        entity_id -> Int8,
        action -> Text,
        before_value -> Nullable<Jsonb>,
        after_value -> Nullable<Jsonb>,
        occurred_at -> Timestamptz,
        union_id -> Nullable<Int8>,
    }
}

diesel::table! {
    companies (id) {
        id -> Int8,
        kind -> Text,
        name -> Text,
        business_number -> Nullable<Text>,
        ceo_name -> Nullable<Text>,
        investor_type -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        address -> Text,
        phone -> Text,
        homepage -> Text,
        contact_email -> Text,
        founded_on -> Nullable<Date>,
        introduction -> Text,
        two_factor_required -> Bool,
    }
}

diesel::table! {
    teams (id) {
        id -> Int8,
        company_id -> Int8,
        name -> Text,
        leader_id -> Nullable<Int8>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    messages (id) {
        id -> Int8,
        sender_company_id -> Int8,
        sender_user_id -> Int8,
        recipient_company_id -> Int8,
        title -> Text,
        body -> Text,
        reply_to -> Nullable<Int8>,
        created_at -> Timestamptz,
        read_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    notices (id) {
        id -> Int8,
        title -> Text,
        body -> Text,
        pinned -> Bool,
        author_id -> Nullable<Int8>,
        published_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    faqs (id) {
        id -> Int8,
        category -> Text,
        question -> Text,
        answer -> Text,
        sort_order -> Int4,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    inquiries (id) {
        id -> Int8,
        company_id -> Int8,
        author_id -> Int8,
        category -> Text,
        title -> Text,
        body -> Text,
        status -> Text,
        answer -> Nullable<Text>,
        answered_by -> Nullable<Int8>,
        answered_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    inquiry_files (id) {
        id -> Int8,
        inquiry_id -> Int8,
        name -> Text,
        content_type -> Text,
        size_bytes -> Int8,
        object_key -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    team_members (team_id, user_id) {
        team_id -> Int8,
        user_id -> Int8,
        company_id -> Int8,
    }
}

diesel::table! {
    data_requests (id) {
        id -> Int8,
        company_id -> Int8,
        created_by -> Nullable<Int8>,
        title -> Text,
        message -> Text,
        items -> Array<Text>,
        period_year -> Int4,
        period_quarter -> Int2,
        statements_year -> Nullable<Int4>,
        document_kinds -> Array<Text>,
        due_on -> Date,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    data_request_targets (id) {
        id -> Int8,
        request_id -> Int8,
        startup_id -> Int8,
        email -> Text,
        link_hash -> Bytea,
        link_expires_at -> Timestamptz,
        link_used_at -> Nullable<Timestamptz>,
        answered_at -> Nullable<Timestamptz>,
        reminders -> Int4,
        last_reminded_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    data_request_answers (id) {
        id -> Int8,
        target_id -> Int8,
        answered_at -> Timestamptz,
        author_id -> Nullable<Int8>,
        author_name -> Text,
        via -> Text,
        answer -> Jsonb,
    }
}

diesel::table! {
    startup_quarterly_figures (company_id, year, quarter) {
        company_id -> Int8,
        year -> Int4,
        quarter -> Int2,
        sales -> Nullable<Int8>,
        cash -> Nullable<Int8>,
        headcount -> Nullable<Int4>,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    idempotency_keys (user_id, key) {
        user_id -> Int8,
        key -> Text,
        fingerprint -> Text,
        status -> Nullable<Int2>,
        body -> Nullable<Text>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    invitations (id) {
        id -> Int8,
        company_id -> Int8,
        union_id -> Int8,
        lp_member_id -> Int8,
        email -> Text,
        token_hash -> Bytea,
        invited_by -> Nullable<Int8>,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
        used_by -> Nullable<Int8>,
        revoked_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    login_attempts (id) {
        id -> Int8,
        email -> Text,
        ip -> Text,
        succeeded -> Bool,
        attempted_at -> Timestamptz,
    }
}

diesel::table! {
    lp_group_members (group_id, lp_member_id) {
        group_id -> Int8,
        lp_member_id -> Int8,
        added_at -> Timestamptz,
    }
}

diesel::table! {
    lp_groups (id) {
        id -> Int8,
        company_id -> Int8,
        name -> Text,
        description -> Text,
        image_key -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        deleted_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    lp_member_stats (company_id, status) {
        company_id -> Int8,
        status -> Text,
        member_count -> Int8,
    }
}

diesel::table! {
    lp_members (id) {
        id -> Int8,
        company_id -> Int8,
        name -> Text,
        lp_type -> Text,
        phone -> Text,
        email -> Text,
        status -> Text,
        note -> Text,
        user_id -> Nullable<Int8>,
        search_text -> Text,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        deleted_at -> Nullable<Timestamptz>,
        search_bigrams -> Array<Text>,
    }
}

diesel::table! {
    mail_outbox (id) {
        id -> Int8,
        mailing_id -> Nullable<Int8>,
        applicant_id -> Nullable<Int8>,
        to_email -> Text,
        to_name -> Text,
        phone -> Text,
        unit_count -> Int8,
        amount -> Int8,
        status -> Text,
        attempts -> Int4,
        next_attempt_at -> Timestamptz,
        last_answer -> Nullable<Text>,
        updated_at -> Timestamptz,
        prepared -> Nullable<Jsonb>,
        data_request_target_id -> Nullable<Int8>,
    }
}

diesel::table! {
    mailings (id) {
        id -> Int8,
        company_id -> Int8,
        union_id -> Int8,
        kind -> Text,
        subject -> Text,
        context -> Jsonb,
        reply_to -> Nullable<Text>,
        sender_id -> Int8,
        sender_name -> Text,
        recipient_count -> Int4,
        group_count -> Int4,
        idempotency_key -> Nullable<Text>,
        created_at -> Timestamptz,
        sent_count -> Int4,
        failed_count -> Int4,
        request_digest -> Nullable<Text>,
    }
}

diesel::table! {
    password_resets (id) {
        id -> Int8,
        user_id -> Int8,
        token_hash -> Bytea,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    pending_objects (key) {
        key -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    sessions (id) {
        id -> Int8,
        user_id -> Int8,
        token_hash -> Bytea,
        ip -> Text,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        revoked_at -> Nullable<Timestamptz>,
        family_id -> Nullable<Int8>,
    }
}

diesel::table! {
    startup_balance_sheets (company_id, year) {
        company_id -> Int8,
        year -> Int4,
        cash -> Nullable<Int8>,
        receivables -> Nullable<Int8>,
        inventory -> Nullable<Int8>,
        tangible_assets -> Nullable<Int8>,
        intangible_assets -> Nullable<Int8>,
        investment_assets -> Nullable<Int8>,
        other_assets -> Nullable<Int8>,
        total_assets -> Nullable<Int8>,
        current_liabilities -> Nullable<Int8>,
        long_term_liabilities -> Nullable<Int8>,
        total_liabilities -> Nullable<Int8>,
        capital_stock -> Nullable<Int8>,
        total_equity -> Nullable<Int8>,
    }
}

diesel::table! {
    startup_income_statements (company_id, year) {
        company_id -> Int8,
        year -> Int4,
        sales -> Nullable<Int8>,
        cost_of_sales -> Nullable<Int8>,
        gross_profit -> Nullable<Int8>,
        operating_expenses -> Nullable<Int8>,
        operating_profit -> Nullable<Int8>,
        non_operating_income -> Nullable<Int8>,
        non_operating_expenses -> Nullable<Int8>,
        ordinary_profit -> Nullable<Int8>,
        cash_flow -> Nullable<Int8>,
        retained_earnings -> Nullable<Int8>,
        corporate_tax -> Nullable<Int8>,
        net_income -> Nullable<Int8>,
    }
}

diesel::table! {
    startup_bookmarks (company_id, startup_id) {
        company_id -> Int8,
        startup_id -> Int8,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    startup_incubations (id) {
        id -> Int8,
        company_id -> Int8,
        incubator_name -> Text,
        started_on -> Nullable<Date>,
    }
}

diesel::table! {
    startup_venture_confirmations (company_id) {
        company_id -> Int8,
        first_day -> Date,
        last_day -> Date,
    }
}

diesel::table! {
    startup_news (id) {
        id -> Int8,
        company_id -> Int8,
        title -> Text,
        url -> Text,
        publisher -> Text,
        published_on -> Date,
        added_by -> Nullable<Int8>,
        added_at -> Timestamptz,
    }
}

diesel::table! {
    startup_opinions (company_id, startup_id) {
        company_id -> Int8,
        startup_id -> Int8,
        body -> Text,
        author_id -> Int8,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    startup_profiles (company_id) {
        company_id -> Int8,
        industry -> Text,
        region -> Nullable<Text>,
        size_class -> Nullable<Text>,
        operating_status -> Text,
        founded_on -> Nullable<Date>,
        homepage -> Nullable<Text>,
        phone -> Nullable<Text>,
        address -> Nullable<Text>,
        is_venture -> Bool,
        is_tips -> Bool,
        has_follow_on -> Bool,
        tags -> Array<Text>,
        one_line_intro -> Text,
        detail_intro -> Text,
        interview -> Text,
        total_investment -> Int8,
        company_value -> Nullable<Int8>,
        issued_shares -> Nullable<Int8>,
        face_value -> Nullable<Int8>,
        capital -> Nullable<Int8>,
        staff_count -> Nullable<Int4>,
        staff_basis -> Nullable<Date>,
        latest_sales_year -> Nullable<Int4>,
        latest_sales -> Nullable<Int8>,
        incubated -> Bool,
        name -> Text,
        search_name -> Text,
        search_keys -> Array<Text>,
        updated_at -> Timestamptz,
        logo_token -> Nullable<Text>,
        photo_token -> Nullable<Text>,
    }
}

diesel::table! {
    startup_documents (id) {
        id -> Int8,
        company_id -> Int8,
        kind -> Text,
        file_name -> Text,
        size_bytes -> Int8,
        content_type -> Text,
        object_key -> Text,
        uploaded_by -> Nullable<Int8>,
        uploaded_at -> Timestamptz,
    }
}

diesel::table! {
    startup_score_adjustments (id) {
        id -> Int8,
        company_id -> Int8,
        axis -> Text,
        points -> Int4,
        reason -> Text,
        checker_id -> Nullable<Int8>,
        checker_name -> Text,
        adjusted_at -> Timestamptz,
    }
}

diesel::table! {
    startup_score_history (company_id, scored_on) {
        company_id -> Int8,
        scored_on -> Date,
        total -> Int2,
    }
}

diesel::table! {
    startup_images (token) {
        token -> Text,
        company_id -> Int8,
        slot -> Text,
        file_name -> Text,
        size_bytes -> Int8,
        content_type -> Text,
        object_key -> Text,
        uploaded_at -> Timestamptz,
    }
}

diesel::table! {
    startup_fact_checks (id) {
        id -> Int8,
        company_id -> Int8,
        item -> Text,
        verdict -> Text,
        note -> Text,
        checker_id -> Nullable<Int8>,
        checker_name -> Text,
        checked_at -> Timestamptz,
    }
}

diesel::table! {
    startup_revisions (id) {
        id -> Int8,
        company_id -> Int8,
        author_id -> Nullable<Int8>,
        author_name -> Text,
        changed_at -> Timestamptz,
        items -> Array<Text>,
        change -> Jsonb,
    }
}

diesel::table! {
    startup_saved_searches (id) {
        id -> Int8,
        company_id -> Int8,
        user_id -> Int8,
        filters -> Jsonb,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    startup_shareholders (id) {
        id -> Int8,
        company_id -> Int8,
        position -> Int4,
        name -> Text,
        stock_kind -> Text,
        stock_count -> Int8,
        stock_amount -> Int8,
    }
}

diesel::table! {
    union_applicant_stats (union_id, status) {
        union_id -> Int8,
        status -> Text,
        applicant_count -> Int8,
        amount -> Int8,
    }
}

diesel::table! {
    union_bank_accounts (union_id) {
        union_id -> Int8,
        company_id -> Int8,
        bank_code -> Text,
        account_number -> Text,
        depositor -> Text,
        updated_by -> Nullable<Int8>,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    union_co_gps (id) {
        id -> Int8,
        union_id -> Int8,
        position -> Int4,
        company_name -> Text,
        unit_count -> Int8,
        amount -> Int8,
    }
}

diesel::table! {
    capital_calls (id) {
        id -> Int8,
        company_id -> Int8,
        union_id -> Int8,
        number -> Int4,
        due_on -> Date,
        percent -> Int4,
        note -> Text,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    capital_payments (id) {
        id -> Int8,
        company_id -> Int8,
        union_id -> Int8,
        applicant_id -> Nullable<Int8>,
        call_id -> Nullable<Int8>,
        paid_on -> Date,
        amount -> Int8,
        note -> Text,
        recorded_by -> Nullable<Int8>,
        recorded_at -> Timestamptz,
        gp_seat -> Nullable<Int4>,
    }
}

diesel::table! {
    distribution_shares (distribution_id, position) {
        distribution_id -> Int8,
        position -> Int4,
        role -> Text,
        applicant_id -> Nullable<Int8>,
        holder_name -> Text,
        basis -> Int8,
        amount -> Int8,
        gp_seat -> Nullable<Int4>,
    }
}

diesel::table! {
    tax_paper_mailings (id) {
        id -> Int8,
        company_id -> Int8,
        union_id -> Int8,
        year -> Int4,
        mails -> Int4,
        without_email -> Int4,
        sent_by -> Nullable<Int8>,
        sent_at -> Timestamptz,
    }
}

diesel::table! {
    distributions (id) {
        id -> Int8,
        company_id -> Int8,
        union_id -> Int8,
        paid_on -> Date,
        kind -> Text,
        total -> Int8,
        note -> Text,
        notified_at -> Nullable<Timestamptz>,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    union_formation_steps (union_id, step) {
        union_id -> Int8,
        step -> Text,
        done_on -> Nullable<Date>,
        due_on -> Nullable<Date>,
        owner_user_id -> Nullable<Int8>,
        note -> Text,
        updated_by -> Nullable<Int8>,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    union_files (id) {
        id -> Int8,
        company_id -> Int8,
        union_id -> Int8,
        category -> Text,
        file_name -> Text,
        size_bytes -> Int8,
        content_type -> Text,
        object_key -> Text,
        uploaded_by -> Nullable<Int8>,
        uploaded_at -> Timestamptz,
    }
}

diesel::table! {
    startup_value_history (company_id, valued_on) {
        company_id -> Int8,
        valued_on -> Date,
        company_value -> Int8,
    }
}

diesel::table! {
    unions (id) {
        id -> Int8,
        company_id -> Int8,
        name -> Text,
        unique_number -> Nullable<Text>,
        fund_type -> Text,
        base_rate -> Nullable<Numeric>,
        unit_price -> Int8,
        unit_count -> Int8,
        start_date -> Nullable<Date>,
        due_date -> Nullable<Date>,
        payment_method -> Text,
        lead_fund_manager -> Nullable<Text>,
        duration_start_date -> Nullable<Date>,
        duration_end_date -> Nullable<Date>,
        duration_extended -> Bool,
        investment_start_date -> Nullable<Date>,
        investment_end_date -> Nullable<Date>,
        management_fee -> Nullable<Numeric>,
        management_fee_text -> Nullable<Text>,
        success_fee_text -> Nullable<Text>,
        success_fee_amount -> Nullable<Int8>,
        operate_rate -> Nullable<Numeric>,
        gp_name -> Nullable<Text>,
        gp_unit_count -> Nullable<Int8>,
        investment_certificate_code -> Nullable<Text>,
        recruitment_start_date -> Date,
        recruitment_end_date -> Date,
        status -> Text,
        note -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        deleted_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    user_settings (user_id, setting_key) {
        user_id -> Int8,
        setting_key -> Text,
        setting_value -> Text,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    users (id) {
        id -> Int8,
        email -> Text,
        password_hash -> Text,
        name -> Text,
        phone -> Text,
        user_type -> Text,
        member_type -> Text,
        form_type -> Text,
        company_id -> Int8,
        company_role -> Text,
        group_status -> Text,
        verified -> Bool,
        terms_agreed_at -> Nullable<Timestamptz>,
        privacy_agreed_at -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        withdrawn_at -> Nullable<Timestamptz>,
        withdrawal_reason -> Nullable<Text>,
        is_operator -> Bool,
        two_factor_enabled -> Bool,
    }
}

diesel::table! {
    funding_rounds (id) {
        id -> Int8,
        company_id -> Int8,
        startup_id -> Int8,
        round_on -> Date,
        investor -> Text,
        stock_kind -> Text,
        shares -> Int8,
        price_per_share -> Int8,
        amount -> Int8,
        shares_after -> Nullable<Int8>,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    investments (id) {
        id -> Int8,
        company_id -> Int8,
        union_id -> Int8,
        startup_id -> Int8,
        contracted_on -> Date,
        registered_on -> Nullable<Date>,
        invested_on -> Date,
        stock_kind -> Text,
        shares -> Int8,
        price_per_share -> Int8,
        amount -> Int8,
        face_value -> Int8,
        shares_before -> Nullable<Int8>,
        shares_after -> Nullable<Int8>,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    recoveries (id) {
        id -> Int8,
        company_id -> Int8,
        union_id -> Int8,
        startup_id -> Int8,
        recovered_on -> Date,
        shares_sold -> Int8,
        received -> Int8,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    valuations (id) {
        id -> Int8,
        company_id -> Int8,
        startup_id -> Int8,
        valued_on -> Date,
        price_per_share -> Int8,
        basis -> Text,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    legacy_reports (id) {
        id -> Int8,
        company_id -> Int8,
        rpt_mng_no -> Int8,
        title -> Text,
        created_at -> Timestamptz,
        created_by -> Text,
        report_type -> Text,
        year -> Int4,
        company_count -> Int4,
        member_count -> Int4,
        payload -> Jsonb,
        imported_at -> Timestamptz,
    }
}

diesel::table! {
    reports (id) {
        id -> Int8,
        company_id -> Int8,
        title -> Text,
        base_date -> Date,
        scope -> Jsonb,
        union_count -> Int4,
        company_count -> Int4,
        figures -> Jsonb,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    report_opinions (id) {
        id -> Int8,
        report_id -> Int8,
        union_id -> Nullable<Int8>,
        opinion -> Text,
        created_by -> Nullable<Int8>,
        updated_by -> Nullable<Int8>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    throttle_events (id) {
        id -> Int8,
        action -> Text,
        address -> Text,
        target -> Text,
        at -> Timestamptz,
    }
}

diesel::joinable!(portfolio_items -> portfolios (portfolio_id));
diesel::joinable!(share_visits -> share_links (link_id));
diesel::joinable!(share_email_codes -> share_links (link_id));
diesel::joinable!(share_visit_pages -> share_visits (visit_id));
diesel::joinable!(applicant_documents -> applicants (applicant_id));
diesel::joinable!(investments -> unions (union_id));
diesel::joinable!(recoveries -> unions (union_id));
diesel::joinable!(report_opinions -> reports (report_id));
diesel::joinable!(applicant_documents -> companies (company_id));
diesel::joinable!(applicant_documents -> users (uploaded_by));
diesel::joinable!(applicant_evidence -> applicants (applicant_id));
diesel::joinable!(applicant_evidence -> companies (company_id));
diesel::joinable!(applicant_evidence -> unions (union_id));
diesel::joinable!(applicant_evidence -> users (uploaded_by));
diesel::joinable!(applicant_status_changes -> applicants (applicant_id));
diesel::joinable!(applicant_status_changes -> users (actor_user_id));
diesel::joinable!(applicants -> companies (company_id));
diesel::joinable!(applicants -> lp_members (lp_member_id));
diesel::joinable!(applicants -> unions (union_id));
diesel::joinable!(audit_events -> companies (company_id));
diesel::joinable!(audit_events -> users (actor_user_id));
diesel::joinable!(audit_events -> unions (union_id));
diesel::joinable!(idempotency_keys -> users (user_id));
diesel::joinable!(invitations -> companies (company_id));
diesel::joinable!(invitations -> lp_members (lp_member_id));
diesel::joinable!(invitations -> unions (union_id));
diesel::joinable!(lp_group_members -> lp_groups (group_id));
diesel::joinable!(lp_group_members -> lp_members (lp_member_id));
diesel::joinable!(lp_groups -> companies (company_id));
diesel::joinable!(lp_members -> companies (company_id));
diesel::joinable!(lp_members -> users (user_id));
diesel::joinable!(data_request_answers -> data_request_targets (target_id));
diesel::joinable!(data_request_targets -> data_requests (request_id));
diesel::joinable!(data_request_targets -> startup_profiles (startup_id));
diesel::joinable!(data_requests -> companies (company_id));
diesel::joinable!(mail_outbox -> applicants (applicant_id));
diesel::joinable!(mail_outbox -> data_request_targets (data_request_target_id));
diesel::joinable!(mail_outbox -> mailings (mailing_id));
diesel::joinable!(mailings -> companies (company_id));
diesel::joinable!(mailings -> unions (union_id));
diesel::joinable!(mailings -> users (sender_id));
diesel::joinable!(password_resets -> users (user_id));
diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(union_applicant_stats -> unions (union_id));
diesel::joinable!(union_bank_accounts -> companies (company_id));
diesel::joinable!(union_bank_accounts -> unions (union_id));
diesel::joinable!(union_bank_accounts -> users (updated_by));
diesel::joinable!(union_co_gps -> unions (union_id));
diesel::joinable!(union_files -> companies (company_id));
diesel::joinable!(union_files -> unions (union_id));
diesel::joinable!(union_formation_steps -> unions (union_id));
diesel::joinable!(capital_calls -> unions (union_id));
diesel::joinable!(distribution_shares -> distributions (distribution_id));
diesel::joinable!(distributions -> unions (union_id));
diesel::joinable!(capital_payments -> applicants (applicant_id));
diesel::joinable!(capital_payments -> capital_calls (call_id));
diesel::joinable!(union_files -> users (uploaded_by));
diesel::joinable!(startup_balance_sheets -> startup_profiles (company_id));
diesel::joinable!(startup_income_statements -> startup_profiles (company_id));
diesel::joinable!(startup_bookmarks -> companies (company_id));
diesel::joinable!(startup_bookmarks -> startup_profiles (startup_id));
diesel::joinable!(startup_incubations -> startup_profiles (company_id));
diesel::joinable!(startup_venture_confirmations -> startup_profiles (company_id));
diesel::joinable!(startup_opinions -> startup_profiles (startup_id));
diesel::joinable!(startup_opinions -> users (author_id));
diesel::joinable!(startup_news -> startup_profiles (company_id));
diesel::joinable!(startup_profiles -> companies (company_id));
diesel::joinable!(startup_quarterly_figures -> startup_profiles (company_id));
diesel::joinable!(startup_fact_checks -> startup_profiles (company_id));
diesel::joinable!(startup_documents -> startup_profiles (company_id));
diesel::joinable!(startup_images -> startup_profiles (company_id));
diesel::joinable!(startup_score_adjustments -> startup_profiles (company_id));
diesel::joinable!(startup_score_history -> startup_profiles (company_id));
diesel::joinable!(startup_revisions -> startup_profiles (company_id));
diesel::joinable!(startup_saved_searches -> companies (company_id));
diesel::joinable!(startup_saved_searches -> users (user_id));
diesel::joinable!(startup_shareholders -> startup_profiles (company_id));
diesel::joinable!(startup_value_history -> startup_profiles (company_id));
diesel::joinable!(unions -> companies (company_id));
diesel::joinable!(user_settings -> users (user_id));
diesel::joinable!(inquiries -> companies (company_id));
diesel::joinable!(inquiry_files -> inquiries (inquiry_id));
diesel::joinable!(team_members -> companies (company_id));
diesel::joinable!(team_members -> teams (team_id));
diesel::joinable!(team_members -> users (user_id));
diesel::joinable!(teams -> companies (company_id));
diesel::joinable!(teams -> users (leader_id));
diesel::joinable!(users -> companies (company_id));

diesel::table! {
    portfolios (id) {
        id -> Int8,
        company_id -> Int8,
        title -> Text,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        deleted_at -> Nullable<Timestamptz>,
        title_pdf_at -> Nullable<Timestamptz>,
        full_pdf_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    portfolio_items (id) {
        id -> Int8,
        portfolio_id -> Int8,
        startup_id -> Int8,
        position -> Nullable<Int4>,
        title -> Text,
        block_first -> Text,
        block_second -> Text,
        block_third -> Text,
        updated_by -> Nullable<Int8>,
        updated_at -> Timestamptz,
        pdf_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    share_links (id) {
        id -> Int8,
        company_id -> Int8,
        portfolio_id -> Int8,
        token_hash -> Bytea,
        expires_at -> Timestamptz,
        revoked_at -> Nullable<Timestamptz>,
        created_by -> Nullable<Int8>,
        created_at -> Timestamptz,
        password_hash -> Nullable<Text>,
        allow_download -> Bool,
        require_email -> Bool,
    }
}

diesel::table! {
    share_visits (id) {
        id -> Int8,
        link_id -> Int8,
        token_hash -> Bytea,
        started_at -> Timestamptz,
        last_seen_at -> Timestamptz,
        viewer_email -> Nullable<Text>,
    }
}

diesel::table! {
    share_email_codes (id) {
        id -> Int8,
        link_id -> Int8,
        email -> Text,
        code_hash -> Bytea,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        tries -> Int4,
        used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    share_visit_pages (visit_id, item_id) {
        visit_id -> Int8,
        item_id -> Int8,
        seconds -> Int4,
        last_at -> Timestamptz,
    }
}

diesel::table! {
    two_factor_secrets (user_id) {
        user_id -> Int8,
        secret -> Bytea,
        sealed -> Bool,
        created_at -> Timestamptz,
        confirmed_at -> Nullable<Timestamptz>,
        last_step -> Nullable<Int8>,
    }
}

diesel::table! {
    two_factor_recovery_codes (id) {
        id -> Int8,
        user_id -> Int8,
        digest -> Bytea,
        used_at -> Nullable<Timestamptz>,
    }
}

diesel::joinable!(two_factor_secrets -> users (user_id));
diesel::joinable!(two_factor_recovery_codes -> users (user_id));

diesel::allow_tables_to_appear_in_same_query!(
    messages,
    notices,
    faqs,
    inquiries,
    inquiry_files,
    tax_paper_mailings,
    team_members,
    teams,
    throttle_events,
    two_factor_recovery_codes,
    two_factor_secrets,
    share_visits,
    share_visit_pages,
    share_email_codes,
    applicant_documents,
    applicant_evidence,
    applicant_status_changes,
    applicants,
    audit_events,
    companies,
    data_request_answers,
    data_request_targets,
    data_requests,
    funding_rounds,
    idempotency_keys,
    investments,
    invitations,
    login_attempts,
    lp_group_members,
    lp_groups,
    lp_member_stats,
    lp_members,
    mail_outbox,
    mailings,
    password_resets,
    pending_objects,
    recoveries,
    sessions,
    startup_balance_sheets,
    startup_bookmarks,
    startup_documents,
    startup_fact_checks,
    startup_images,
    startup_income_statements,
    startup_incubations,
    startup_news,
    startup_opinions,
    startup_profiles,
    startup_quarterly_figures,
    startup_revisions,
    startup_saved_searches,
    startup_score_adjustments,
    startup_score_history,
    startup_shareholders,
    startup_value_history,
    startup_venture_confirmations,
    union_applicant_stats,
    union_bank_accounts,
    union_co_gps,
    union_files,
    union_formation_steps,
    capital_calls,
    capital_payments,
    distributions,
    distribution_shares,
    unions,
    user_settings,
    users,
    valuations,
    reports,
    report_opinions,
    legacy_reports,
    portfolios,
    portfolio_items,
    share_links,
);
